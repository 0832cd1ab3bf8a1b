/**
 * The reader's recent searches, shown when the search box is focused and empty (as DocSearch does):
 * the last queries that led somewhere (a result opened, or "See all results"), newest first, without
 * repeats (compared ignoring case and spacing), at most RECENT_SEARCHES_MAX, kept in localStorage.
 */
export const RECENT_SEARCHES_MAX = 5
export const RECENT_SEARCHES_KEY = "pollaris-docs:recent-searches"

const sameQuery = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase()

/** The list with `query` first (an earlier copy removed); a blank query changes nothing. */
export function addRecentSearch(list: readonly string[], query: string, max = RECENT_SEARCHES_MAX): string[] {
  const clean = query.trim().replace(/\s+/g, " ")
  if (!clean) return [...list]
  return [clean, ...list.filter((q) => !sameQuery(q, clean))].slice(0, max)
}

export function removeRecentSearch(list: readonly string[], query: string): string[] {
  return list.filter((q) => !sameQuery(q, query))
}

/** The stored list; anything unreadable (another format, hand-edited storage) reads as none. */
export function parseRecentSearches(stored: string | null, max = RECENT_SEARCHES_MAX): string[] {
  if (!stored) return []
  try {
    const value: unknown = JSON.parse(stored)
    if (!Array.isArray(value)) return []
    return value.filter((q): q is string => typeof q === "string" && q.trim().length > 0).slice(0, max)
  } catch {
    return []
  }
}
