/**
 * Docs versions and plugins: docs routes are matched by path prefix per version (a doc itself by its
 * exact path, see isSameRoute). The errors name what exists, so a misconfiguration says how to fix itself.
 */
import type { DocsVersionInfo } from "./navbar"
import { normalisePath } from "./routing"

export interface DocsPluginInfo {
  id: string
  /** Base path of the plugin's docs, e.g. /docs. */
  path: string
  versions: DocsVersionInfo[]
}

const strip = (p: string) => normalisePath(p.replace(/[?#].*$/, ""))

function isUnder(pathname: string, prefix: string): boolean {
  const p = strip(pathname)
  const base = strip(prefix)
  return base === "/" || p === base || p.startsWith(`${base}/`)
}

/** The docs plugin whose path prefixes the pathname; throws listing the existing plugin paths. */
export function activeDocsPlugin(pathname: string, plugins: DocsPluginInfo[]): DocsPluginInfo {
  if (plugins.length === 0) throw new Error("The docs plugin does not seem to be enabled: no docs data is available.")
  const match = [...plugins].sort((a, b) => b.path.length - a.path.length).find((p) => isUnder(pathname, p.path))
  if (!match) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${plugins.map((p) => p.path).join(", ")}`
    )
  }
  return match
}

/** The version whose path prefixes the pathname (longest prefix wins), or null. */
export function activeVersion(pathname: string, versions: DocsVersionInfo[]): DocsVersionInfo | null {
  return [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => isUnder(pathname, v.path)) ?? null
}
