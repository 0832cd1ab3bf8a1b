/**
 * The published index file of a search tag, made from the node gatsby-plugin-local-search created
 * for it, with the checks that fail the build when the index is unusable.
 */
import type { Node } from "gatsby"
import { WORD_SEPARATOR } from "../../src/lib/search/tokenize"
import type { SearchDocument, SearchIndexFile } from "../../src/lib/search/types"

export interface LocalSearchNode extends Node {
  index: string
  store: Record<string, SearchDocument>
}

/** gatsby-plugin-local-search's node type for an index name: "docs" -> "LocalSearchDocs". */
export function localSearchNodeType(tag: string): string {
  return `LocalSearch${tag.charAt(0).toUpperCase()}${tag.slice(1)}`
}

export function indexFileName(tag: string): string {
  return `search-index-${tag}.json`
}

/** Where the tag's FlexSearch export is published, beside the reader's file: "search-flexsearch-docs.json". */
export function flexSearchExportFileName(tag: string): string {
  return `search-flexsearch-${tag}.json`
}

/** What the reader's file holds under `index`: the engine and file of the export, not the export itself. */
export interface FlexSearchExportReference {
  engine: "flexsearch-0.6"
  export: string
}

/**
 * The two files a tag is published as. The browser ranks from the documents (src/lib/search/score.ts:
 * fields, stems, typos, synonyms and BM25 statistics that FlexSearch 0.6's export cannot give), so the
 * export it would never read stays out of the reader's download: search-index-<tag>.json keeps the
 * documents and, as its index, a reference to the export, which is published beside it for tools and
 * checks (about 13 KB gzip less on the first search of today's site).
 */
export function publishedFiles(
  file: SearchIndexFile,
  tag: string
): { reader: SearchIndexFile; flexSearchExport: unknown } {
  const reference: FlexSearchExportReference = { engine: "flexsearch-0.6", export: flexSearchExportFileName(tag) }
  return { reader: { documents: file.documents, index: reference }, flexSearchExport: file.index }
}

/** The published file of one tag, or the reason it cannot be made. */
export function indexFileOf(node: LocalSearchNode | undefined, tag: string): SearchIndexFile | string {
  if (!node)
    return `no ${localSearchNodeType(tag)} node: is gatsby-plugin-local-search configured with name "${tag}" in gatsby-config.ts?`
  const documents = Object.values(node.store ?? {}).sort((a, b) => a.id - b.id)
  if (documents.length === 0) return `the "${tag}" index has no documents`
  let index: unknown
  try {
    index = JSON.parse(node.index)
  } catch (error) {
    return `the "${tag}" FlexSearch export is not JSON: ${(error as Error).message}`
  }
  // [map (one word -> ids table per resolution slot), context, ids]
  const slots = Array.isArray(index) && Array.isArray(index[0]) ? (index[0] as Record<string, unknown>[]) : []
  const words = slots.flatMap((slot) => Object.keys(slot ?? {}))
  if (words.length === 0) return `the "${tag}" FlexSearch index is empty`
  const unsplit = words.find((w) => WORD_SEPARATOR.test(w))
  if (unsplit !== undefined)
    return `the "${tag}" FlexSearch index holds "${unsplit.slice(0, 40)}", not a word: were the engine options (split) lost?`
  return { documents, index }
}
