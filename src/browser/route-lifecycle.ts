/**
 * Browser route hooks: the progress bar on route changes that take longer than its delay.
 * (`.html` and `/index.html` paths need nothing here: the server config redirects them, and a host
 * that serves them as they are gets Gatsby's canonical-path replace to the bare path.)
 */
import { createProgressBar, type ProgressBar } from "../lib/progress-bar"

let progress: ProgressBar | null = null

export function startRouteProgress(): void {
  progress ??= createProgressBar(document)
  progress.start()
}

type Navigate = (to: string | number, options?: unknown) => unknown

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
