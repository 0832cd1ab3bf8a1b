/**
 * `.html` and `/index.html` paths on any static host. A host without redirect rules answers
 * "/docs/faq.html" with the not-found page (404.html). Before Gatsby's router starts, this module
 * asks Gatsby's loader whether the bare path is a page; when it is, the URL becomes the bare path
 * (query and hash kept) through the router's own history, so the router starts on it, and the page
 * is rendered afresh instead of hydrating the not-found page's HTML with another page.
 * While the question is open, the not-found page's HTML stays hidden (HTML_PATH_ATTRIBUTE, set by
 * the inline script of the not-found page, see `htmlPathGuard`).
 */
import { globalHistory } from "@gatsbyjs/reach-router"
import { htmlPathTarget } from "../lib/routing"

export const HTML_PATH_ATTRIBUTE = "data-html-path"

interface PageLoader {
  loadPage(path: string): Promise<unknown>
  isPageNotFound(path: string): boolean
}

type GatsbyWindow = Window & { pagePath?: string; ___loader?: PageLoader }

let renderAfresh = false

/** True when the first render must not hydrate: the HTML on screen is another page's. */
export function mustRenderAfresh(): boolean {
  return renderAfresh
}

function reveal(doc: Document): void {
  doc.documentElement.removeAttribute(HTML_PATH_ATTRIBUTE)
}

/** Gatsby's onClientEntry: resolves once the URL is the one the router must start on. */
export async function normaliseHtmlPath(win: GatsbyWindow, basePath: string): Promise<void> {
  const isNotFoundPage = /^\/404(\.html|\/)?$/.test(win.pagePath ?? "")
  const target = isNotFoundPage ? htmlPathTarget(win.location.pathname, basePath) : null
  const loader = win.___loader
  if (!target || !loader) return reveal(win.document)
  try {
    await loader.loadPage(target)
  } catch {
    return reveal(win.document)
  }
  if (loader.isPageNotFound(target)) return reveal(win.document)
  renderAfresh = true
  // Not awaited: the router settles this navigation when it mounts, after client entry.
  void globalHistory.navigate(target + win.location.search + win.location.hash, { replace: true })
}

/** Gatsby's onInitialClientRender: show the page, and its heading when the URL names one. */
export function finishHtmlPath(win: Window): void {
  if (!renderAfresh) return
  reveal(win.document)
  const id = decodeURIComponent(win.location.hash.slice(1))
  if (id) win.document.getElementById(id)?.scrollIntoView()
}

/**
 * The inline script of the not-found page: hides it at once when its URL is a `.html` form, until
 * normaliseHtmlPath has decided; shows it again if the site's JavaScript never starts.
 */
export function htmlPathGuard(settings: { attribute: string }, win: Window = window): void {
  const path = win.location.pathname
  if (!/\.html$/.test(path) || /\/404(\/index)?\.html$/.test(path)) return
  const root = win.document.documentElement
  root.setAttribute(settings.attribute, "")
  win.addEventListener("load", function () {
    if (!(win as unknown as { ___loader?: unknown }).___loader) root.removeAttribute(settings.attribute)
  })
}
