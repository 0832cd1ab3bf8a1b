/**
 * Headings: the ids used as anchors, and the level 2-3 outline of an MDX source. The rendered ids (see
 * the rehype plugin in plugins/docs-source) and the extracted ones come from the same slugger, so the
 * table of contents, the search index and the page always agree.
 */
import GithubSlugger from "github-slugger"

export interface Heading {
  depth: number
  value: string
  id: string
}

/** Plain text of a heading written in Markdown: code, emphasis and links reduced to their text. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/(\*|_)(.*?)\1/g, "$2")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+#+\s*$/, "")
    .trim()
}

export function createSlugger(): { slug: (text: string) => string } {
  const slugger = new GithubSlugger()
  return { slug: (text: string) => slugger.slug(text) }
}

/**
 * Level 1-6 headings of an MDX/Markdown source, skipping fenced code blocks, with unique ids.
 * Every heading takes part in id deduplication (as in the rendered page); callers filter by depth.
 */
export function extractHeadings(source: string): Heading[] {
  const slugger = createSlugger()
  const headings: Heading[] = []
  let fence: string | null = null
  for (const line of source.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line)
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0]
      else if (fenceMatch[1][0] === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const match = /^(#{1,6})\s+(.+?)\s*$/.exec(line)
    if (!match) continue
    const value = headingText(match[2])
    headings.push({ depth: match[1].length, value, id: slugger.slug(value) })
  }
  return headings
}

/** The table-of-contents entries: headings between min and max depth (2 to 3 on this site). */
export function tocHeadings(headings: Heading[], min = 2, max = 3): Heading[] {
  return headings.filter((h) => h.depth >= min && h.depth <= max)
}
