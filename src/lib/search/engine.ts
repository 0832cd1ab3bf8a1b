/**
 * A loaded index file, ready for queries: its documents prepared for scoring (score.ts builds the
 * stemmed, per-field index with the word statistics BM25 needs, in one pass over the documents).
 * The file's FlexSearch export is the build's check that the documents were indexed word by word
 * (plugins/search-index); the browser ranks from the documents themselves, so stems, typos and
 * synonyms see exactly the words the scorer sees.
 */
import { prepareIndex, type PreparedIndex } from "./score"
import type { SearchIndexFile } from "./types"

export interface LoadedIndex {
  tag: string
  index: PreparedIndex
}

export function buildLoadedIndex(file: SearchIndexFile, tag: string): LoadedIndex {
  return { tag, index: prepareIndex(Array.isArray(file.documents) ? file.documents : []) }
}
