/**
 * A loaded index file, ready for queries. A file holding its documents (a small index) is packed in
 * the browser with every part in memory; a file whose index is a packed entry (a large index, packed
 * at build time: pack.ts) starts with the entry alone, and the client fetches the parts queries read.
 * Either way the ranking reads the same packed index, so a query ranks the same split or not.
 */
import { IndexView, prepareIndex } from "./index-view"
import { PACK_FORMAT, type PackedEntry } from "./pack"
import type { SearchIndexFile } from "./types"

export interface LoadedIndex {
  tag: string
  index: IndexView
}

export function isPackedEntry(index: unknown): index is PackedEntry {
  return typeof index === "object" && index !== null && (index as PackedEntry).format === PACK_FORMAT
}

export function buildLoadedIndex(file: SearchIndexFile, tag: string): LoadedIndex {
  if (isPackedEntry(file.index)) return { tag, index: new IndexView(file.index) }
  return { tag, index: prepareIndex(Array.isArray(file.documents) ? file.documents : []) }
}
