/**
 * The FlexSearch side of search in the browser: a loaded index file becomes a FlexSearch 0.6 index
 * (created with the options the build used) and the documents prepared for scoring.
 *
 * The index is "strict": one entry per whole word, which keeps the index files small. Prefix
 * matches are found through the index's own vocabulary: a query token is expanded to every indexed
 * word it starts, and FlexSearch returns the documents holding those words. Those candidates are
 * then scored by the pure scorer (score.ts), which decides the ranking.
 */
import FlexSearch from "flexsearch"
import { FLEXSEARCH_OPTIONS } from "./engine-options"
import { prepareDocument, lowerBound, type PreparedDocument } from "./score"
import type { SearchIndexFile } from "./types"

/** The subset of FlexSearch 0.6's index API used here. */
interface FlexIndex {
  import: (data: unknown, options?: { serialize?: boolean }) => void
  export: (options?: { serialize?: boolean }) => unknown
  search: (query: string, options: { limit: number }) => unknown
}

export interface LoadedIndex {
  tag: string
  documents: PreparedDocument[]
  /** Positions of the documents holding a word that starts with one of the tokens. */
  candidates: (tokens: string[]) => number[]
}

/** Indexed words, sorted, read back from FlexSearch's export (map of resolution slots: word -> ids). */
function vocabularyOf(index: FlexIndex): string[] {
  const exported = index.export({ serialize: false })
  const slots = Array.isArray(exported) && Array.isArray(exported[0]) ? (exported[0] as unknown[]) : []
  const vocabulary = new Set<string>()
  for (const slot of slots) if (slot && typeof slot === "object") for (const word of Object.keys(slot)) vocabulary.add(word)
  return Array.from(vocabulary).sort()
}

/** A loaded index file: FlexSearch with the file's index, and the documents prepared for scoring. */
export function buildLoadedIndex(file: SearchIndexFile, tag: string): LoadedIndex {
  const documents = file.documents.map(prepareDocument)
  if (!file.index || documents.length === 0) return { tag, documents, candidates: () => [] }

  const index = (FlexSearch as unknown as { create: (o: object) => FlexIndex }).create({ ...FLEXSEARCH_OPTIONS })
  index.import(file.index, { serialize: typeof file.index === "string" })
  const vocabulary = vocabularyOf(index)
  const byId = new Map<string, number>()
  documents.forEach((d, position) => byId.set(String(d.document.id), position))

  return {
    tag,
    documents,
    candidates(tokens) {
      const found = new Set<number>()
      for (const token of tokens) {
        for (let i = lowerBound(vocabulary, token); i < vocabulary.length && vocabulary[i].startsWith(token); i++) {
          const ids = index.search(vocabulary[i], { limit: documents.length })
          if (!Array.isArray(ids)) continue
          for (const id of ids) {
            const position = byId.get(String(id))
            if (position !== undefined) found.add(position)
          }
        }
      }
      return Array.from(found)
    },
  }
}
