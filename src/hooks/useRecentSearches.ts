/** The reader's recent searches (src/browser/search/recent-searches.ts) in localStorage; loaded with the search panel. */
import { useCallback, useState } from "react"
import {
  addRecentSearch,
  parseRecentSearches,
  removeRecentSearch,
  RECENT_SEARCHES_KEY,
} from "../browser/search/recent-searches"
import { readStorage, writeStorage } from "./storage"

const stored = () => parseRecentSearches(readStorage(RECENT_SEARCHES_KEY))
const store = (list: string[]) => writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(list))

/** Remembers a query that led somewhere (a result opened, or the search page). */
export function rememberSearch(query: string): void {
  store(addRecentSearch(stored(), query))
}

export interface RecentSearches {
  list: string[]
  /** Reads the stored list (each time the list shows: another tab may have added to it). */
  load: () => void
  remove: (query: string) => void
  clear: () => void
}

export function useRecentSearches(): RecentSearches {
  const [list, setList] = useState<string[]>([])
  const update = useCallback((next: string[]) => {
    store(next)
    setList(next)
  }, [])
  return {
    list,
    load: useCallback(() => setList(stored()), []),
    remove: useCallback((query: string) => update(removeRecentSearch(stored(), query)), [update]),
    clear: useCallback(() => update([]), [update]),
  }
}
