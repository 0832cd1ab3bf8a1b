/**
 * Routing helpers: one place that turns file paths into routes and normalises what a reader types.
 * Routes are page paths *without* the /docs base path (Gatsby adds the prefix), e.g. "/commands/poll".
 */

/** "commands/poll.mdx" -> "commands/poll"; "index.mdx" -> "index"; Windows separators tolerated. */
export function docIdFromRelativePath(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "")
}

/** The route of a doc: "index" -> "/", "guides/index" -> "/guides", "commands/poll" -> "/commands/poll". */
export function routeFromDocId(docId: string): string {
  const withoutIndex = docId.replace(/(^|\/)index$/, "")
  return `/${withoutIndex}`.replace(/\/+$/, "") || "/"
}

/**
 * Paths ending in ".html" or "/index.html" are shown as the bare path; duplicate and trailing slashes
 * are dropped (the root keeps its one slash). Query string and hash are kept.
 */
export function normalisePath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const pathname = match ? match[1] : path
  const rest = match ? match[2] : ""
  let bare = pathname
    .replace(/\/{2,}/g, "/")
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
  if (bare.length > 1) bare = bare.replace(/\/+$/, "")
  return (bare || "/") + rest
}

/** Strip the base path ("/docs") from a browser pathname: "/docs/commands/poll/" -> "/commands/poll". */
export function stripBasePath(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, "")
  let rest = pathname
  if (base && (rest === base || rest.startsWith(`${base}/`))) rest = rest.slice(base.length)
  return normalisePath(rest || "/")
}

/** Join the base path and a route: ("/docs", "/") -> "/docs/", ("/docs", "/faq") -> "/docs/faq". */
export function withBasePath(basePath: string, route: string): string {
  const base = basePath.replace(/\/+$/, "")
  return route === "/" ? `${base}/` : `${base}${route}`
}

/** The page a route names, without trailing slash, .html, query and hash: a key for maps of routes. */
export function routeKey(route: string): string {
  return normalisePath(route).replace(/[?#].*$/, "")
}

/** True when the two routes name the same page, ignoring trailing slashes, .html, query and hash. */
export function isSameRoute(a: string, b: string): boolean {
  return routeKey(a) === routeKey(b)
}

/** External URLs open the main site or other hosts; internal ones are routed by Gatsby. */
export function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)
}

/**
 * The bare path a `.html` or `/index.html` path stands for, or null when the path is not such a form:
 * "/docs/faq.html" and "/docs/faq/index.html" -> "/docs/faq"; "/docs/index.html" -> "/docs/" (the introduction's
 * canonical form keeps its slash). The not-found page's own file (404.html) is left alone.
 */
export function htmlPathTarget(pathname: string, basePath: string): string | null {
  if (!/\.html$/.test(pathname) || /(^|\/)404(\/index)?\.html$/.test(pathname)) return null
  const bare = normalisePath(pathname)
  const root = basePath.replace(/\/+$/, "")
  return bare === root || bare === "/" ? `${root}/` : bare
}

/**
 * True for a web address on another host than the main site (or its subdomains): the links that take
 * the reader away from Pollaris. Relative paths, anchors and mailto: links stay.
 */
export function leavesSite(url: string, mainSiteUrl: string): boolean {
  const match = /^(?:https?:)?\/\/([^/?#:]+)/i.exec(url)
  if (!match) return false
  const host = match[1].toLowerCase()
  const home = new URL(mainSiteUrl).hostname.toLowerCase()
  return host !== home && !host.endsWith(`.${home}`)
}
