/**
 * Entries of the navbar's dropdowns: docs versions (keeping query string and hash) and locales (one
 * entry per locale for the same page, keeping the query string).
 */
import { normalisePath } from "./routing"
import { navbarConfigError, type DocsVersionInfo, type ResolvedLink } from "./navbar"

export function mainDocPath(version: DocsVersionInfo): string {
  return version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path
}

/** Entries of a docs version dropdown; names not among the versions fail with the available names. */
export function versionDropdownEntries(
  versions: DocsVersionInfo[],
  wanted: string[] | undefined,
  search: string,
  hash: string
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
    return { label: v.label, href: `${mainDocPath(v)}${search}${hash}`, external: false, version: v.name }
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
