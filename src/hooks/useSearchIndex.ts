/**
 * Search in the browser: the search client (FlexSearch, the scorer and the index files) is loaded
 * on demand with a dynamic import, the first time a search box is focused or typed in, and kept
 * for the session. The status is "loading" while a search waits for it and "stalled" once that has
 * lasted longer than the stall threshold (300 ms). When the search code itself cannot be loaded
 * (a lost connection, a new deployment), the status is "failed": the query stays, and `retry`
 * loads the code again and reruns it.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { searchSettings } from "../config/site"
import type { SearchClient, SearchHit } from "../lib/search/client"

export type { SearchHit }
export type SearchStatus = "idle" | "loading" | "stalled" | "failed"

let clientPromise: Promise<SearchClient | null> | null = null

/** The session's search client; null when its code could not be loaded (search then finds nothing). */
export function loadSearchClient(): Promise<SearchClient | null> {
  clientPromise ??= import("../browser/search/site-client")
    .then(({ createSiteSearchClient }) =>
      createSiteSearchClient(
        (tag) => withPrefix(`/search-index-${tag}.json`),
        (url) => window.fetch(url, { credentials: "same-origin" })
      )
    )
    .catch(() => {
      clientPromise = null
      return null
    })
  return clientPromise
}

export interface UseSearchIndex {
  /** Results of the current query: null before the first search of a query finishes. */
  results: SearchHit[] | null
  status: SearchStatus
  /** The query as read when its results come through corrected typos, else null. */
  correctedQuery: string | null
  /** Starts loading the client and the index files, again for files that failed (on focus). */
  preload: () => void
  /** After a failed code load: loads the search code again and reruns the query. */
  retry: () => void
}

export function useSearchIndex(query: string, options: { limit?: number } = {}): UseSearchIndex {
  const { limit } = options
  const [results, setResults] = useState<SearchHit[] | null>(null)
  const [status, setStatus] = useState<SearchStatus>("idle")
  const [correctedQuery, setCorrectedQuery] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  // The box emptied: the last query's results go in this very render. Cleared by the effect below,
  // they could still be pending when the next keystroke renders, and show under the query typed next.
  if (!query.trim() && (results !== null || correctedQuery !== null)) {
    setResults(null)
    setCorrectedQuery(null)
  }

  const preload = useCallback(() => {
    void loadSearchClient()
      .then((client) => client?.preload())
      // Index files fetched again after a failure: the query shown is searched again.
      .then((retried) => {
        if (retried) setAttempt((n) => n + 1)
      })
  }, [])

  useEffect(() => {
    const request = ++latest.current
    if (!query.trim()) {
      // Its results went in the render (above).
      setStatus("idle")
      return
    }
    setStatus("loading")
    const stall = setTimeout(() => {
      if (latest.current === request) setStatus("stalled")
    }, searchSettings.stallThresholdMs)
    loadSearchClient()
      .then((client) => (client ? client.searchWithCorrection(query, { limit }) : null))
      .catch(() => ({ hits: [], correctedQuery: null }))
      .then((outcome) => {
        if (latest.current !== request) return
        clearTimeout(stall)
        if (outcome === null) {
          setResults(null)
          setCorrectedQuery(null)
          setStatus("failed")
          return
        }
        setResults(outcome.hits)
        setCorrectedQuery(outcome.correctedQuery)
        setStatus("idle")
      })
    return () => clearTimeout(stall)
  }, [query, limit, attempt])

  return { results, status, correctedQuery, preload, retry }
}
