/**
 * Route hooks of search highlighting (called from gatsby-browser.tsx). Kept tiny because every page
 * loads it: the highlighting code (apply-highlight.ts) is imported only when a location carries
 * search terms. Before the next route renders, the marks are removed synchronously, so React finds
 * the page as it rendered it.
 */
import type { RouteLocation } from "./apply-highlight"

let remove: ((doc: Document) => void) | null = null

/** Removes the marks of the page being left. */
export function removeSearchHighlight(doc: Document = document): void {
  remove?.(doc)
}

/** Highlights the terms a search result carried to this page (`?_highlight=`), then tidies the address. */
export function applySearchHighlight(location: RouteLocation, win: Window = window): Promise<void> {
  if (!(location.search ?? "").includes("_highlight=")) return Promise.resolve()
  return import("./apply-highlight")
    .then((module) => {
      remove = module.removeHighlight
      // The reader may have moved on while the code loaded.
      if (win.location.pathname === location.pathname) module.applyHighlight(location, win)
    })
    .catch(() => undefined)
}
