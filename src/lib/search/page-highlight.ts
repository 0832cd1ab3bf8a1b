/**
 * The route-update side of search highlighting (called from gatsby-browser.tsx): after navigating
 * from a result, the `_highlight` terms are highlighted in the article (or main) of the new page,
 * the parameter is removed from the address bar, and the section is scrolled into view. Before the
 * next route renders, the marks are removed, so React finds the page as it rendered it.
 * The DOM helper (highlight.ts) is loaded only when a page has terms to highlight.
 */
import { readHighlightTerms, withoutHighlightParam } from "./highlight-params"

type Highlighter = typeof import("./highlight")

let highlighter: Highlighter | null = null

interface RouteLocation {
  pathname: string
  search?: string
  hash?: string
}

/** The highlighted area: the doc's article, else the main content, else the body. */
export function highlightRoot(doc: Document): Element {
  return doc.querySelector("article") ?? doc.querySelector("main") ?? doc.body
}

/** Removes the marks of the page being left. Synchronous: the next page renders right after. */
export function removeSearchHighlight(doc: Document = document): void {
  highlighter?.unhighlight(doc.body)
}

/** Highlights the terms a search result carried to this page, then tidies the address. */
export function applySearchHighlight(location: RouteLocation, win: Window = window): Promise<void> {
  const terms = readHighlightTerms(location.search ?? "")
  if (terms.length === 0) return Promise.resolve()
  const hash = location.hash ?? ""
  win.history.replaceState(win.history.state, "", `${location.pathname}${withoutHighlightParam(location.search ?? "")}${hash}`)
  return import("./highlight")
    .then((module) => {
      highlighter = module
      // The reader may have moved on while the helper loaded.
      if (win.location.pathname !== location.pathname) return
      const doc = win.document
      module.unhighlight(doc.body)
      const marks = module.highlight(highlightRoot(doc), terms)
      let target: Element | null = null
      try {
        target = hash.length > 1 ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null
      } catch {
        target = null
      }
      if (target) target.scrollIntoView()
      else if (hash.length > 1 && marks[0]) marks[0].scrollIntoView({ block: "center" })
    })
    .catch(() => undefined)
}
