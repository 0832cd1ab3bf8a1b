/**
 * Entries of the navbar's dropdowns: docs versions (keeping query string and hash) and locales (one
 * entry per locale for the same page, keeping the query string).
 */
import { isSameRoute, normalisePath } from "./routing"
import { activeVersion } from "./docs-version"
import { navbarConfigError, type DocsVersionInfo, type ResolvedLink } from "./navbar"

export function mainDocPath(version: DocsVersionInfo): string {
  return version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path
}

/**
 * The same page in another version: the doc with the same id; a page that is not a doc (a category
 * or API page) at the same path below the version's path; the version's main doc when the page
 * belongs to no version.
 */
export function samePageInVersion(pathname: string, versions: DocsVersionInfo[], target: DocsVersionInfo): string {
  const current = activeVersion(pathname, versions)
  if (!current) return mainDocPath(target)
  const doc = current.docs.find((d) => isSameRoute(d.path, pathname))
  if (doc) return target.docs.find((d) => d.id === doc.id)?.path ?? mainDocPath(target)
  const base = normalisePath(current.path)
  const rest = normalisePath(pathname).slice(base === "/" ? 0 : base.length)
  return normalisePath(`${target.path.replace(/\/+$/, "")}${rest}`)
}

/**
 * Entries of a docs version dropdown: each links to the page being read in that version, keeping
 * the query string and hash. Names not among the versions fail with the available names.
 */
export function versionDropdownEntries(
  versions: DocsVersionInfo[],
  wanted: string[] | undefined,
  search: string,
  hash: string,
  pathname?: string
): (ResolvedLink & { version: string })[] {
  const byName = new Map(versions.map((v) => [v.name, v]))
  const names = wanted ?? versions.map((v) => v.name)
  const unknown = names.filter((n) => !byName.has(n))
  if (unknown.length > 0) {
    throw navbarConfigError(
      `Versions ${unknown.join(", ")} do not exist. Available version names are:\n${versions.map((v) => v.name).join(", ")}`
    )
  }
  return names.map((name) => {
    const v = byName.get(name) as DocsVersionInfo
    const page = pathname === undefined ? mainDocPath(v) : samePageInVersion(pathname, versions, v)
    return { label: v.label, href: `${page}${search}${hash}`, external: false, version: v.name }
  })
}

export interface LocaleInfo {
  locale: string
  label: string
  /** Base URL of the locale, e.g. /docs/ for the default locale, /docs/fr/ for others. */
  baseUrl: string
}

/** One entry per locale, for the same page, keeping the query string. */
export function localeDropdownEntries(
  locales: LocaleInfo[],
  currentLocaleBase: string,
  pathname: string,
  search: string
): (ResolvedLink & { locale: string })[] {
  const rest = pathname.startsWith(currentLocaleBase) ? pathname.slice(currentLocaleBase.length) : ""
  return locales.map((l) => ({
    label: l.label,
    href: `${normalisePath(l.baseUrl + rest)}${search}`,
    external: false,
    locale: l.locale,
  }))
}
