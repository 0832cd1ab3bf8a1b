/**
 * Internal link check over the built HTML: every link under the base path must reach a page or a
 * file, and every #anchor an element id on that page. Pure: the caller reads the files.
 */
import { normalisePath } from "../../src/lib/routing"

export interface BuiltPage {
  /** Path as served, e.g. /docs/commands/poll (no trailing slash, root is /docs/). */
  path: string
  html: string
}

export interface BrokenLink {
  source: string
  target: string
  reason: "missing page" | "missing anchor"
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

/** Links and ids of the body (the head's preload links are Gatsby's own). */
export function linksAndIds(html: string): { hrefs: string[]; ids: Set<string> } {
  const body = html.slice(Math.max(0, html.indexOf("<body")))
  const hrefs = [...body.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decode(m[1]))
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])))
  return { hrefs, ids }
}

function pageKey(path: string): string {
  return normalisePath(path.replace(/[?#].*$/, ""))
}

/** A page reduced to what the check needs: a site's HTML need not be in memory all at once. */
export interface ScannedPage {
  path: string
  hrefs: string[]
  ids: Set<string>
}

export function findBrokenLinks(
  pages: BuiltPage[],
  basePath: string,
  fileExists: (servedPath: string) => boolean
): BrokenLink[] {
  return findBrokenLinksIn(
    pages.map((p) => ({ path: p.path, ...linksAndIds(p.html) })),
    basePath,
    fileExists
  )
}

export function findBrokenLinksIn(
  pages: ScannedPage[],
  basePath: string,
  fileExists: (servedPath: string) => boolean
): BrokenLink[] {
  const base = basePath.replace(/\/+$/, "")
  const byPath = new Map(pages.map((p) => [pageKey(p.path), p]))
  const broken: BrokenLink[] = []
  for (const page of pages) {
    const seen = new Set<string>()
    for (const href of byPath.get(pageKey(page.path))?.hrefs ?? []) {
      if (seen.has(href)) continue
      seen.add(href)
      let target: string
      if (href.startsWith("#")) target = `${page.path}${href}`
      else if (href === base || href.startsWith(`${base}/`)) target = href
      else continue
      const [pathPart, anchor] = target.split("#")
      const key = pageKey(pathPart)
      const linked = byPath.get(key)
      if (!linked) {
        if (!fileExists(pathPart.split("?")[0]))
          broken.push({ source: page.path, target: href, reason: "missing page" })
        continue
      }
      if (anchor && !linked.ids.has(decodeURIComponent(anchor)))
        broken.push({ source: page.path, target: href, reason: "missing anchor" })
    }
  }
  return broken
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  const bySource = new Map<string, BrokenLink[]>()
  for (const b of broken) bySource.set(b.source, [...(bySource.get(b.source) ?? []), b])
  const lines = [`Broken internal links (${broken.length}):`]
  for (const [source, links] of bySource) {
    lines.push(`- on ${source}:`)
    for (const l of links) lines.push(`    -> ${l.target} (${l.reason})`)
  }
  return lines.join("\n")
}
