/**
 * One section of a page's Markdown twin, found by the id its heading has on the page: the heading and
 * everything up to the next heading of the same or a higher level. Ids come from the slugger the page
 * uses (src/lib/headings.ts), over every heading in order, so repeated titles ("Examples", "Examples")
 * get the same "-1" suffixes as on the page.
 */
import { createSlugger } from "../headings"

/**
 * The text a heading of the twin shows on the page: code spans as they are; outside them, links and
 * images reduced to their text, emphasis markers and the serialiser's backslash escapes removed.
 */
export function twinHeadingText(markdown: string): string {
  return markdown
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.slice(1, -1)
        : part
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
            .replace(/(^|[^\\\w])(\*{1,2}|_{1,2})(?=\S)(.*?\S)\2(?=[^\w]|$)/g, "$1$3")
            .replace(/\\(.)/g, "$1")
    )
    .join("")
    .trim()
}

export function sectionMarkdown(markdown: string, id: string): string | null {
  const lines = markdown.split("\n")
  const slugger = createSlugger()
  let fence: string | null = null
  let start = -1
  let depth = 0
  for (let i = 0; i < lines.length; i++) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(lines[i])
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0]
      else if (fenceMatch[1][0] === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const heading = /^(#{1,6})\s+(.+?)\s*$/.exec(lines[i])
    if (!heading) continue
    const level = heading[1].length
    if (start >= 0 && level <= depth) return lines.slice(start, i).join("\n").trimEnd() + "\n"
    if (start < 0 && slugger.slug(twinHeadingText(heading[2])) === id) {
      start = i
      depth = level
    }
  }
  return start >= 0 ? lines.slice(start).join("\n").trimEnd() + "\n" : null
}
