/** Browser entry: the persistent layout around every page, global styles and route hooks. */
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import "./src/styles/content.css"
import { trackNavigationStarts, finishRouteProgress, reloadWhenNotFound } from "./src/browser/route-lifecycle"
import { hydrateAsTransition } from "./src/browser/hydrate"
import { loadSharedDataOf, prefetchSharedDataOf } from "./src/browser/shared-data"
import { normaliseHtmlPath, finishHtmlPath } from "./src/browser/html-path"
import { site } from "./src/config/site"
import { applySearchHighlight, removeSearchHighlight } from "./src/browser/search/page-highlight"
import { openDetailsOfTarget, openDetailsOnHashChange } from "./src/browser/open-target-details"

export { wrapPageElement } from "./src/wrap-page-element"

// Gatsby types the renderer as react-dom's legacy render(); it calls it with (element, container).
// The first render waits for the shared files the HTML was rendered with (the sidebar), so hydration
// matches it. If one cannot load, the server's HTML stays as it is: its links load pages fully.
export const replaceHydrateFunction = (() => (element: React.ReactElement, container: Element) => {
  loadSharedDataOf(document).then(
    () => hydrateAsTransition(element, container),
    (error: unknown) => console.error("Shared page data did not load; the page stays static.", error)
  )
}) as unknown as GatsbyBrowser["replaceHydrateFunction"]

export const onPostPrefetchPathname: GatsbyBrowser["onPostPrefetchPathname"] = ({ pathname }) =>
  prefetchSharedDataOf(
    pathname,
    (window as unknown as { ___loader?: Parameters<typeof prefetchSharedDataOf>[1] }).___loader
  )

// A `.html` path answered with the not-found page: the router starts on the bare path when it is a page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => normaliseHtmlPath(window, site.basePath)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  finishHtmlPath(window)
  reloadWhenNotFound(window)
  trackNavigationStarts(window)
  openDetailsOnHashChange(window)
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  // Search highlights leave with the page (and go before React renders the next one).
  removeSearchHighlight()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishRouteProgress()
  openDetailsOfTarget(document, location.hash)
  void applySearchHighlight(location)
}
