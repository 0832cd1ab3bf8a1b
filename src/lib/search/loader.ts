/**
 * Per-tag index loading: unloaded -> loading -> ready; a failed or not-ok request gives an empty index and shows nothing. Callers that ask while
 * a tag is loading share its one request; a ready index is kept for the session. A failed request,
 * a response that is not ok, a body without documents, or a request still hanging after `timeoutMs`
 * gives an empty index and no error; such a tag is fetched again after `retryFailed()` (the search
 * box calls it on the next focus), so one bad moment does not leave search empty for the visit.
 * A split index's parts (pack.ts) are fetched with `loadPart`, each once for the visit; a part that
 * cannot be had is reported with `fail`, and the tag is then a failed index like any other.
 * `fetch` is injected, so the states are testable without a network.
 */
import type { SearchIndexFile } from "./types"

export type IndexLoadState = "unloaded" | "loading" | "ready"

export type FetchLike = (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>

export interface IndexLoaderOptions<T> {
  fetch: FetchLike
  /** URL of a tag's index file, e.g. tag => `/docs/search-index-${tag}.json`. */
  indexUrl: (tag: string) => string
  /** Turns a file (an empty one after a failure) into what searches use. */
  build: (file: SearchIndexFile, tag: string) => T
  /** A request still unanswered after this long counts as failed (default 10 s). */
  timeoutMs?: number
}

export interface IndexLoader<T> {
  state: (tag: string) => IndexLoadState
  load: (tag: string) => Promise<T>
  /** Forgets the tags whose file could not be loaded, so the next load fetches them again; true if any. */
  retryFailed: () => boolean
  /** A part of a tag's split index, at a path relative to the tag's file: its JSON, or null when it cannot be had. */
  loadPart: (tag: string, relativePath: string) => Promise<unknown>
  /** The tag's index is empty until retryFailed (one of its parts could not be loaded). */
  fail: (tag: string) => void
}

export const EMPTY_INDEX_FILE: SearchIndexFile = Object.freeze({ documents: [], index: null }) as SearchIndexFile

function isIndexFile(body: unknown): body is SearchIndexFile {
  return (
    typeof body === "object" && body !== null && Array.isArray((body as SearchIndexFile).documents) && "index" in body
  )
}

/** The JSON at a URL, or null when it could not be had (failure, not ok, not accepted, timeout). */
async function fetchJson<B>(
  fetch: FetchLike,
  url: string,
  timeoutMs: number,
  accept: (body: unknown) => body is B
): Promise<B | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  const request = (async () => {
    try {
      const response = await fetch(url)
      if (!response.ok) return null
      const body = await response.json()
      return accept(body) ? body : null
    } catch {
      return null
    }
  })()
  try {
    return await Promise.race([request, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export function createIndexLoader<T>({
  fetch,
  indexUrl,
  build,
  timeoutMs = 10_000,
}: IndexLoaderOptions<T>): IndexLoader<T> {
  const pending = new Map<string, Promise<T>>()
  const ready = new Set<string>()
  const failed = new Set<string>()
  const parts = new Map<string, Promise<unknown>>()
  const isJson = (body: unknown): body is unknown => body !== null && body !== undefined

  return {
    state: (tag) => (ready.has(tag) ? "ready" : pending.has(tag) ? "loading" : "unloaded"),
    retryFailed() {
      const any = failed.size > 0
      for (const tag of failed) {
        pending.delete(tag)
        ready.delete(tag)
      }
      failed.clear()
      return any
    },
    load(tag) {
      let promise = pending.get(tag)
      if (!promise) {
        promise = fetchJson(fetch, indexUrl(tag), timeoutMs, isIndexFile).then((file) => {
          let built: T
          try {
            built = build(file ?? EMPTY_INDEX_FILE, tag)
            if (!file) failed.add(tag)
          } catch {
            built = build(EMPTY_INDEX_FILE, tag)
            failed.add(tag)
          }
          ready.add(tag)
          return built
        })
        pending.set(tag, promise)
      }
      return promise
    },
    loadPart(tag, relativePath) {
      const url = indexUrl(tag).replace(/[^/]*$/, "") + relativePath
      let part = parts.get(url)
      if (!part) {
        part = fetchJson(fetch, url, timeoutMs, isJson).then((body) => {
          // Kept only when had: a part that failed is asked for again after the retry.
          if (body === null) parts.delete(url)
          return body
        })
        parts.set(url, part)
      }
      return part
    },
    fail(tag) {
      failed.add(tag)
      ready.add(tag)
      pending.set(tag, Promise.resolve(build(EMPTY_INDEX_FILE, tag)))
    },
  }
}
