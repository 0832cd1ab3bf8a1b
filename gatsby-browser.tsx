/** Browser entry: the persistent layout around every page, global styles and route hooks. */
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import "./src/styles/content.css"
import { normaliseBrowserPath, startRouteProgress, finishRouteProgress } from "./src/browser/route-lifecycle"
import { applySearchHighlight, removeSearchHighlight } from "./src/lib/search/page-highlight"

export { wrapPageElement } from "./src/wrap-page-element"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  normaliseBrowserPath()
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  // Search highlights leave with the page (and go before React renders the next one).
  removeSearchHighlight()
  if (prevLocation && prevLocation.pathname !== location.pathname) startRouteProgress()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishRouteProgress()
  void applySearchHighlight(location)
}
