/**
 * Browser route hooks: `.html` paths shown as the bare path before Gatsby resolves the page, and the
 * progress bar on route changes that take longer than its delay.
 */
import { normalisePath } from "../lib/routing"
import { createProgressBar, type ProgressBar } from "../lib/progress-bar"

let progress: ProgressBar | null = null

/** /docs/faq.html and /docs/faq/index.html become /docs/faq (query and hash kept). */
export function normaliseBrowserPath(): void {
  const { pathname, search, hash } = window.location
  if (!/\.html$/.test(pathname)) return
  const bare = normalisePath(pathname)
  if (bare !== pathname) window.history.replaceState(window.history.state, "", `${bare}${search}${hash}`)
}

export function startRouteProgress(): void {
  progress ??= createProgressBar(document)
  progress.start()
}

export function finishRouteProgress(): void {
  progress?.done()
}
