/**
 * A tiny inline script in the head of every page, run before the first paint (src/browser/head/load-failure-scripts
 * has the same kind): what must be decided before the page is drawn cannot wait for the site's JavaScript.
 * - A dismissed announcement never paints: the dismissal is read from storage and marked on <html>,
 *   and CSS hides the bar (React removes it once it runs).
 * - End and anchor jumps land where they should: sections the browser has not laid out yet
 *   (content-visibility) only have an estimated height, so after a jump the sections near the target
 *   would take their real size and move it, or the page would grow past the "end". Before the browser
 *   scrolls (End key, a click on a link with a #fragment, a page opened at a #fragment), every section
 *   is laid out once (a class on <html>); the jump then lands right and nothing moves afterwards.
 * Written as a plain function (no closures, no helpers), serialised with its settings.
 */

export interface FirstPaintSettings {
  /** Storage key and current id of the announcement (src/hooks/useDismissible.ts). */
  dismissKey: string
  announcementId: string
  /** Attribute set on <html> when the announcement was dismissed. */
  dismissedAttribute: string
  /** Class set on <html> that lays out every lazily rendered section. */
  renderAllClass: string
}

export function firstPaint(settings: FirstPaintSettings, doc: Document = document): void {
  const root = doc.documentElement
  try {
    if (doc.defaultView && doc.defaultView.localStorage.getItem(settings.dismissKey) === settings.announcementId) {
      root.setAttribute(settings.dismissedAttribute, "")
    }
  } catch (e) {
    /* storage unavailable: the announcement shows */
  }
  function renderAll() {
    if (root.classList.contains(settings.renderAllClass)) return
    root.classList.add(settings.renderAllClass)
    // Lay the page out now, before the browser computes where to scroll.
    void root.scrollHeight
  }
  if (doc.defaultView && doc.defaultView.location.hash.length > 1) root.classList.add(settings.renderAllClass)
  doc.addEventListener(
    "keydown",
    function (event) {
      if (event.key !== "End") return
      const target = event.target as Element | null
      if (target && target.closest && target.closest("input, textarea, select, [contenteditable], [role=tab]")) return
      renderAll()
    },
    true
  )
  doc.addEventListener(
    "click",
    function (event) {
      const target = event.target as Element | null
      if (target && target.closest && target.closest("a[href*='#']")) renderAll()
    },
    true
  )
}

export const FIRST_PAINT = {
  dismissedAttribute: "data-announcement-dismissed",
  renderAllClass: "render-all",
} as const
