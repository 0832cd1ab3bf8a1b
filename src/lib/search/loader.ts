/**
 * Per-tag index loading (spec sections 4 and 7): unloaded -> loading -> ready. Callers that ask while
 * a tag is loading share its one request; a ready index is kept for the session. A failed request,
 * a response that is not ok, or a body without documents gives an empty index and no error.
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
}

export interface IndexLoader<T> {
  state: (tag: string) => IndexLoadState
  load: (tag: string) => Promise<T>
}

export const EMPTY_INDEX_FILE: SearchIndexFile = Object.freeze({ documents: [], index: null }) as SearchIndexFile

function isIndexFile(body: unknown): body is SearchIndexFile {
  return typeof body === "object" && body !== null && Array.isArray((body as SearchIndexFile).documents) && "index" in body
}

async function fetchIndexFile(fetch: FetchLike, url: string): Promise<SearchIndexFile> {
  try {
    const response = await fetch(url)
    if (!response.ok) return EMPTY_INDEX_FILE
    const body = await response.json()
    return isIndexFile(body) ? body : EMPTY_INDEX_FILE
  } catch {
    return EMPTY_INDEX_FILE
  }
}

export function createIndexLoader<T>({ fetch, indexUrl, build }: IndexLoaderOptions<T>): IndexLoader<T> {
  const pending = new Map<string, Promise<T>>()
  const ready = new Set<string>()

  return {
    state: (tag) => (ready.has(tag) ? "ready" : pending.has(tag) ? "loading" : "unloaded"),
    load(tag) {
      let promise = pending.get(tag)
      if (!promise) {
        promise = fetchIndexFile(fetch, indexUrl(tag)).then((file) => {
          let built: T
          try {
            built = build(file, tag)
          } catch {
            built = build(EMPTY_INDEX_FILE, tag)
          }
          ready.add(tag)
          return built
        })
        pending.set(tag, promise)
      }
      return promise
    },
  }
}
