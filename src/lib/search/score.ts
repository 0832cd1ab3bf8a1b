/**
 * Ranking: title 5, content 1, tags 3, parent categories 2, exact words and trailing-wildcard prefixes, at most 8 per index and after merging, scored the way full-text engines do. Every query
 * word is matched against a section's title, content, tags and sidebar parent categories, exactly
 * and as a trailing-wildcard prefix, weighted 5/1/3/2, and:
 *  - a match counts by how rare the word is and how much of the field it makes up (BM25 per field:
 *    a word in 315 of 375 sections says little, one in 3 says a lot);
 *  - word forms meet through a stemmer (index and query alike), a prefix counts below the word
 *    itself, a reader's synonym below that, a word within a small edit distance (a typo) lowest,
 *    and only when the query word matches nothing;
 *  - sections matching more of the query's words come first (coordination);
 *  - page tags and sidebar categories belong to the page: they count on its first section only,
 *    and how rare they are is counted over pages;
 *  - remaining ties go to a title match, then the shorter section, then the page before its deep
 *    sections, then the route, never to the position in the index file.
 * At most `limit` results are kept, per index and again after merging, by score.
 */
import { allowedEdits, boundedDistance, letterMask, mayBeWithin } from "./distance"
import { stem } from "./stem"
import type { SynonymMap } from "./synonyms"
import { indexWords, words, NEGATION, QUESTION_WORDS, type QueryTerm } from "./tokenize"
import type { Boosts, SearchDocument, SearchResult } from "./types"
import { MODELS_CATEGORY } from "../openapi/slug"

/** Section fields (their own text) and page fields (counted once per page). */
type Field = "title" | "content" | "context" | "tags" | "categories"
const SECTION_FIELDS: Field[] = ["title", "content", "context"]
const PAGE_FIELDS: Field[] = ["tags", "categories"]
const FIELDS: Field[] = [...SECTION_FIELDS, ...PAGE_FIELDS]

/** BM25 constants (the usual ones). */
const K1 = 1.2
const B = 0.75

/** Weights of the ways a query word can meet an indexed word. */
export const MATCH_WEIGHTS = { exact: 1, prefix: 0.6, synonym: 0.8, typo: 0.45, part: 0.25, question: 0.3 } as const
/** A short prefix ("p") may start thousands of words: the shortest this many are used. */
const MAX_PREFIX_EXPANSIONS = 40
/** The score of sections matching k of n query words is multiplied by (k/n)^COORDINATION. */
const COORDINATION = 2
/** ... and by 1 + TITLE_COVERAGE x the share of the query's words found in the section's own title, */
const TITLE_COVERAGE = 0.5
/** ... and by 1 + WHOLE_TITLE when the query names every word of that title (*poll* for "/poll"). */
const WHOLE_TITLE = 0.5
/**
 * ... and by 1 + SCOPE when the query names the part of the docs the section is in, its first sidebar
 * category ("API", "Commands", "Permissions"): "update role api" asks for the API's operation, not for
 * a guide's "In the API" section.
 */
const SCOPE = 1
/**
 * ... and by 1 + SYMPTOM when the query says something does not work ("not", from "can't", "doesn't")
 * and the section's title says so too, with another of the query's words: a troubleshooting or FAQ
 * heading describing the reader's problem ("The counts on the poll message do not update").
 */
const SYMPTOM = 0.5
/**
 * ... and by REFERENCE when the section is a model of the API (a data shape, in the sidebar's Models
 * category) and the query is more than its name: "publish draft poll" asks for the operation, not for
 * the PollPublish body it takes, "votes of one answer" not for the Answer object; "PollPublish" alone
 * asks for the model.
 */
const REFERENCE = 0.5

function boostOf(field: Field, boosts: Boosts): number {
  switch (field) {
    case "title":
      return boosts.titleBoost
    case "content":
      return boosts.contentBoost
    // The page title on a deep section ("Options" of "/poll"): context, weighted like content.
    case "context":
      return boosts.contentBoost
    case "tags":
      return boosts.tagsBoost
    default:
      return boosts.parentCategoriesBoost
  }
}

interface PreparedSection {
  /** Stem -> occurrences, per field. */
  tf: Record<Field, Map<string, number>>
  length: Record<Field, number>
  /** The first section of its page (it carries the page fields). */
  lead: boolean
  /** Position of the first section of its page. */
  page: number
  /**
   * The words of its title, question words aside, each as its stem and, for a word of two indexed
   * words ("closepoll"), the stems of those: the query names the title entirely when it has each.
   */
  titleWords: { stem: string; parts?: [string, string] }[]
  /** The stems of the words of its first sidebar category (the part of the docs it is in). */
  scope: string[]
  /** A model of the API: reference that yields to the pages that tell what to do (REFERENCE). */
  reference: boolean
  contentLength: number
}

/** Stems of the question words: a title is named entirely without them ("Who can vote" by *vote*). */
const QUESTION_STEMS = new Set(QUESTION_WORDS.map(stem))
const QUESTION_SET = new Set(QUESTION_WORDS)

/** One index file's documents, prepared for scoring when the file loads. */
export interface PreparedIndex {
  documents: SearchDocument[]
  sections: PreparedSection[]
  /** Stem -> positions of the sections holding it in any field. */
  postings: Map<string, number[]>
  /** Sections (section fields) or pages (page fields) holding a stem. */
  df: { section: Map<string, number>; page: Map<string, number> }
  sectionCount: number
  pageCount: number
  averageLength: Record<Field, number>
  /** Distinct indexed words, sorted (for prefixes and typos), and the stem of each. */
  vocabulary: string[]
  stemOf: Map<string, string>
  /** Words of letters only, by length, with their letter masks: the candidates of typo matching. */
  wordsByLength: Map<number, { words: string[]; masks: number[] }>
}

const pagePath = (route: string) => route.replace(/#.*$/, "")

function fieldTexts(doc: SearchDocument, lead: boolean): Record<Field, string> {
  return {
    title: doc.title,
    content: doc.content,
    context: doc.pageTitle !== doc.title ? doc.pageTitle : "",
    tags: lead ? doc.tags.join(" ") : "",
    categories: lead ? doc.sidebarParentCategories.join(" ") : "",
  }
}

/** Shortest word of a compound's two parts ("list", "poll"), and shortest compound. */
const MIN_PART = 4

/**
 * Words written as two indexed words run together, letters only, such as the command names
 * "closepoll" and "listblocks", or "ratelimit": word -> its two parts. A reader types them apart
 * ("close poll"); the parts must be words of the index themselves, neither a stop nor a question word.
 */
export function compoundSplits(fieldWords: readonly (readonly (readonly string[])[])[]): Map<string, [string, string]> {
  const vocabulary = new Set<string>()
  for (const fields of fieldWords) for (const list of fields) for (const word of list) vocabulary.add(word)
  const splits = new Map<string, [string, string]>()
  for (const word of vocabulary) {
    if (word.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word)) continue
    for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
      const head = word.slice(0, i)
      const tail = word.slice(i)
      if (vocabulary.has(head) && vocabulary.has(tail) && !QUESTION_SET.has(head) && !QUESTION_SET.has(tail)) {
        splits.set(word, [head, tail])
        break
      }
    }
  }
  return splits
}

export function prepareIndex(documents: SearchDocument[]): PreparedIndex {
  const seenPages = new Map<string, number>()
  const sections: PreparedSection[] = []
  const postings = new Map<string, number[]>()
  const dfSection = new Map<string, number>()
  const dfPage = new Map<string, number>()
  const stemOf = new Map<string, string>()
  const totals = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>

  // Each document's page and whether it is the page's first section, then its words per field.
  const pages = new Set<string>()
  const placed = documents.map((doc) => {
    const page = pagePath(doc.sectionRoute)
    const lead = !pages.has(page)
    pages.add(page)
    return { page, lead }
  })
  const fieldWords = documents.map((doc, position) => {
    const fields = fieldTexts(doc, placed[position].lead)
    return FIELDS.map((field) => indexWords(fields[field]))
  })
  const splits = compoundSplits(fieldWords)

  documents.forEach((doc, position) => {
    const { page, lead } = placed[position]
    if (lead) seenPages.set(page, position)
    const tf = {} as Record<Field, Map<string, number>>
    const length = {} as Record<Field, number>
    const inSection = new Set<string>()
    const inPage = new Set<string>()
    const titleWords: PreparedSection["titleWords"] = []
    FIELDS.forEach((field, f) => {
      const counts = new Map<string, number>()
      const words = fieldWords[position][f]
      const holder = PAGE_FIELDS.includes(field) ? inPage : inSection
      const count = (word: string) => {
        let s = stemOf.get(word)
        if (s === undefined) stemOf.set(word, (s = stem(word)))
        counts.set(s, (counts.get(s) ?? 0) + 1)
        holder.add(s)
        return s
      }
      // Question words do not make a field longer: "Why can't I vote?" is as short as "Vote".
      let counted = 0
      for (const word of words) {
        if (!QUESTION_STEMS.has(count(word))) counted++
        // A word made of two indexed words also counts as them ("closepoll": close, poll).
        for (const part of splits.get(word) ?? []) count(part)
      }
      if (field === "title") {
        const seen = new Set<string>()
        for (const word of words) {
          const own = stemOf.get(word) as string
          if (QUESTION_STEMS.has(own) || seen.has(own)) continue
          seen.add(own)
          const split = splits.get(word)
          titleWords.push(
            split
              ? { stem: own, parts: [stemOf.get(split[0]) as string, stemOf.get(split[1]) as string] }
              : { stem: own }
          )
        }
      }
      tf[field] = counts
      length[field] = counted
      totals[field] += counted
    })
    for (const s of inSection) dfSection.set(s, (dfSection.get(s) ?? 0) + 1)
    for (const s of inPage) dfPage.set(s, (dfPage.get(s) ?? 0) + 1)
    for (const s of new Set([...inSection, ...inPage])) {
      const list = postings.get(s)
      if (list) list.push(position)
      else postings.set(s, [position])
    }
    const scope = Array.from(new Set(indexWords(doc.sidebarParentCategories[0] ?? "").map(stem))).filter(
      (s) => !QUESTION_STEMS.has(s)
    )
    const reference = doc.sidebarParentCategories.includes(MODELS_CATEGORY)
    sections.push({
      tf,
      length,
      lead,
      page: seenPages.get(page) as number,
      titleWords,
      scope,
      reference,
      contentLength: doc.content.length,
    })
  })

  const sectionCount = documents.length
  const pageCount = seenPages.size
  const averageLength = {} as Record<Field, number>
  for (const field of FIELDS) {
    const count = PAGE_FIELDS.includes(field) ? pageCount : sectionCount
    averageLength[field] = count > 0 ? totals[field] / count || 1 : 1
  }
  const wordsByLength = new Map<number, { words: string[]; masks: number[] }>()
  for (const word of stemOf.keys()) {
    if (/[^\p{L}]/u.test(word)) continue
    let bucket = wordsByLength.get(word.length)
    if (!bucket) wordsByLength.set(word.length, (bucket = { words: [], masks: [] }))
    bucket.words.push(word)
    bucket.masks.push(letterMask(word))
  }
  return {
    wordsByLength,
    documents,
    sections,
    postings,
    df: { section: dfSection, page: dfPage },
    sectionCount,
    pageCount,
    averageLength,
    vocabulary: Array.from(stemOf.keys()).sort(),
    stemOf,
  }
}

/** First position in the sorted list whose word is >= prefix. */
export function lowerBound(sorted: readonly string[], prefix: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < prefix) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** One way a query word meets the index: a stem, how much it counts, the word to highlight. */
export interface Variant {
  stem: string
  weight: number
  word: string
  /**
   * For a prefix of a word that also matches exactly: that word's stem. The longer word then counts
   * as at most as rare as the word typed, so "poll" finds /poll before the rarer "pollresult".
   */
  rarityCap?: string
  /** Counts in section titles only (a question word: "Who can vote" for *who can vote*). */
  titleOnly?: boolean
  /** The word as typed or a reader's synonym of it: the query names this word (not a prefix or a typo). */
  named?: boolean
}

export interface PlannedToken {
  token: string
  /** Counted for coordination; false for the words of an identifier searched whole (a small bonus). */
  counts: boolean
  /** For the words of an identifier searched whole: the identifier's position in the plan. */
  partOf?: number
  variants: Variant[]
  /** The indexed word a typo was read as, when the token matched nothing as typed. */
  correction: string | null
}

function hasStem(indexes: readonly PreparedIndex[], s: string): boolean {
  return indexes.some((index) => index.postings.has(s))
}

function frequency(indexes: readonly PreparedIndex[], s: string): number {
  return indexes.reduce((n, index) => n + (index.postings.get(s)?.length ?? 0), 0)
}

/** The variants of one word: its stem, the words it starts (when typed), synonyms, else typos. */
function planWord(
  token: string,
  prefix: boolean,
  indexes: readonly PreparedIndex[],
  synonyms: SynonymMap,
  scale = 1
): { variants: Variant[]; correction: string | null } {
  const variants = new Map<string, Variant>()
  const add = (s: string, weight: number, word: string) => {
    const known = variants.get(s)
    if (!known || known.weight < weight * scale) variants.set(s, { stem: s, weight: weight * scale, word })
  }
  const own = stem(token)
  const exact = hasStem(indexes, own)
  if (exact) add(own, MATCH_WEIGHTS.exact, token)
  if (exact) (variants.get(own) as Variant).named = true

  // Prefixes, only of the word being typed: the shortest indexed words starting with it.
  if (prefix) {
    const prefixed: string[] = []
    for (const index of indexes) {
      for (
        let i = lowerBound(index.vocabulary, token);
        i < index.vocabulary.length && index.vocabulary[i].startsWith(token);
        i++
      ) {
        if (index.vocabulary[i] !== token) prefixed.push(index.vocabulary[i])
      }
    }
    prefixed.sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    let expanded = 0
    for (const word of prefixed) {
      if (expanded >= MAX_PREFIX_EXPANSIONS) break
      const s = indexes.map((index) => index.stemOf.get(word)).find(Boolean) as string
      if (variants.has(s)) continue
      add(s, MATCH_WEIGHTS.prefix, word)
      if (exact) (variants.get(s) as Variant).rarityCap = own
      expanded++
    }
  }

  for (const target of synonyms.get(token) ?? []) {
    const s = stem(target)
    if (hasStem(indexes, s)) {
      add(s, MATCH_WEIGHTS.synonym, target)
      ;(variants.get(s) as Variant).named = true
    }
  }

  let correction: string | null = null
  const maxEdits = allowedEdits(token.length)
  if (variants.size === 0 && maxEdits > 0 && !/[^\p{L}]/u.test(token)) {
    let best = maxEdits + 1
    const candidates: { word: string; distance: number }[] = []
    for (const index of indexes) {
      const tokenMask = letterMask(token)
      for (let length = token.length - maxEdits; length <= token.length + maxEdits; length++) {
        const bucket = index.wordsByLength.get(length)
        if (!bucket) continue
        for (let w = 0; w < bucket.words.length; w++) {
          if (!mayBeWithin(tokenMask, bucket.masks[w], maxEdits)) continue
          const word = bucket.words[w]
          const distance = boundedDistance(token, word, maxEdits)
          if (distance <= maxEdits) {
            candidates.push({ word, distance })
            if (distance < best) best = distance
          }
        }
      }
    }
    let bestFrequency = -1
    for (const { word, distance } of candidates) {
      if (distance !== best) continue
      const s = indexes.map((index) => index.stemOf.get(word)).find(Boolean) as string
      add(s, MATCH_WEIGHTS.typo, word)
      const f = frequency(indexes, s)
      if (f > bestFrequency || (f === bestFrequency && correction !== null && word < correction)) {
        bestFrequency = f
        correction = word
      }
    }
  }
  return { variants: Array.from(variants.values()), correction }
}

/** A query term as plain text (tests and tools): the last word is being typed unless told otherwise. */
export function termsOf(tokens: readonly string[], typing = true): QueryTerm[] {
  return tokens.map((text, i) => ({ text, prefix: typing && i === tokens.length - 1, soft: false, parts: [] }))
}

/**
 * How each query term is searched in these indexes (see planWord). An identifier the index holds
 * whole is searched whole and counts as one word; its parts only add a little, so "end_time" finds
 * the sections naming end_time before the long ones full of "end" and "time". An identifier the
 * index does not hold is searched as its words.
 */
export function planQuery(
  terms: readonly QueryTerm[],
  indexes: readonly PreparedIndex[],
  synonyms: SynonymMap = new Map()
): PlannedToken[] {
  const plan: PlannedToken[] = []
  for (const term of terms) {
    if (term.soft) {
      const own = stem(term.text)
      plan.push({
        token: term.text,
        counts: false,
        variants: hasStem(indexes, own)
          ? [{ stem: own, weight: MATCH_WEIGHTS.question, word: term.text, titleOnly: true }]
          : [],
        correction: null,
      })
      continue
    }
    if (term.parts.length > 0) {
      const whole = planWord(term.text, term.prefix, indexes, new Map())
      if (whole.variants.length > 0) {
        const partOf = plan.length
        plan.push({ token: term.text, counts: true, ...whole, correction: null })
        for (const part of term.parts)
          plan.push({
            token: part,
            counts: false,
            partOf,
            ...planWord(part, false, indexes, synonyms, MATCH_WEIGHTS.part),
            correction: null,
          })
        continue
      }
      term.parts.forEach((part, i) =>
        plan.push({
          token: part,
          counts: true,
          ...planWord(part, term.prefix && i === term.parts.length - 1, indexes, synonyms),
        })
      )
      continue
    }
    plan.push({ token: term.text, counts: true, ...planWord(term.text, term.prefix, indexes, synonyms) })
  }
  return plan
}

function idf(df: number, count: number): number {
  return Math.log(1 + (count - df + 0.5) / (df + 0.5))
}

/** How rare each planned stem is, counted over every index searched together (one scale for merging). */
export type Rarity = Map<string, { section: number; page: number }>

export function rarityOf(plan: readonly PlannedToken[], indexes: readonly PreparedIndex[]): Rarity {
  const sections = indexes.reduce((n, index) => n + index.sectionCount, 0)
  const pages = indexes.reduce((n, index) => n + index.pageCount, 0)
  const rarity: Rarity = new Map()
  for (const planned of plan) {
    for (const { stem: s, rarityCap } of planned.variants) {
      if (rarityCap !== undefined && !rarity.has(rarityCap)) {
        const dfSection = indexes.reduce((n, index) => n + (index.df.section.get(rarityCap) ?? 0), 0)
        const dfPage = indexes.reduce((n, index) => n + (index.df.page.get(rarityCap) ?? 0), 0)
        rarity.set(rarityCap, { section: idf(dfSection, sections), page: idf(dfPage, pages) })
      }
      if (rarity.has(s)) continue
      const dfSection = indexes.reduce((n, index) => n + (index.df.section.get(s) ?? 0), 0)
      const dfPage = indexes.reduce((n, index) => n + (index.df.page.get(s) ?? 0), 0)
      rarity.set(s, { section: idf(dfSection, sections), page: idf(dfPage, pages) })
    }
  }
  return rarity
}

interface Ranked extends SearchResult {
  position: number
  titleMatch: boolean
  contentLength: number
  lead: boolean
}

/** Order of results: score, then title match, shorter section, page before deep section, route. */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    Number(b.titleMatch) - Number(a.titleMatch) ||
    a.contentLength - b.contentLength ||
    Number(b.lead) - Number(a.lead) ||
    (a.document.sectionRoute < b.document.sectionRoute ? -1 : a.document.sectionRoute > b.document.sectionRoute ? 1 : 0)
  )
}

/**
 * A stem's postings with its field weights folded in (for one set of boosts), computed on first
 * use and kept: a query then costs one multiply-add per section holding the word.
 */
interface WeightedPostings {
  positions: Int32Array
  /** Sum over section fields of boost x BM25 term-frequency part; the same for page fields; the title's part. */
  sectionPart: Float64Array
  pagePart: Float64Array
  titlePart: Float64Array
  inTitle: Uint8Array
}

const weightedCache = new WeakMap<PreparedIndex, { boosts: Boosts; byStem: Map<string, WeightedPostings> }>()

function tfPart(index: PreparedIndex, section: PreparedSection, field: Field, s: string): number {
  const tf = section.tf[field].get(s)
  if (!tf) return 0
  const norm = 1 - B + (B * section.length[field]) / index.averageLength[field]
  return (tf * (K1 + 1)) / (tf + K1 * norm)
}

function weightedPostings(index: PreparedIndex, s: string, boosts: Boosts): WeightedPostings | null {
  let cache = weightedCache.get(index)
  if (!cache || cache.boosts !== boosts) weightedCache.set(index, (cache = { boosts, byStem: new Map() }))
  const known = cache.byStem.get(s)
  if (known) return known
  const list = index.postings.get(s)
  if (!list) return null
  const weighted: WeightedPostings = {
    positions: Int32Array.from(list),
    sectionPart: new Float64Array(list.length),
    pagePart: new Float64Array(list.length),
    titlePart: new Float64Array(list.length),
    inTitle: new Uint8Array(list.length),
  }
  list.forEach((position, i) => {
    const section = index.sections[position]
    for (const field of SECTION_FIELDS)
      weighted.sectionPart[i] += boostOf(field, boosts) * tfPart(index, section, field, s)
    // A word in both the tags and the categories (an API tag is both) says one thing about the page.
    for (const field of PAGE_FIELDS)
      weighted.pagePart[i] = Math.max(weighted.pagePart[i], boostOf(field, boosts) * tfPart(index, section, field, s))
    weighted.titlePart[i] = boostOf("title", boosts) * tfPart(index, section, "title", s)
    weighted.inTitle[i] = section.tf.title.has(s) ? 1 : 0
  })
  cache.byStem.set(s, weighted)
  return weighted
}

interface Scratch {
  /** Per section and planned word: its best score from the section's own fields, and the variant. */
  scores: Float64Array
  best: (Variant | undefined)[]
  /** Per page (at its first section) and planned word: the best score from the page's tags and categories. */
  pageScores: Float64Array
  pageBest: (Variant | undefined)[]
  /** Per section: a query word is in its title; per section and word: that word is. */
  title: Uint8Array
  inTitleOf: Uint8Array
  seen: Uint8Array
}

const scratches = new WeakMap<PreparedIndex, Scratch>()

/** Zeroed arrays for `slots` section-word pairs of the index (grown when a query has more words). */
function scratchFor(index: PreparedIndex, slots: number): Scratch {
  let scratch = scratches.get(index)
  if (!scratch || scratch.scores.length < slots) {
    const n = index.sections.length
    scratch = {
      scores: new Float64Array(slots),
      best: new Array(slots).fill(undefined),
      pageScores: new Float64Array(slots),
      pageBest: new Array(slots).fill(undefined),
      title: new Uint8Array(n),
      inTitleOf: new Uint8Array(slots),
      seen: new Uint8Array(n),
    }
    scratches.set(index, scratch)
  }
  return scratch
}

/**
 * The best `limit` sections of one index for a planned query. `rarity` (rarityOf the indexes
 * searched together) puts the scores of several indexes on one scale; without it the index's own
 * counts are used. A page's tags and categories count for the page once, on the section of the page
 * that scores best with them: its first section, which stands for the page, takes them for every
 * query word, another section for the words it has itself, so that a page's tags do not make its first
 * section beat the page's own section that answers the query.
 */
export function searchIndex(
  index: PreparedIndex,
  plan: readonly PlannedToken[],
  boosts: Boosts,
  limit: number,
  rarity?: Rarity
): SearchResult[] {
  if (plan.length === 0 || limit <= 0) return []
  const counted = plan.filter((p) => p.counts).length || 1
  const questions = plan.filter((p) => p.variants[0]?.titleOnly).length
  const negation = plan.findIndex((p) => p.counts && p.token === NEGATION)
  const n = index.sections.length
  const tokens = plan.length
  // Per section and planned token: the best weighted score and the variant that gave it.
  // Scratch arrays kept per index and cleared after use (only the sections touched), so a query
  // allocates little and the collector stays out of the way while the reader types.
  const { scores, best, pageScores, pageBest, title, inTitleOf, seen } = scratchFor(index, n * tokens)
  const touched: number[] = []
  const touch = (position: number) => {
    if (!seen[position]) {
      seen[position] = 1
      touched.push(position)
    }
  }
  plan.forEach((planned, t) => {
    for (const variant of planned.variants) {
      const postings = weightedPostings(index, variant.stem, boosts)
      if (!postings) continue
      const rarityOfStem = (s: string) =>
        rarity?.get(s) ?? {
          section: idf(index.df.section.get(s) ?? 0, index.sectionCount),
          page: idf(index.df.page.get(s) ?? 0, index.pageCount),
        }
      const own = rarityOfStem(variant.stem)
      const cap = variant.rarityCap !== undefined ? rarityOfStem(variant.rarityCap) : null
      const idfSection = cap ? Math.min(own.section, cap.section) : own.section
      const idfPage = cap ? Math.min(own.page, cap.page) : own.page
      const { positions, sectionPart, pagePart, titlePart, inTitle } = postings
      const ownPart = variant.titleOnly ? titlePart : sectionPart
      for (let i = 0; i < positions.length; i++) {
        const position = positions[i]
        const slot = position * tokens + t
        const sectionValue = idfSection * ownPart[i] * variant.weight
        const pageValue = variant.titleOnly ? 0 : idfPage * pagePart[i] * variant.weight
        if (sectionValue > scores[slot]) {
          scores[slot] = sectionValue
          best[slot] = variant
        }
        if (pageValue > pageScores[slot]) {
          pageScores[slot] = pageValue
          pageBest[slot] = variant
        }
        if (sectionValue > 0 && inTitle[i]) {
          title[position] = 1
          inTitleOf[slot] = 1
        }
        if (sectionValue > 0 || pageValue > 0) touch(position)
      }
    }
  })

  // The stems the query names as typed or through a reader's synonym (not prefixes, typos or question words).
  const namedStems = new Set<string>()
  for (const planned of plan) if (planned.counts) for (const v of planned.variants) if (v.named) namedStems.add(v.stem)
  const partsOf = new Map<number, number[]>()
  plan.forEach((planned, t) => {
    if (planned.partOf !== undefined) partsOf.set(planned.partOf, [...(partsOf.get(planned.partOf) ?? []), t])
  })
  // The query names every word of the section's title: "poll" names "/poll", not "/copypoll";
  // "copypoll" and "copy poll" both name "/copypoll".
  const titleStems = new Set<string>()
  const namesWholeTitle = (section: PreparedSection, position: number): boolean => {
    titleStems.clear()
    for (let t = 0; t < tokens; t++) {
      const slot = position * tokens + t
      const variant = best[slot]
      if (inTitleOf[slot] && variant) titleStems.add(variant.stem)
    }
    return section.titleWords.every(
      (w) =>
        titleStems.has(w.stem) || (w.parts !== undefined && titleStems.has(w.parts[0]) && titleStems.has(w.parts[1]))
    )
  }
  const scoreOf = (position: number, withPage: boolean): number => {
    const section = index.sections[position]
    const lead = section.page * tokens
    const scoped = section.scope.length > 0 && section.scope.every((s) => namedStems.has(s))
    let sum = 0
    let matched = 0
    let titled = 0
    // The query's question words its title has: a heading asking the reader's question ("Who can create polls").
    let asked = 0
    for (let t = 0; t < tokens; t++) {
      // The page's tags and categories: for every word on its first section, for the words it has itself on another.
      const own = scores[position * tokens + t]
      const value = own + (withPage && (own > 0 || position === section.page) ? pageScores[lead + t] : 0)
      // A word naming the part of the docs the section is in is one the section answers, on every section of the part.
      if (
        value <= 0 &&
        scoped &&
        plan[t].counts &&
        plan[t].variants.some((v) => v.named && section.scope.includes(v.stem))
      )
        matched++
      if (value <= 0) continue
      sum += value
      if (plan[t].counts) {
        matched++
        titled += inTitleOf[position * tokens + t]
      } else if (plan[t].variants[0]?.titleOnly) asked += inTitleOf[position * tokens + t]
    }
    if (sum <= 0) return 0
    // An identifier not found whole but through its words counts as half a match at most.
    for (const [whole, parts] of partsOf) {
      if (scores[position * tokens + whole] > 0) continue
      let found = 0
      for (const p of parts) if (scores[position * tokens + p] > 0) found++
      matched += (0.5 * found) / parts.length
    }
    const wholeTitle = titled > 0 && namesWholeTitle(section, position) ? WHOLE_TITLE : 0
    // namesWholeTitle filled titleStems: a model is named by its own identifier (not its parts), and by nothing else.
    const namedAlone = titled === counted && section.titleWords.some((w) => titleStems.has(w.stem))
    const deferred = section.reference && !namedAlone ? REFERENCE : 1
    const symptom = negation >= 0 && inTitleOf[position * tokens + negation] === 1 && titled >= 2 ? SYMPTOM : 0
    // The title's share of the query counts the question words too: the heading that asks the question comes first.
    const coverage = (titled + asked) / (counted + questions)
    return (
      sum *
      Math.pow(matched / counted, COORDINATION) *
      (1 + TITLE_COVERAGE * coverage) *
      (1 + wholeTitle) *
      (scoped ? 1 + SCOPE : 1) *
      (1 + symptom) *
      deferred
    )
  }

  // The section of each page that takes the page's tags and categories: the best with them.
  const pageHolder = new Map<number, { position: number; score: number }>()
  for (const position of touched) {
    const page = index.sections[position].page
    let hasPage = false
    for (let t = 0; t < tokens && !hasPage; t++) hasPage = pageScores[page * tokens + t] > 0
    if (!hasPage) continue
    const score = scoreOf(position, true)
    const known = pageHolder.get(page)
    if (!known || score > known.score || (score === known.score && position === page))
      pageHolder.set(page, { position, score })
  }

  // Scores first; terms only for the sections that make the cut.
  const ranked: Ranked[] = []
  let floor = -Infinity
  for (const position of touched) {
    const section = index.sections[position]
    const holder = pageHolder.get(section.page)
    const score = holder && holder.position === position ? holder.score : scoreOf(position, false)
    if (score <= 0) continue
    if (ranked.length >= limit && score < floor) continue
    ranked.push({
      document: index.documents[position],
      score,
      terms: [],
      titleMatch: title[position] === 1,
      contentLength: section.contentLength,
      lead: section.lead,
      position,
    })
    // Keep the candidate list short when only a few results are wanted.
    if (Number.isFinite(limit) && ranked.length > limit * 4) {
      ranked.sort(compareRanked)
      ranked.length = limit
      floor = ranked[limit - 1].score
    }
  }
  ranked.sort(compareRanked)
  const results = ranked.slice(0, limit).map((r) => {
    const position = r.position
    const page = index.sections[position].page
    const withPage = pageHolder.get(page)?.position === position
    const terms: string[] = []
    const addTerms = (variant: Variant | undefined) => {
      // Only the words that drove the match are marked: not the question words ("how", "can") around them.
      if (!variant || variant.titleOnly) return
      // An identifier is highlighted through its words ("end_time" marks "end" and "time").
      for (const word of /[._-]/.test(variant.word) ? words(variant.word) : [variant.word])
        if (!terms.includes(word)) terms.push(word)
      // The stem too: "voting" marks "vote" and "votes".
      if (!variant.word.startsWith(variant.stem) && !/[._-]/.test(variant.stem) && !terms.includes(variant.stem))
        terms.push(variant.stem)
    }
    for (let t = 0; t < tokens; t++) {
      if (scores[position * tokens + t] > 0) addTerms(best[position * tokens + t])
      if (withPage && pageScores[page * tokens + t] > 0) addTerms(pageBest[page * tokens + t])
    }
    return { document: r.document, score: r.score, terms }
  })
  for (const position of touched) {
    seen[position] = 0
    title[position] = 0
    for (let t = 0; t < tokens; t++) {
      const slot = position * tokens + t
      scores[slot] = 0
      best[slot] = undefined
      pageScores[slot] = 0
      pageBest[slot] = undefined
      inTitleOf[slot] = 0
    }
  }
  return results
}

/** Results of several indexes (in tag order) merged into one list of at most `limit`, by score. */
export function mergeResults(lists: SearchResult[][], limit: number): SearchResult[] {
  return lists
    .flat()
    .sort((a, b) => b.score - a.score || (a.document.sectionRoute < b.document.sectionRoute ? -1 : 1))
    .slice(0, Math.max(0, limit))
}
