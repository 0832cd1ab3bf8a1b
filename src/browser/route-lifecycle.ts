/**
 * Browser route hooks: the progress bar on route changes that take longer than its delay, and a full
 * page load when the next page's data cannot be used. (`.html` and `/index.html` paths: see
 * html-path.ts.)
 */
import { createProgressBar, type ProgressBar } from "./progress-bar"

let progress: ProgressBar | null = null

export function startRouteProgress(): void {
  progress ??= createProgressBar(document)
  progress.start()
}

type Navigate = (to: string | number, options?: unknown) => unknown

interface PageLoader {
  loadPage(path: string): Promise<unknown>
  isPageNotFound(path: string): boolean
}

/**
 * A failed preload reloads the page fully. When the next page's data answers 404 or
 * is not JSON, Gatsby would show its not-found page for a page that exists: its own check for that
 * case asks the server for the page without the base path. So the data is loaded first (Gatsby's
 * navigate then reuses it), and a page Gatsby takes for missing is loaded by the browser instead:
 * the real page, or the server's not-found page with its HTTP status.
 */
export function reloadWhenNotFound(win: Window & { ___navigate?: Navigate; ___loader?: PageLoader }): void {
  const original = win.___navigate
  const loader = win.___loader
  if (!original || !loader || (original as Navigate & { reloads?: boolean }).reloads) return
  const navigate: Navigate & { reloads?: boolean } = (to, options) => {
    if (typeof to !== "string") return original(to, options)
    const target = new URL(to, win.location.href)
    if (target.origin !== win.location.origin || target.pathname === win.location.pathname) return original(to, options)
    const path = target.pathname + target.search
    return loader.loadPage(path).then(
      () => (loader.isPageNotFound(path) ? win.location.assign(target.href) : original(to, options)),
      () => win.location.assign(target.href)
    )
  }
  navigate.reloads = true
  win.___navigate = navigate
}

/**
 * Gatsby loads the next page's resources before it switches routes, and only then runs the route
 * hooks; the bar must start when the navigation starts, so Gatsby's navigate (used by every Link
 * and by navigate()) is wrapped once the client has rendered.
 */
export function trackNavigationStarts(win: Window & { ___navigate?: Navigate }): void {
  const original = win.___navigate
  if (!original || (original as Navigate & { tracked?: boolean }).tracked) return
  const tracked: Navigate & { tracked?: boolean } = (to, options) => {
    if (typeof to === "string") {
      const target = new URL(to, win.location.href)
      if (target.pathname !== win.location.pathname) startRouteProgress()
    }
    return original(to, options)
  }
  tracked.tracked = true
  win.___navigate = tracked
}

export function finishRouteProgress(): void {
  progress?.done()
}
