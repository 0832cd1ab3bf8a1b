/**
 * Search terms travel to the opened page in a `_highlight` query parameter (it survives new tabs
 * and windows); the page highlights them and removes the parameter from the address bar.
 * Kept tiny: the route-update hook of every page imports it.
 */
export const HIGHLIGHT_PARAM = "_highlight"

const MAX_TERMS = 16
const MAX_TERM_LENGTH = 64

/** "/docs/faq#votes" + ["poll"] -> "/docs/faq?_highlight=poll#votes". */
export function highlightHref(path: string, terms: string[]): string {
  const hashAt = path.indexOf("#")
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path
  const hash = hashAt >= 0 ? path.slice(hashAt) : ""
  if (terms.length === 0) return path
  const params = terms.map((t) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(t)}`).join("&")
  return `${base}${base.includes("?") ? "&" : "?"}${params}${hash}`
}

/** The terms of a location's query string (lowercased, bounded), or [] when there are none. */
export function readHighlightTerms(search: string): string[] {
  if (!search || !search.includes(HIGHLIGHT_PARAM)) return []
  const terms = new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((t) => t.trim().toLowerCase().slice(0, MAX_TERM_LENGTH))
    .filter(Boolean)
  return Array.from(new Set(terms)).slice(0, MAX_TERMS)
}

/** The query string without the highlight parameter ("" when nothing is left). */
export function withoutHighlightParam(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(HIGHLIGHT_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ""
}
