/** Browser entry: the persistent layout around every page, global styles and route hooks. */
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import "./src/styles/content.css"
import { trackNavigationStarts, finishRouteProgress, reloadWhenNotFound } from "./src/browser/route-lifecycle"
import { hydrateAsTransition } from "./src/browser/hydrate"
import { normaliseHtmlPath, finishHtmlPath } from "./src/browser/html-path"
import { site } from "./src/config/site"
import { applySearchHighlight, removeSearchHighlight } from "./src/lib/search/page-highlight"

export { wrapPageElement } from "./src/wrap-page-element"

// Gatsby types the renderer as react-dom's legacy render(); it calls it with (element, container).
export const replaceHydrateFunction = (() => hydrateAsTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"]

// A `.html` path answered with the not-found page: the router starts on the bare path when it is a page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => normaliseHtmlPath(window, site.basePath)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  finishHtmlPath(window)
  reloadWhenNotFound(window)
  trackNavigationStarts(window)
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  // Search highlights leave with the page (and go before React renders the next one).
  removeSearchHighlight()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishRouteProgress()
  void applySearchHighlight(location)
}
