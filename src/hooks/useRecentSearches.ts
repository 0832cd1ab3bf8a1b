/** The reader's recent searches (src/lib/search/recent-searches.ts), read from storage once the box is first used. */
import { useCallback, useState } from "react"
import { addRecentSearch, parseRecentSearches, removeRecentSearch, RECENT_SEARCHES_KEY } from "../lib/search/recent-searches"
import { readStorage, writeStorage } from "./storage"

export interface RecentSearches {
  list: string[]
  /** Reads the stored list (on focus: another tab may have added to it). */
  load: () => void
  add: (query: string) => void
  remove: (query: string) => void
  clear: () => void
}

export function useRecentSearches(): RecentSearches {
  const [list, setList] = useState<string[]>([])
  const update = useCallback((change: (current: string[]) => string[]) => {
    const next = change(parseRecentSearches(readStorage(RECENT_SEARCHES_KEY)))
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next))
    setList(next)
  }, [])
  return {
    list,
    load: useCallback(() => setList(parseRecentSearches(readStorage(RECENT_SEARCHES_KEY))), []),
    add: useCallback((query: string) => update((current) => addRecentSearch(current, query)), [update]),
    remove: useCallback((query: string) => update((current) => removeRecentSearch(current, query)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  }
}
