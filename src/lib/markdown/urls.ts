/**
 * Where the Markdown twins live and how their links are written: every page's twin sits next to it as
 * `<route>.md` (the introduction, route "/", as `index.md`), and links are absolute URLs of the site.
 */

/** The twin's path under the base path: "/commands/poll" → "/commands/poll.md", "/" → "/index.md". */
export function twinPath(route: string): string {
  const clean = route.replace(/\/+$/, "")
  return clean === "" ? "/index.md" : `${clean}.md`
}

/** "https://pollaris.example" + "/docs/" + "/commands/poll" → "https://pollaris.example/docs/commands/poll". */
export function absoluteUrl(siteUrl: string, basePath: string, route: string): string {
  const base = `${siteUrl.replace(/\/+$/, "")}/${basePath.replace(/^\/+|\/+$/g, "")}`
  if (route === "/" || route === "") return `${base}/`
  return `${base}${route.startsWith("/") ? route : `/${route}`}`
}

export interface SiteUrls {
  siteUrl: string
  basePath: string
}

/**
 * Resolves a link written in a page (site route "/commands/poll#options", anchor "#usage", relative
 * "./other", or external) to the absolute URL a reader outside the site can follow.
 */
export function resolveLink(href: string, pageRoute: string, urls: SiteUrls): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//")) return href
  const prefix = `/${urls.basePath.replace(/^\/+|\/+$/g, "")}`
  if (href.startsWith("#")) return `${absoluteUrl(urls.siteUrl, urls.basePath, pageRoute)}${href}`
  if (href.startsWith("/")) {
    // Already prefixed with the base path (published files such as images): keep the path as is.
    if (href === prefix || href.startsWith(`${prefix}/`)) return `${urls.siteUrl.replace(/\/+$/, "")}${href}`
    const [path, hash = ""] = splitHash(href)
    return `${absoluteUrl(urls.siteUrl, urls.basePath, path)}${hash}`
  }
  const [path, hash = ""] = splitHash(href)
  const segments = pageRoute.split("/").filter(Boolean).slice(0, -1)
  for (const part of path.split("/")) {
    if (part === "..") segments.pop()
    else if (part && part !== ".") segments.push(part)
  }
  return `${absoluteUrl(urls.siteUrl, urls.basePath, `/${segments.join("/")}`)}${hash}`
}

function splitHash(href: string): [string, string?] {
  const i = href.indexOf("#")
  return i === -1 ? [href] : [href.slice(0, i), href.slice(i)]
}
