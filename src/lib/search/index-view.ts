/**
 * A packed index as the ranking reads it (PreparedIndex), with the parts loaded so far. Reading what a
 * part not yet loaded holds gives nothing and records the part as missing; the search client loads the
 * missing parts and runs the query again, until a run misses nothing. The ranking then saw exactly
 * what it would have seen with every part loaded: a query fetches only the parts it reads.
 */
import { letterMask } from "./distance"
import { stem } from "./stem"
import {
  fromRuns,
  lastAtMost,
  packIndex,
  shardOf,
  type PackedEntry,
  type PackedIndex,
  type PackedPostings,
  type PackedShard,
  type PackedVocabulary,
} from "./pack"
import { FIELDS, type Field } from "./score-prepare"
import type { SearchDocument } from "./types"

/** A stem's postings, one entry per section holding it: occurrences and field lengths per field. */
export interface StemPostings {
  positions: Int32Array
  tf: Record<Field, Uint16Array>
  length: Record<Field, Uint16Array>
  /** Where the stem is in the title: the title's word count, and its words the stem is or is part of (bits; see PackedPostings.t). */
  title: { words: Uint8Array; whole: Int32Array; partA: Int32Array; partB: Int32Array }
  /** 1 where the section defines the stem (an identifier its tables list, or its operation's: defines.ts). */
  defines: Uint8Array
  /** 1 where the section's readers' questions hold the stem (content/search-questions.json). */
  asked: Uint8Array
}

/** What the ranking reads of an index (see score.ts). */
export interface PreparedIndex {
  /** Every section, models included (the size of per-section arrays). */
  sectionTotal: number
  /** What word rarity counts over (models aside), and the average length of each field. */
  sectionCount: number
  pageCount: number
  averageLength: Record<Field, number>
  /** Per section: the position of its page's first section, whether it is a model, its scope's stems. */
  pageOf: Int32Array
  reference: Uint8Array
  /** Per section: it points to other pages (POINTER). */
  pointer: Uint8Array
  scopeOf: (position: number) => readonly string[]
  /** Per section, known once a posting of the section is loaded: content length in words. */
  contentWords: Int32Array
  hasStem: (s: string) => boolean
  /** True when the index surely lacks the stem: the part that would hold it is loaded (nothing is recorded as missing). */
  lacksStem: (s: string) => boolean
  postings: (s: string) => StemPostings | undefined
  df: (s: string) => { section: number; page: number }
  /** Indexed words starting with the prefix (the prefix itself included), sorted. */
  wordsStartingWith: (prefix: string) => string[]
  /** Words of letters only by length, with their letter masks: the candidates of typo matching. */
  typoWords: () => Map<number, { words: string[]; masks: number[] }>
  /** Sections holding a stem (a typo is read as its most frequent candidate). */
  frequency: (s: string) => number
  document: (position: number) => SearchDocument | undefined
}

/** A part of a packed index: a word shard, a postings shard, a document group, or the vocabulary. */
export type PartName = `w${number}` | `s${number}` | `d${number}` | "vocabulary"

const NO_POSTINGS = { df: [0, 0], p: [], c: [], l: [] } as PackedPostings

export class IndexView implements PreparedIndex {
  readonly sectionTotal: number
  readonly sectionCount: number
  readonly pageCount: number
  readonly averageLength: Record<Field, number>
  readonly pageOf: Int32Array
  readonly reference: Uint8Array
  readonly pointer: Uint8Array
  readonly contentWords: Int32Array
  /** Parts read while not loaded, since the last takeMissing(). */
  private readonly missing = new Set<PartName>()
  private readonly wordShards: (string[] | undefined)[]
  private readonly shards: (PackedShard | undefined)[]
  private readonly groups: (SearchDocument[] | undefined)[]
  private vocabulary: PackedVocabulary | undefined
  private typoCandidates: Map<number, { words: string[]; masks: number[] }> | undefined
  private readonly packed = new Map<string, PackedPostings>()
  private readonly expanded = new Map<string, StemPostings>()
  private readonly stemFrequency = new Map<string, number>()
  private readonly sectionScope: Int32Array
  /** First section of each document group. */
  private readonly groupStarts: number[] = []

  constructor(private readonly entry: PackedEntry) {
    this.sectionTotal = entry.sectionTotal
    this.sectionCount = entry.sectionCount
    this.pageCount = entry.pageCount
    this.averageLength = entry.averageLength
    this.pageOf = new Int32Array(entry.sectionTotal)
    let position = 0
    for (const size of fromRuns(entry.pageSizes)) {
      for (let i = 0; i < size; i++) this.pageOf[position + i] = position
      position += size
    }
    this.reference = Uint8Array.from(fromRuns(entry.references))
    this.pointer = Uint8Array.from(fromRuns(entry.pointers))
    this.sectionScope = Int32Array.from(fromRuns(entry.sectionScopes))
    this.contentWords = new Int32Array(entry.sectionTotal)
    this.wordShards = new Array(entry.wordKeys.length).fill(undefined)
    this.shards = new Array(entry.shardKeys.length).fill(undefined)
    let start = 0
    for (const size of fromRuns(entry.groupSizes)) {
      this.groupStarts.push(start)
      start += size
    }
    this.groups = new Array(this.groupStarts.length).fill(undefined)
  }

  /** An index with every part loaded (a small index, packed in the browser from its documents). */
  static complete(pack: PackedIndex): IndexView {
    const view = new IndexView(pack.entry)
    pack.words.forEach((words, i) => view.addPart(`w${i}`, words))
    pack.shards.forEach((shard, i) => view.addPart(`s${i}`, shard))
    pack.groups.forEach((group, i) => view.addPart(`d${i}`, group))
    view.addPart("vocabulary", pack.vocabulary)
    return view
  }

  /** Where the entry says the parts are, relative to the entry file. */
  get partsPath(): string {
    return this.entry.parts
  }

  /** The parts read but not loaded since the last call, and forgets them. */
  takeMissing(): PartName[] {
    const parts = Array.from(this.missing)
    this.missing.clear()
    return parts
  }

  isLoaded(part: PartName): boolean {
    if (part === "vocabulary") return this.vocabulary !== undefined
    const i = Number(part.slice(1))
    const list = part.startsWith("w") ? this.wordShards : part.startsWith("s") ? this.shards : this.groups
    return list[i] !== undefined
  }

  /** Adds a loaded part; throws when the body is not a part of that kind. */
  addPart(part: PartName, body: unknown): void {
    const isList = Array.isArray(body)
    if (isList !== (part.startsWith("w") || part.startsWith("d")) || typeof body !== "object" || body === null)
      throw new Error(`search index: part ${part} is malformed`)
    if (part === "vocabulary") {
      this.vocabulary = body as PackedVocabulary
      return
    }
    const i = Number(part.slice(1))
    if (part.startsWith("w")) {
      this.wordShards[i] = body as string[]
      return
    }
    if (part.startsWith("d")) {
      this.groups[i] = body as SearchDocument[]
      return
    }
    const shard = body as PackedShard
    this.shards[i] = shard
    for (const [s, postings] of Object.entries(shard)) {
      this.packed.set(s, postings)
      // What the ranking needs of every section a posting names, whichever stem it reads first.
      let position = 0
      postings.p.forEach((delta, i) => {
        position += delta
        this.contentWords[position] = postings.l[i]
      })
    }
  }

  private shardFor(key: string): PackedShard | undefined {
    const i = shardOf(this.entry.shardKeys, key)
    const shard = this.shards[i]
    if (!shard) this.missing.add(`s${i}`)
    return shard
  }

  private packedPostings(s: string): PackedPostings | undefined {
    return this.shardFor(s) ? this.packed.get(s) : undefined
  }

  hasStem = (s: string): boolean => this.packedPostings(s) !== undefined

  lacksStem = (s: string): boolean => this.shards[shardOf(this.entry.shardKeys, s)] !== undefined && !this.packed.has(s)

  df = (s: string): { section: number; page: number } => {
    const [section, page] = (this.packedPostings(s) ?? NO_POSTINGS).df
    return { section, page }
  }

  postings = (s: string): StemPostings | undefined => {
    const known = this.expanded.get(s)
    if (known) return known
    const packed = this.packedPostings(s)
    if (!packed) return undefined
    const n = packed.p.length
    const field = () => Object.fromEntries(FIELDS.map((f) => [f, new Uint16Array(n)])) as Record<Field, Uint16Array>
    const expanded: StemPostings = {
      positions: new Int32Array(n),
      tf: field(),
      length: field(),
      title: { words: new Uint8Array(n), whole: new Int32Array(n), partA: new Int32Array(n), partB: new Int32Array(n) },
      defines: new Uint8Array(n),
      asked: new Uint8Array(n),
    }
    let position = 0
    for (let i = 0; i < n; i++) {
      position += packed.p[i]
      expanded.positions[i] = position
      expanded.tf.content[i] = packed.c[i]
      expanded.length.content[i] = packed.l[i]
    }
    let i = 0
    for (const [delta, tf, length, words, whole, partA, partB] of packed.t ?? []) {
      i += delta
      expanded.tf.title[i] = tf
      expanded.length.title[i] = length
      expanded.title.words[i] = words
      expanded.title.whole[i] = whole
      expanded.title.partA[i] = partA
      expanded.title.partB[i] = partB
    }
    i = 0
    for (const [delta, tf, length, count] of packed.x ?? []) {
      i += delta
      expanded.tf.context.fill(tf, i, i + count)
      expanded.length.context.fill(length, i, i + count)
    }
    i = 0
    for (const [delta, tags, tagsLength, categories, categoriesLength] of packed.g ?? []) {
      i += delta
      expanded.tf.tags[i] = tags
      expanded.length.tags[i] = tagsLength
      expanded.tf.categories[i] = categories
      expanded.length.categories[i] = categoriesLength
    }
    i = 0
    for (const delta of packed.d ?? []) expanded.defines[(i += delta)] = 1
    i = 0
    for (const delta of packed.q ?? []) expanded.asked[(i += delta)] = 1
    this.expanded.set(s, expanded)
    return expanded
  }

  wordsStartingWith = (prefix: string): string[] => {
    const keys = this.entry.wordKeys
    const found: string[] = []
    const last = shardOf(keys, `${prefix}\uffff`)
    for (let i = shardOf(keys, prefix); i <= last; i++) {
      const words = this.wordShards[i]
      if (!words) {
        this.missing.add(`w${i}`)
        continue
      }
      for (const word of words) if (word.startsWith(prefix)) found.push(word)
    }
    return found
  }

  typoWords = (): Map<number, { words: string[]; masks: number[] }> => {
    if (this.typoCandidates) return this.typoCandidates
    const vocabulary = this.vocabulary
    if (!vocabulary) {
      this.missing.add("vocabulary")
      return new Map()
    }
    const byLength = new Map<number, { words: string[]; masks: number[] }>()
    vocabulary.words.forEach((word, w) => {
      this.stemFrequency.set(stem(word), vocabulary.frequency[w])
      let bucket = byLength.get(word.length)
      if (!bucket) byLength.set(word.length, (bucket = { words: [], masks: [] }))
      bucket.words.push(word)
      bucket.masks.push(letterMask(word))
    })
    this.typoCandidates = byLength
    return byLength
  }

  frequency = (s: string): number => {
    if (!this.typoCandidates) this.typoWords()
    return this.stemFrequency.get(s) ?? 0
  }

  scopeOf = (position: number): readonly string[] => this.entry.scopes[this.sectionScope[position]] ?? []

  document = (position: number): SearchDocument | undefined => {
    const i = lastAtMost(this.groupStarts, position)
    const group = this.groups[i]
    if (!group) {
      this.missing.add(`d${i}`)
      return undefined
    }
    return group[position - this.groupStarts[i]]
  }
}

/** Documents ready for queries, every part in memory (a small index, and tests). */
export function prepareIndex(documents: readonly SearchDocument[]): IndexView {
  return IndexView.complete(packIndex(documents))
}
