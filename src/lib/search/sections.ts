/**
 * Splits an MDX page into search sections at its h2 and h3 headings and reduces each to plain text.
 * Heading ids come from the slugger of src/lib/headings.ts, fed every heading of the page in order
 * (as the rendered page does), so a section's anchor is the id of its heading on the page.
 */
import { createSlugger, headingText } from "../headings"
import { tableRowNames, tableRowTitleCaseName } from "./defines"
import { normalisePath } from "../routing"

export interface PageSection {
  /** The heading text, or the page title for the first section (the text before the first h2/h3). */
  title: string
  /** The heading's id on the page; null for the first section. */
  anchor: string | null
  /** 2 or 3 for heading sections, 1 for the first section. */
  depth: number
  /** Plain text of the section, without its heading. */
  content: string
  /** The names its tables define (defines.ts: identifiers, and plain words such as an option), lowercased, once each. */
  defines: string[]
  /** The site pages its links point to, as routes without the base path ("/permissions/roles"), once each. */
  links: string[]
  /** The names its tables give in Title Case (tableRowTitleCaseName), among its defines. */
  titleCaseNames: string[]
}

export interface PlainTextOptions {
  /** Code blocks are kept as text, whitespace collapsed, cut to this many characters (0 drops them). */
  maxCodeLength?: number
}

/** Examples are read like the prose around them: their commands, fields and comments are searchable. */
const DEFAULT_MAX_CODE_LENGTH = 2000
const FENCE = /^\s{0,3}(`{3,}|~{3,})/
const HEADING = /^(#{1,6})\s+(.+?)\s*$/
const ESM_LINE = /^(import|export)\s/

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
  "#x27": "'",
}

/** Visible text carried by JSX attributes (admonition titles, tab labels, card titles). */
function jsxAttributeText(tag: string): string {
  const texts: string[] = []
  const attribute = /\b(?:title|label)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
  let match: RegExpExecArray | null
  while ((match = attribute.exec(tag))) texts.push(match[1] ?? match[2] ?? "")
  return texts.length ? ` ${texts.join(" ")} ` : " "
}

/** Markdown and JSX syntax of prose (no inline code in it) reduced to text; an image to its alt text, what it shows. */
function proseToText(prose: string): string {
  return prose
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, "$1")
    .replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, jsxAttributeText)
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, "$1$2")
    .replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, "$1$2")
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, "$1")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#x27);/g, (_m, name: string) => ENTITIES[name])
}

/** Inline code keeps its text as written (`<poll>` stays "<poll>"); the prose around it is reduced. */
function inlineToText(block: string): string {
  const parts = block.split(/(`+)([\s\S]*?[^`])\1(?!`)/)
  let text = ""
  for (let i = 0; i < parts.length; i++) {
    if (i % 3 === 0) text += proseToText(parts[i])
    else if (i % 3 === 2) text += parts[i]
  }
  return text
}

/** One Markdown line without its block syntax: blockquote, list marker, table pipes, heading marks. */
function lineToText(line: string): string {
  if (/^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line)) return ""
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return ""
  let text = line
    .replace(/^\s*(>\s?)+/, "")
    .replace(/^\s*([-*+]|\d{1,9}[.)])\s+(\[[ xX]\]\s+)?/, "")
    .replace(/^#{1,6}\s+/, "")
  if (/^\s*\|/.test(text)) text = text.replace(/(^|[^\\])\|/g, "$1 ")
  return text
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim()
}

/** Plain text of a code block: whitespace collapsed, cut at a word boundary. */
function codeToText(code: string, maxLength: number): string {
  const text = collapse(code)
  if (maxLength <= 0) return ""
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength)
  const space = cut.lastIndexOf(" ")
  return (space > maxLength / 2 ? cut.slice(0, space) : cut).trim()
}

/** Plain text of Markdown lines outside code blocks (comments and JSX removed, ESM lines dropped). */
function markdownLinesToText(lines: string[]): string {
  const joined = lines
    .filter((line) => !ESM_LINE.test(line))
    .map(lineToText)
    .join("\n")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
  // Paragraphs are reduced one by one so a stray marker cannot pair across them.
  return joined
    .split(/\n\s*\n/)
    .map(inlineToText)
    .join("\n")
}

interface SectionBuilder {
  title: string
  anchor: string | null
  depth: number
  parts: string[]
  prose: string[]
  defines: Set<string>
  links: Set<string>
  titleCaseNames: Set<string>
}

const newSection = (title: string, anchor: string | null, depth: number): SectionBuilder => ({
  title,
  anchor,
  depth,
  parts: [],
  prose: [],
  defines: new Set(),
  links: new Set(),
  titleCaseNames: new Set(),
})

function flushProse(section: SectionBuilder): void {
  if (section.prose.length) section.parts.push(markdownLinesToText(section.prose))
  section.prose = []
}

/** Plain text of a Markdown/MDX fragment (no splitting). */
export function markdownToPlainText(markdown: string, options: PlainTextOptions = {}): string {
  const [section] = splitSections(markdown, "", { ...options, splitDepths: [] })
  return section.content
}

/**
 * The sections of a page: first the text before the first h2/h3 (titled with the page title, no
 * anchor), then one per h2/h3 heading. Headings of other levels stay in their section's text.
 * The first section is always returned, even when empty, because it stands for the page.
 */
export function splitSections(
  rawBody: string,
  pageTitle: string,
  options: PlainTextOptions & { splitDepths?: number[] } = {}
): PageSection[] {
  const maxCodeLength = options.maxCodeLength ?? DEFAULT_MAX_CODE_LENGTH
  const splitDepths = options.splitDepths ?? [2, 3]
  const slugger = createSlugger()
  const sections: SectionBuilder[] = []
  let current = newSection(pageTitle, null, 1)
  let fence: string | null = null
  let code: string[] = []

  for (const line of rawBody.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      if (fence === null) {
        fence = fenceMatch[1][0]
        flushProse(current)
        code = []
        continue
      }
      if (fenceMatch[1][0] === fence) {
        fence = null
        current.parts.push(codeToText(code.join("\n"), maxCodeLength))
        continue
      }
    }
    if (fence !== null) {
      code.push(line)
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      const depth = heading[1].length
      const value = headingText(heading[2])
      const id = slugger.slug(value)
      if (splitDepths.includes(depth)) {
        flushProse(current)
        sections.push(current)
        current = newSection(value, id, depth)
        continue
      }
    }
    current.prose.push(line)
    for (const name of tableRowNames(line)) current.defines.add(name)
    for (const route of linkedPages(line)) current.links.add(route)
    const named = tableRowTitleCaseName(line)
    if (named) current.titleCaseNames.add(named)
  }
  if (fence !== null) current.parts.push(codeToText(code.join("\n"), maxCodeLength))
  flushProse(current)
  sections.push(current)

  return sections.map(({ title, anchor, depth, parts, defines, links, titleCaseNames }) => ({
    title,
    anchor,
    depth,
    content: collapse(parts.join(" ")),
    defines: [...defines],
    links: [...links],
    titleCaseNames: [...titleCaseNames],
  }))
}

/** The site pages a Markdown line links to: "[x](/permissions/roles#a)" -> "/permissions/roles". */
export function linkedPages(line: string): string[] {
  const routes: string[] = []
  for (const m of line.matchAll(/\]\((\/[^)\s#?]*)/g)) routes.push(normalisePath(m[1]))
  return routes
}
