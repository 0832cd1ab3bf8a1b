/**
 * An index packed into parts, so that a query downloads only what it uses. The same packing serves a
 * small index, built in the browser from the documents of its file (everything in one part), and a
 * large one, built once at build time and published as parts:
 *   - the entry (`index` of search-index-<tag>.json): word statistics, each section's page, scope and
 *     kind, and where the other parts start;
 *   - word shards: consecutive ranges of the indexed words (for the words a prefix starts);
 *   - postings shards: consecutive ranges of stems, with each stem's postings (per section: where the
 *     stem is, how often, and the lengths BM25 needs);
 *   - document groups: the display text of consecutive pages, fetched for the results shown;
 *   - the vocabulary: every word of letters only, with how many sections hold its stem, fetched only
 *     to read a typo.
 * Documents are placed in route order, so the last tie-break of the ranking (the route) is their position.
 */
import { analyzeDocuments, pagePath, type Field, type TitleWord } from "./score-prepare"
import type { SearchDocument } from "./types"

export const PACK_FORMAT = "pollaris-search-2"

/** Title words a posting describes (bits of a number); a longer title's further words are not told apart. */
export const MAX_TITLE_WORDS = 30

/** A stem's postings, column by column; i is the position of a posting in `p`. */
export interface PackedPostings {
  /** Sections (section fields) and pages (page fields) holding the stem, models aside. */
  df: [number, number]
  /** Section positions, as differences from the previous one. */
  p: number[]
  /** Occurrences in the content; the content's length in words (for BM25 and the tie-break). */
  c: number[]
  l: number[]
  /**
   * In the title: [i, occurrences, title length, title words, whole, part a, part b]: how many words
   * the title has (question words aside, at most MAX_TITLE_WORDS), and as bit k set, its words k the
   * stem is (whole), or the first or second word of (a word made of two: "closepoll"). In `t`, `x`
   * and `g`, i counts from the previous entry's i (the first from 0).
   */
  t?: [number, number, number, number, number, number, number][]
  /** In the context (the page title on a deep section): [i, occurrences, length, how many postings from i]. */
  x?: [number, number, number, number][]
  /** In the page's tags and categories (its first section): [i, tags occurrences, tags length, categories occurrences, categories length]. */
  g?: [number, number, number, number, number][]
  /** The postings whose section defines the stem (an identifier: SearchDocument.defines), as i. */
  d?: number[]
  /** The postings whose section's readers' questions hold the stem (SearchDocument.questions), as i. */
  q?: number[]
}

/** The postings of the stems of a shard's range. */
export type PackedShard = Record<string, PackedPostings>

/** Words of letters only (the candidates of a typo), and how many sections hold each one's stem. */
export interface PackedVocabulary {
  words: string[]
  frequency: number[]
}

export interface PackedEntry {
  format: typeof PACK_FORMAT
  /** Where the other parts are, relative to the entry file: `${parts}/w0.json`, `s3.json`, `d0.json`, `vocabulary.json`. */
  parts: string
  /** All sections; the sections and pages word rarity counts over (models aside); average field lengths. */
  sectionTotal: number
  sectionCount: number
  pageCount: number
  averageLength: Record<Field, number>
  /** Sections per page, as runs [count, times, ...]. */
  pageSizes: number[]
  /** The distinct scopes (stems of a first sidebar category) and each section's, as runs [scope, times, ...]. */
  scopes: string[][]
  sectionScopes: number[]
  /** Whether each section is a model of the API, as runs [0 or 1, times, ...]. */
  references: number[]
  /** Whether each section points to other pages ("Related commands"), as runs [0 or 1, times, ...]. */
  pointers: number[]
  /** First word of each word shard, first stem of each postings shard (the first is ""). */
  wordKeys: string[]
  shardKeys: string[]
  /** Sections per document group, as runs [count, times, ...]. */
  groupSizes: number[]
}

export interface PackedIndex {
  entry: PackedEntry
  /** Sorted words of each word shard (a word's stem is stem(word), in the browser too). */
  words: string[][]
  shards: PackedShard[]
  groups: SearchDocument[][]
  vocabulary: PackedVocabulary
}

export interface PackOptions {
  /** Where the parts are published, relative to the entry ("" when all is in memory). */
  parts?: string
  /** Roughly how many bytes of JSON a shard of each kind and a document group hold before the next one starts. */
  wordBytes?: number
  shardBytes?: number
  groupBytes?: number
}

/** [1,1,1,2] -> [1,3,2,1]: values as runs of [value, times]. */
export function toRuns(values: readonly number[]): number[] {
  const runs: number[] = []
  for (const value of values) {
    if (runs.length > 0 && runs[runs.length - 2] === value) runs[runs.length - 1]++
    else runs.push(value, 1)
  }
  return runs
}

export function fromRuns(runs: readonly number[]): number[] {
  const values: number[] = []
  for (let i = 0; i + 1 < runs.length; i += 2) for (let n = 0; n < runs[i + 1]; n++) values.push(runs[i])
  return values
}

/** Documents in route order: a page before its sections, pages never interleaved. */
export function inRouteOrder(documents: readonly SearchDocument[]): SearchDocument[] {
  const sorted = [...documents].sort((a, b) =>
    a.sectionRoute < b.sectionRoute ? -1 : a.sectionRoute > b.sectionRoute ? 1 : 0
  )
  const done = new Set<string>()
  sorted.forEach((doc, i) => {
    const page = pagePath(doc.sectionRoute)
    if (i > 0 && pagePath(sorted[i - 1].sectionRoute) !== page) {
      if (done.has(page)) throw new Error(`search index: the sections of ${page} are not together in route order`)
      done.add(pagePath(sorted[i - 1].sectionRoute))
    }
  })
  return sorted
}

/** The index of the last value <= value in a sorted list whose first value is the smallest (0 when none is). */
export function lastAtMost<T extends string | number>(sorted: readonly T[], value: T): number {
  let lo = 0
  let hi = sorted.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1
    if (sorted[mid] <= value) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The shard a word or stem belongs to, by the first keys of the shards (the first is ""). */
export const shardOf = (keys: readonly string[], key: string): number => lastAtMost(keys, key)

/** A title posting's n, whole, part a and part b (see PackedPostings.t). */
function titleRoles(words: readonly TitleWord[], s: string): [number, number, number, number] {
  let whole = 0
  let partA = 0
  let partB = 0
  const n = Math.min(words.length, MAX_TITLE_WORDS)
  for (let k = 0; k < n; k++) {
    if (words[k].stem === s || words[k].alias === s) whole |= 1 << k
    if (words[k].parts?.[0] === s) partA |= 1 << k
    if (words[k].parts?.[1] === s) partB |= 1 << k
  }
  return [n, whole, partA, partB]
}

export function packIndex(source: readonly SearchDocument[], options: PackOptions = {}): PackedIndex {
  const { parts = "", wordBytes = Infinity, shardBytes = Infinity, groupBytes = Infinity } = options
  const documents = inRouteOrder(source)
  // Postings of each stem, column by column, appended section by section (positions increase).
  const postings = new Map<string, PackedPostings>()
  /** Per stem while packing: its last position, the i of its last title, context run and page entry. */
  const packing = new Map<
    string,
    { previous: number; last: { t: number; x: number; g: number; d: number; q: number } }
  >()
  const pageSizes: number[] = []
  const scopes: string[][] = []
  const scopeIds = new Map<string, number>()
  const sectionScopes: number[] = []
  const references: number[] = []
  const pointers: number[] = []
  const analysis = analyzeDocuments(documents, (position, section, stems) => {
    if (section.lead) pageSizes.push(1)
    else pageSizes[pageSizes.length - 1]++
    const scopeKey = section.scope.join(" ")
    let scope = scopeIds.get(scopeKey)
    if (scope === undefined) {
      scopeIds.set(scopeKey, (scope = scopes.length))
      scopes.push(section.scope)
    }
    sectionScopes.push(scope)
    references.push(section.reference ? 1 : 0)
    pointers.push(section.pointer ? 1 : 0)
    for (const s of stems) {
      let packed = postings.get(s)
      let state = packing.get(s)
      if (!packed || !state) {
        postings.set(s, (packed = { df: [0, 0], p: [], c: [], l: [] }))
        packing.set(s, (state = { previous: 0, last: { t: 0, x: 0, g: 0, d: 0, q: 0 } }))
      }
      const i = packed.p.length
      packed.p.push(position - state.previous)
      state.previous = position
      packed.c.push(section.tf.content.get(s) ?? 0)
      packed.l.push(section.length.content)
      const { last } = state
      const title = section.tf.title.get(s)
      if (title) {
        ;(packed.t ??= []).push([i - last.t, title, section.length.title, ...titleRoles(section.titleWords, s)])
        last.t = i
      }
      const context = section.tf.context.get(s)
      if (context) {
        // Every deep section of a page has its page title as context: one run per page.
        const run = packed.x?.[packed.x.length - 1]
        if (run && last.x + run[3] === i && run[1] === context && run[2] === section.length.context) run[3]++
        else {
          ;(packed.x ??= []).push([i - last.x, context, section.length.context, 1])
          last.x = i
        }
      }
      const tags = section.tf.tags.get(s) ?? 0
      const categories = section.tf.categories.get(s) ?? 0
      if (tags || categories) {
        ;(packed.g ??= []).push([i - last.g, tags, section.length.tags, categories, section.length.categories])
        last.g = i
      }
      if (section.defines.has(s)) {
        ;(packed.d ??= []).push(i - last.d)
        last.d = i
      }
      if (section.asked.has(s)) {
        ;(packed.q ??= []).push(i - last.q)
        last.q = i
      }
    }
  })
  packing.clear()
  for (const [s, packed] of postings) packed.df = [analysis.df.section.get(s) ?? 0, analysis.df.page.get(s) ?? 0]

  const sortedWords = Array.from(analysis.stemOf.keys()).sort()
  const words = cut(sortedWords, wordBytes, (word) => word.length + 3)
  // One shard holds every stem in any order; shards hold ranges.
  const stems = shardBytes === Infinity ? Array.from(postings.keys()) : Array.from(postings.keys()).sort()
  const postingsShards = cut(stems, shardBytes, (s) => s.length + approximateBytes(postings.get(s) as PackedPostings))

  // Document groups: whole pages, cut when a group reaches groupBytes.
  const groups: SearchDocument[][] = []
  let size = 0
  let position = 0
  for (const sectionsOfPage of pageSizes) {
    const page = documents.slice(position, (position += sectionsOfPage))
    const bytes = groupBytes === Infinity ? 0 : page.reduce((n, doc) => n + JSON.stringify(doc).length, 0)
    if (groups.length === 0 || size + bytes > groupBytes) {
      groups.push([])
      size = 0
    }
    // The readers' questions and the identifiers defined are in the pack's statistics; the browser never shows them.
    groups[groups.length - 1].push(...page.map(({ questions: _asked, defines: _defined, ...shown }) => shown))
    size += bytes
  }

  const vocabulary: PackedVocabulary = { words: [], frequency: [] }
  const letters = /^\p{L}+$/u
  for (const word of sortedWords) {
    if (!letters.test(word)) continue
    vocabulary.words.push(word)
    vocabulary.frequency.push(analysis.postingCount.get(analysis.stemOf.get(word) as string) ?? 0)
  }

  return {
    entry: {
      format: PACK_FORMAT,
      parts,
      sectionTotal: documents.length,
      sectionCount: analysis.sectionCount,
      pageCount: analysis.pageCount,
      averageLength: { ...analysis.averageLength },
      pageSizes: toRuns(pageSizes),
      scopes,
      sectionScopes: toRuns(sectionScopes),
      references: toRuns(references),
      pointers: toRuns(pointers),
      wordKeys: words.keys,
      shardKeys: postingsShards.keys,
      groupSizes: toRuns(groups.map((group) => group.length)),
    },
    words: words.parts,
    shards: postingsShards.parts.map((stems) =>
      Object.fromEntries(stems.map((s) => [s, postings.get(s) as PackedPostings]))
    ),
    groups,
    vocabulary,
  }
}

/** About how many bytes of JSON a stem's postings take (sizing shards without writing them twice). */
function approximateBytes(postings: PackedPostings): number {
  return (
    16 +
    9 * postings.p.length +
    20 * (postings.t?.length ?? 0) +
    12 * (postings.x?.length ?? 0) +
    14 * (postings.g?.length ?? 0) +
    3 * (postings.d?.length ?? 0)
  )
}

/** Sorted keys cut into consecutive parts of about `bytes` each: the parts, and the first key of each ("" for the first). */
function cut(
  keys: readonly string[],
  bytes: number,
  sizeOf: (key: string) => number
): { parts: string[][]; keys: string[] } {
  if (bytes === Infinity) return { parts: [[...keys]], keys: [""] }
  const parts: string[][] = [[]]
  const firstKeys = [""]
  let size = 0
  for (const key of keys) {
    const n = sizeOf(key)
    if (size > 0 && size + n > bytes) {
      parts.push([])
      firstKeys.push(key)
      size = 0
    }
    parts[parts.length - 1].push(key)
    size += n
  }
  return { parts, keys: firstKeys }
}
