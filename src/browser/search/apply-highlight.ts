/**
 * Highlighting after navigating from a result (loaded on demand by page-highlight.ts): the
 * `_highlight` terms are highlighted in the article (or main) of the page, the parameter is removed
 * from the address bar, and the section is scrolled into view.
 */
import { readHighlightTerms, withoutHighlightParam } from "../../lib/search/highlight-params"
import { highlight, unhighlight } from "./highlight"

export interface RouteLocation {
  pathname: string
  search?: string
  hash?: string
}

/** The highlighted area: the doc's article, else the main content, else the body. */
export function highlightRoot(doc: Document): Element {
  return doc.querySelector("article") ?? doc.querySelector("main") ?? doc.body
}

export function removeHighlight(doc: Document): void {
  unhighlight(doc.body)
}

/** Highlights the terms the location carries; returns the marks (none when there are no terms). */
export function applyHighlight(location: RouteLocation, win: Window): HTMLElement[] {
  const terms = readHighlightTerms(location.search ?? "")
  if (terms.length === 0) return []
  const hash = location.hash ?? ""
  win.history.replaceState(
    win.history.state,
    "",
    `${location.pathname}${withoutHighlightParam(location.search ?? "")}${hash}`
  )
  const doc = win.document
  unhighlight(doc.body)
  const marks = highlight(highlightRoot(doc), terms)
  let target: Element | null = null
  try {
    target = hash.length > 1 ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null
  } catch {
    target = null
  }
  if (target) target.scrollIntoView()
  else if (hash.length > 1 && marks[0]) marks[0].scrollIntoView({ block: "center" })
  return marks
}
