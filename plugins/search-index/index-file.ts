/**
 * The published index file of a search tag, made from the node gatsby-plugin-local-search created
 * for it, with the checks that fail the build when the index is unusable.
 */
import { createHash } from "crypto"
import type { Node } from "gatsby"
import { packIndex } from "../../src/lib/search/pack"
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
 * Above this many bytes of documents (JSON), a tag is published split (src/lib/search/pack.ts): a query
 * then downloads the entry and the parts it reads instead of every document. Below, one file is
 * smaller than the parts a few queries read, and every later query needs no request.
 * DOCS_SEARCH_SPLIT_BYTES overrides it (tests build a small site split).
 */
export const SPLIT_ABOVE_BYTES = 400_000
/** Bytes of JSON per word shard, postings shard and document group: a few kilobytes each once compressed. */
export const WORD_BYTES = 8_000
export const SHARD_BYTES = 24_000
export const GROUP_BYTES = 6_000

export function splitAboveBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.DOCS_SEARCH_SPLIT_BYTES)
  return env.DOCS_SEARCH_SPLIT_BYTES !== undefined && Number.isFinite(value) ? value : SPLIT_ABOVE_BYTES
}

/** The folder of a tag's parts: "search-docs-<20 hex digits of their content>", so a part never changes in place. */
export const PARTS_FOLDER = /^search-([a-z0-9]+)-[0-9a-f]{20}$/

export interface PublishedIndex {
  /** search-index-<tag>.json */
  reader: SearchIndexFile
  flexSearchExport: unknown
  /** A split index's parts as JSON text, by path relative to the reader's file. */
  parts: Map<string, string>
}

/**
 * What a tag is published as. The browser ranks from the documents (src/lib/search/score.ts: fields,
 * stems, typos, synonyms and BM25 statistics that FlexSearch 0.6's export cannot give), so the export
 * it would never read stays out of the reader's download: it is published beside the reader's file
 * for tools and checks (about 13 KB gzip less on the first search of today's site). The reader's file
 * keeps the documents and, as its index, a reference to the export; or, for a large tag, no documents
 * and the entry of the packed index, whose parts are published in their own folder.
 */
export function publishedFiles(file: SearchIndexFile, tag: string, splitAbove = splitAboveBytes()): PublishedIndex {
  const reference: FlexSearchExportReference = { engine: "flexsearch-0.6", export: flexSearchExportFileName(tag) }
  const parts = new Map<string, string>()
  // Summed document by document: a large site's documents are tens of megabytes as one string.
  const bytes = file.documents.reduce((n, doc) => n + JSON.stringify(doc).length + 1, 2)
  if (bytes <= splitAbove)
    return { reader: { documents: file.documents, index: reference }, flexSearchExport: file.index, parts }
  const pack = packIndex(file.documents, { wordBytes: WORD_BYTES, shardBytes: SHARD_BYTES, groupBytes: GROUP_BYTES })
  // Each part is written as text once; the folder is named by a hash of them all.
  const texts: [string, string][] = [
    ...pack.words.map((words, i): [string, string] => [`w${i}.json`, JSON.stringify(words)]),
    ...pack.shards.map((shard, i): [string, string] => [`s${i}.json`, JSON.stringify(shard)]),
    ...pack.groups.map((group, i): [string, string] => [`d${i}.json`, JSON.stringify(group)]),
    ["vocabulary.json", JSON.stringify(pack.vocabulary)],
  ]
  const hash = createHash("sha256").update(JSON.stringify(pack.entry))
  for (const [name, text] of texts) hash.update(name).update(text)
  const folder = `search-${tag}-${hash.digest("hex").slice(0, 20)}`
  for (const [name, text] of texts) parts.set(`${folder}/${name}`, text)
  return {
    reader: { documents: [], index: { ...pack.entry, parts: folder } },
    flexSearchExport: file.index,
    parts,
  }
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
