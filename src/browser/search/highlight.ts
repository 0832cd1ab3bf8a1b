/**
 * Highlights search terms in a page after navigating from a result, and removes the highlight when
 * the reader leaves. Walks text nodes and wraps matching words in <mark class="search-highlight">
 * with DOM methods only (never innerHTML). The node a match starts in is kept in place and moved
 * back on unhighlight, so the text nodes React rendered stay the ones it knows.
 */
import { markedRanges } from "../../lib/search/tokenize"

export const HIGHLIGHT_CLASS = "search-highlight"

// NAV: the article's own navigation (breadcrumbs, the collapsible "On this page", previous/next)
// repeats headings; a mark there, possibly inside a closed <details>, is no answer.
const SKIPPED = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEXTAREA",
  "INPUT",
  "SELECT",
  "OPTION",
  "MARK",
  "TEMPLATE",
  "SVG",
  "NAV",
])

function isSkipped(node: Node, root: Node): boolean {
  for (let el = node.parentNode; el && el !== root; el = el.parentNode) {
    if (el.nodeType === 1 && SKIPPED.has((el as Element).nodeName.toUpperCase())) return true
  }
  return false
}

/** [start, end) ranges of the words (and identifiers) in `text` that the (lowercase) terms mark. */
export function matchRanges(text: string, terms: string[]): [number, number][] {
  return markedRanges(text, terms).map(({ start, end }): [number, number] => [start, end])
}

/**
 * Wraps the words of `root` that start with one of the terms; returns the marks, in document order.
 * Terms are compared as lowercase words; nothing in them is interpreted as a pattern or as markup.
 */
export function highlight(root: Element, rawTerms: string[]): HTMLElement[] {
  const terms = rawTerms.map((t) => t.toLowerCase()).filter(Boolean)
  const doc = root.ownerDocument
  if (!doc || terms.length === 0) return []
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  const textNodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue && node.nodeValue.trim() && !isSkipped(node, root)) textNodes.push(node as Text)
  }
  const marks: HTMLElement[] = []
  for (const textNode of textNodes) {
    const ranges = matchRanges(textNode.nodeValue ?? "", terms)
    // From the last match backwards, so earlier offsets stay valid while splitting.
    const nodeMarks: HTMLElement[] = []
    const node = textNode
    for (let i = ranges.length - 1; i >= 0; i--) {
      const [start, end] = ranges[i]
      if (end < (node.nodeValue ?? "").length) node.splitText(end)
      const word = start > 0 ? node.splitText(start) : node
      const mark = doc.createElement("mark")
      mark.className = HIGHLIGHT_CLASS
      word.parentNode?.insertBefore(mark, word)
      mark.appendChild(word)
      nodeMarks.unshift(mark)
    }
    marks.push(...nodeMarks)
  }
  return marks
}

/** Removes every highlight mark under `root`, putting its text nodes back and re-joining them. */
export function unhighlight(root: ParentNode): number {
  const marks = Array.from(root.querySelectorAll(`mark.${HIGHLIGHT_CLASS}`))
  const parents = new Set<Node>()
  for (const mark of marks) {
    const parent = mark.parentNode
    if (!parent) continue
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark)
    parent.removeChild(mark)
    parents.add(parent)
  }
  parents.forEach((p) => p.normalize())
  return marks.length
}
