/**
 * A small Markdown reader for the descriptions of the OpenAPI document: paragraphs, bullet and
 * numbered lists (nested by indentation), fenced code, headings, simple tables, and inline code, bold,
 * italics and links. It returns a tree of plain data that React renders as elements, so nothing in a
 * description is ever injected as HTML; links are kept only for safe URLs.
 */

export type Inline =
  | { type: "text"; value: string }
  | { type: "code"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] }

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "heading"; depth: number; children: Inline[] }
  | { type: "list"; ordered: boolean; start?: number; items: Block[][] }
  | { type: "code"; lang?: string; value: string }
  | { type: "table"; header: Inline[][]; rows: Inline[][][] }

/** http(s), mailto, site-relative paths and in-page anchors; anything else (javascript:, data:) is dropped. */
export function safeHref(href: string): string | null {
  const url = href.trim()
  if (/^(https?:|mailto:)/i.test(url)) return url
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith("//")) return null
  return url || null
}

function pushText(out: Inline[], value: string) {
  if (!value) return
  const last = out[out.length - 1]
  if (last && last.type === "text") last.value += value
  else out.push({ type: "text", value })
}

/** Index of the bracket closing the one at `open`, or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === "\\") i++
    else if (text[i] === "[") depth++
    else if (text[i] === "]" && --depth === 0) return i
  }
  return -1
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === "\\" && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>|]/.test(text[i + 1])) {
      pushText(out, text[i + 1])
      i += 2
      continue
    }
    if (ch === "`") {
      const run = /^`+/.exec(text.slice(i))![0]
      const close = text.indexOf(run, i + run.length)
      if (close !== -1) {
        out.push({ type: "code", value: text.slice(i + run.length, close).replace(/^ (.*) $/, "$1") })
        i = close + run.length
        continue
      }
      pushText(out, run)
      i += run.length
      continue
    }
    if (text.startsWith("**", i) || text.startsWith("__", i)) {
      const marker = text.slice(i, i + 2)
      const close = text.indexOf(marker, i + 2)
      if (close > i + 2) {
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, close)) })
        i = close + 2
        continue
      }
    }
    // Single * for emphasis; a single _ is left alone (snake_case names are everywhere in API docs).
    if (ch === "*" && text[i + 1] !== " " && text[i + 1] !== "*") {
      const close = text.indexOf("*", i + 1)
      if (close > i + 1 && text[close - 1] !== " ") {
        out.push({ type: "em", children: parseInline(text.slice(i + 1, close)) })
        i = close + 1
        continue
      }
    }
    if (ch === "[") {
      const close = closingBracket(text, i)
      if (close !== -1 && text[close + 1] === "(") {
        const end = text.indexOf(")", close + 2)
        if (end !== -1) {
          const href = safeHref(text.slice(close + 2, end).split(/\s+"/)[0])
          const children = parseInline(text.slice(i + 1, close))
          if (href) out.push({ type: "link", href, children })
          else {
            for (const child of children) {
              if (child.type === "text") pushText(out, child.value)
              else out.push(child)
            }
          }
          i = end + 1
          continue
        }
      }
    }
    pushText(out, ch)
    i++
  }
  return out
}

const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])( +|$)(.*)$/
const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)/
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

function splitRow(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, "").replace(/\|$/, "")
  const cells: string[] = []
  let cell = ""
  let inCode = false
  for (let i = 0; i < trimmed.length; i++) {
    const ch = trimmed[i]
    if (ch === "\\" && trimmed[i + 1] === "|") {
      cell += "|"
      i++
    } else if (ch === "`") {
      inCode = !inCode
      cell += ch
    } else if (ch === "|" && !inCode) {
      cells.push(cell.trim())
      cell = ""
    } else cell += ch
  }
  cells.push(cell.trim())
  return cells
}

function isBlockStart(line: string): boolean {
  return LIST_ITEM.test(line) || FENCE.test(line) || HEADING.test(line)
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").split("\n")
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    if (!line.trim()) {
      i++
      continue
    }
    const fence = FENCE.exec(line)
    if (fence) {
      const marker = fence[1]
      const body: string[] = []
      i++
      while (i < lines.length && !lines[i].trim().startsWith(marker)) body.push(lines[i++])
      i++
      blocks.push({ type: "code", ...(fence[2] ? { lang: fence[2] } : {}), value: body.join("\n") })
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      blocks.push({ type: "heading", depth: heading[1].length, children: parseInline(heading[2]) })
      i++
      continue
    }
    if (line.includes("|") && i + 1 < lines.length && TABLE_DIVIDER.test(lines[i + 1])) {
      const header = splitRow(line).map(parseInline)
      const rows: Inline[][][] = []
      i += 2
      while (i < lines.length && lines[i].trim() && lines[i].includes("|")) rows.push(splitRow(lines[i++]).map(parseInline))
      blocks.push({ type: "table", header, rows })
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (item) {
      const ordered = /\d/.test(item[2])
      const baseIndent = item[1].length
      const items: Block[][] = []
      while (i < lines.length) {
        const m = LIST_ITEM.exec(lines[i])
        if (!m || m[1].length !== baseIndent || /\d/.test(m[2]) !== ordered) break
        const contentIndent = baseIndent + m[2].length + Math.max(m[3].length, 1)
        const body = [m[4]]
        i++
        // The item goes on while lines are indented under it, or continue its text lazily.
        while (i < lines.length) {
          const next = lines[i]
          if (!next.trim()) {
            const following = lines.slice(i + 1).find((l) => l.trim())
            if (following !== undefined && /^\s*/.exec(following)![0].length >= Math.min(contentIndent, baseIndent + 2)) {
              body.push("")
              i++
              continue
            }
            break
          }
          const nextIndent = /^\s*/.exec(next)![0].length
          if (nextIndent >= Math.min(contentIndent, baseIndent + 2)) body.push(next.slice(Math.min(nextIndent, contentIndent)))
          else if (!isBlockStart(next) && body[body.length - 1] !== "") body.push(next.trim())
          else break
          i++
        }
        items.push(parseMarkdown(body.join("\n")))
      }
      const start = ordered ? parseInt(item[2], 10) : undefined
      blocks.push({ type: "list", ordered, ...(start !== undefined && start !== 1 ? { start } : {}), items })
      continue
    }
    const para: string[] = [line.trim()]
    i++
    while (i < lines.length && lines[i].trim() && !isBlockStart(lines[i]) && !(lines[i].includes("|") && TABLE_DIVIDER.test(lines[i + 1] ?? ""))) {
      para.push(lines[i].trim())
      i++
    }
    blocks.push({ type: "paragraph", children: parseInline(para.join(" ")) })
  }
  return blocks
}

export function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === "text" || n.type === "code" ? n.value : inlineText(n.children))).join("")
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return inlineText(block.children)
    case "list":
      return block.items.map((item) => item.map(blockText).join(" ")).join(" ")
    case "code":
      return block.value
    case "table":
      return [block.header, ...block.rows].map((row) => row.map(inlineText).join(" ")).join(" ")
  }
}

/** Plain text of Markdown, for search and meta descriptions. */
export function plainText(source: string): string {
  return parseMarkdown(source).map(blockText).join(" ").replace(/\s+/g, " ").trim()
}

/** Plain text of the first paragraph, cut at a word boundary to at most `max` characters. */
export function excerpt(source: string | undefined, max = 200): string | undefined {
  if (!source) return undefined
  const first = parseMarkdown(source).find((b) => b.type === "paragraph")
  if (!first) return undefined
  const text = blockText(first).replace(/\s+/g, " ").trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,;:.]+$/, "")}…`
}
