/**
 * Scoring, phase 3: the planned query ranked over a prepared index (BM25 per field, coordination,
 * title coverage, the query's scope, symptoms, models deferred, readers' questions), and results of
 * several indexes merged.
 */
import { stem } from "./stem"
import { isCompound, NEGATION_WORDS, pathWithoutMethod } from "./tokenize"
import type { Boosts, SearchDocument, SearchResult } from "./types"
import { PlannedToken, Variant } from "./score-plan"
import { Field, PAGE_FIELDS, SECTION_FIELDS } from "./score-prepare"
import type { PreparedIndex, StemPostings } from "./index-view"
import {
  API_SCOPE,
  ASKED,
  ASKED_WORDS,
  B,
  COORDINATION,
  DEFINES,
  JSON_LITERALS,
  K1,
  LEAD,
  LOOSE_SCOPES,
  NAMING_RARITY,
  OWN_FIELD_MODELS,
  POINTER,
  FIELD_WORDS,
  REFERENCE,
  MATCH_WEIGHTS,
  SCOPE,
  SYMPTOM,
  TITLE_COVERAGE,
  TYPED_COMMAND_API,
  WHOLE_TITLE,
  WHOLE_TITLE_SHARE,
} from "./score-weights"

const FIELD_STEMS: ReadonlySet<string> = new Set(FIELD_WORDS.map(stem))

export function boostOf(field: Field, boosts: Boosts): number {
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

export function idf(df: number, count: number): number {
  return Math.log(1 + (count - df + 0.5) / (df + 0.5))
}

/**
 * The weight of a title the query names entirely, whose words are `titled` of the query's `counted`:
 * WHOLE_TITLE when they are at least WHOLE_TITLE_SHARE of them, in proportion below.
 */
export function wholeTitleWeight(titled: number, counted: number): number {
  return WHOLE_TITLE * Math.min(1, titled / Math.max(1, counted) / WHOLE_TITLE_SHARE)
}

/** Where a section is in a stem's positions (sorted), or -1. */
export function indexOfPosition(positions: Int32Array, position: number): number {
  let lo = 0
  let hi = positions.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    if (positions[mid] === position) return mid
    if (positions[mid] < position) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

/** How rare each planned stem is, counted over every index searched together (one scale for merging). */
export type Rarity = Map<string, { section: number; page: number }>

export function rarityOf(plan: readonly PlannedToken[], indexes: readonly PreparedIndex[]): Rarity {
  const sections = indexes.reduce((n, index) => n + index.sectionCount, 0)
  const pages = indexes.reduce((n, index) => n + index.pageCount, 0)
  const rarity: Rarity = new Map()
  for (const planned of plan) {
    for (const { stem: s, rarityCap } of planned.variants) {
      for (const counted of rarityCap === undefined ? [s] : [rarityCap, s]) {
        if (rarity.has(counted)) continue
        const df = indexes.map((index) => index.df(counted))
        const dfSection = df.reduce((n, d) => n + d.section, 0)
        const dfPage = df.reduce((n, d) => n + d.page, 0)
        rarity.set(counted, { section: idf(dfSection, sections), page: idf(dfPage, pages) })
      }
    }
  }
  return rarity
}

export interface Ranked {
  position: number
  score: number
  titleMatch: boolean
  /** The section's content, in words. */
  contentLength: number
  lead: boolean
}

/**
 * Order of results: score, then title match, shorter section, page before deep section, route (an
 * index holds its sections in route order: pack.ts).
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    Number(b.titleMatch) - Number(a.titleMatch) ||
    a.contentLength - b.contentLength ||
    Number(b.lead) - Number(a.lead) ||
    a.position - b.position
  )
}

/**
 * A stem's postings with its field weights folded in (for one set of boosts), computed on first
 * use and kept: a query then costs one multiply-add per section holding the word.
 */
export interface WeightedPostings {
  positions: Int32Array
  /** Sum over section fields of boost x BM25 term-frequency part; the same for page fields; the title's part. */
  sectionPart: Float64Array
  pagePart: Float64Array
  titlePart: Float64Array
  inTitle: Uint8Array
  /** 1 where the section defines the stem (StemPostings.defines). */
  defines: Uint8Array
  /** 1 where the section's readers' questions hold the stem (StemPostings.asked). */
  asked: Uint8Array
}

export const weightedCache = new WeakMap<PreparedIndex, { boosts: Boosts; byStem: Map<string, WeightedPostings> }>()

/** BM25's term-frequency part of one posting in one field. */
export function tfPart(index: PreparedIndex, postings: StemPostings, i: number, field: Field): number {
  const tf = postings.tf[field][i]
  if (!tf) return 0
  const norm = 1 - B + (B * postings.length[field][i]) / index.averageLength[field]
  return (tf * (K1 + 1)) / (tf + K1 * norm)
}

export function weightedPostings(index: PreparedIndex, s: string, boosts: Boosts): WeightedPostings | null {
  let cache = weightedCache.get(index)
  if (!cache || cache.boosts !== boosts) weightedCache.set(index, (cache = { boosts, byStem: new Map() }))
  const known = cache.byStem.get(s)
  if (known) return known
  const postings = index.postings(s)
  if (!postings) return null
  const n = postings.positions.length
  const weighted: WeightedPostings = {
    positions: postings.positions,
    sectionPart: new Float64Array(n),
    pagePart: new Float64Array(n),
    titlePart: new Float64Array(n),
    inTitle: new Uint8Array(n),
    defines: postings.defines,
    asked: postings.asked,
  }
  for (let i = 0; i < n; i++) {
    for (const field of SECTION_FIELDS)
      weighted.sectionPart[i] += boostOf(field, boosts) * tfPart(index, postings, i, field)
    // A word in both the tags and the categories (an API tag is both) says one thing about the page.
    for (const field of PAGE_FIELDS)
      weighted.pagePart[i] = Math.max(weighted.pagePart[i], boostOf(field, boosts) * tfPart(index, postings, i, field))
    weighted.titlePart[i] = boostOf("title", boosts) * tfPart(index, postings, i, "title")
    weighted.inTitle[i] = postings.tf.title[i] > 0 ? 1 : 0
  }
  cache.byStem.set(s, weighted)
  return weighted
}

export interface Scratch {
  /** Per section and planned word: its best score from the section's own fields, and the variant. */
  scores: Float64Array
  best: (Variant | undefined)[]
  /** Per page (at its first section) and planned word: the best score from the page's tags and categories. */
  pageScores: Float64Array
  pageBest: (Variant | undefined)[]
  /** Per section: a query word is in its title; per section and word: that word is. */
  title: Uint8Array
  /** Per section: it defines an identifier the query names (DEFINES). */
  defined: Uint8Array
  inTitleOf: Uint8Array
  /** Per section and planned word: the word, as typed or through a synonym, is in the section's readers' questions. */
  askedOf: Uint8Array
  /** Per section and planned word: a plain word its tables define ("channel" in /copypoll's options). */
  keyOf: Uint8Array
  /** Per section and planned word: a name the section defines, identifier or plain word. */
  definedOf: Uint8Array
  seen: Uint8Array
}

export const scratches = new WeakMap<PreparedIndex, Scratch>()

/** Zeroed arrays for `slots` section-word pairs of the index (grown when a query has more words). */
export function scratchFor(index: PreparedIndex, slots: number): Scratch {
  let scratch = scratches.get(index)
  if (!scratch || scratch.scores.length < slots) {
    const n = index.sectionTotal
    scratch = {
      scores: new Float64Array(slots),
      best: new Array(slots).fill(undefined),
      pageScores: new Float64Array(slots),
      pageBest: new Array(slots).fill(undefined),
      title: new Uint8Array(n),
      defined: new Uint8Array(n),
      inTitleOf: new Uint8Array(slots),
      askedOf: new Uint8Array(slots),
      keyOf: new Uint8Array(slots),
      definedOf: new Uint8Array(slots),
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
 * section beat the page's own section that answers the query. When the query names an identifier,
 * they go to the section that answers it best on its own text, even when the first section would
 * score more with them.
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
  const negation = plan.findIndex((p) => p.counts && NEGATION_WORDS.has(p.token))
  const n = index.sectionTotal
  const tokens = plan.length
  // Per section and planned token: the best weighted score and the variant that gave it.
  // Scratch arrays kept per index and cleared after use (only the sections touched), so a query
  // allocates little and the collector stays out of the way while the reader types.
  const { scores, best, pageScores, pageBest, title, defined, inTitleOf, askedOf, keyOf, definedOf, seen } = scratchFor(
    index,
    n * tokens
  )
  const touched: number[] = []
  const touch = (position: number) => {
    if (!seen[position]) {
      seen[position] = 1
      touched.push(position)
    }
  }
  // An identifier searched whole is the token its parts are planned for.
  const partsOf = new Map<number, number[]>()
  plan.forEach((planned, t) => {
    if (planned.partOf !== undefined) partsOf.set(planned.partOf, [...(partsOf.get(planned.partOf) ?? []), t])
  })
  const rarityOfStem = (s: string) => {
    const known = rarity?.get(s)
    if (known) return known
    const df = index.df(s)
    return { section: idf(df.section, index.sectionCount), page: idf(df.page, index.pageCount) }
  }
  plan.forEach((planned, t) => {
    const identifier = partsOf.has(t)
    for (const variant of planned.variants) {
      const postings = weightedPostings(index, variant.stem, boosts)
      if (!postings) continue
      const own = rarityOfStem(variant.stem)
      const cap = variant.rarityCap !== undefined ? rarityOfStem(variant.rarityCap) : null
      const idfSection = cap ? Math.min(own.section, cap.section) : own.section
      const idfPage = cap ? Math.min(own.page, cap.page) : own.page
      const { positions, sectionPart, pagePart, titlePart, inTitle, defines, asked } = postings
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
        if (defines[i] && identifier) defined[position] = 1
        else if (defines[i] && planned.counts && variant.named) keyOf[slot] = 1
        if (defines[i] && (identifier || variant.named)) definedOf[slot] = 1
        if (variant.named && asked[i]) askedOf[slot] = 1
        if (sectionValue > 0 || pageValue > 0) touch(position)
      }
    }
  })
  // The fields of a query pairing a field with a JSON value, or pasting it as a JSON key, that are a model's own (OWN_FIELD_MODELS).
  const jsonValue = !plan.some((p) => p.slash) && plan.some((p) => JSON_LITERALS.has(p.token) || p.jsonKey)
  const fieldsWithValue = jsonValue
    ? plan
        .flatMap((p, t) => (partsOf.has(t) || p.jsonKey ? [t] : []))
        .filter((t) => {
          const postings = index.postings(plan[t].variants[0]?.stem ?? "")
          let models = 0
          if (postings) for (const position of postings.positions) models += index.reference[position]
          return models > 0 && models <= OWN_FIELD_MODELS
        })
    : []

  // The words pasted as a JSON object's keys ('"anonymous": true'): a section whose table defines them all
  // holds the reader's field, as a named identifier's does (DEFINES), and a model is not deferred for it.
  const jsonKeys = plan.flatMap((p, t) => (p.jsonKey ? [t] : []))
  // The query's word asking for a field ("percentage field"), or -1 (FIELD_WORDS).
  const fieldWord = plan.findIndex(
    (p) => p.counts && p.variants.some((v) => v.weight === MATCH_WEIGHTS.exact && FIELD_STEMS.has(v.stem))
  )
  const definesAskedField = (position: number): boolean => {
    for (let t = 0; fieldWord >= 0 && t < tokens; t++)
      if (t !== fieldWord && definedOf[position * tokens + t] === 1) return true
    return false
  }
  const definesJsonKeys = (position: number): boolean =>
    jsonKeys.length > 0 && jsonKeys.every((t) => definedOf[position * tokens + t] === 1)

  // The stems the query names as typed or through a reader's synonym (not prefixes, typos or question words).
  const namedStems = new Set<string>()
  for (const planned of plan) if (planned.counts) for (const v of planned.variants) if (v.named) namedStems.add(v.stem)
  // The words of the section's title the query names, by the best variant of each query word in the
  // title: whole ("poll" names "/poll", not "/copypoll"), or a word of two by both ("copy poll" names
  // "/copypoll"). Bit k stands for the title's word k (question words aside).
  const titleCover = (position: number): { all: boolean; any: boolean } => {
    /** The posting of a stem at this section when it is in the title, as [postings, i]. */
    const inTitle = (stem: string): [StemPostings, number] | null => {
      const postings = index.postings(stem)
      const i = postings ? indexOfPosition(postings.positions, position) : -1
      return postings && i >= 0 && postings.tf.title[i] ? [postings, i] : null
    }
    let words = -1
    let whole = 0
    let partA = 0
    let partB = 0
    for (let t = 0; t < tokens; t++) {
      const slot = position * tokens + t
      const chosen = best[slot]
      const found = inTitleOf[slot] && chosen ? inTitle(chosen.stem) : null
      if (!found) continue
      const [postings, i] = found
      words = postings.title.words[i]
      whole |= postings.title.whole[i]
      partA |= postings.title.partA[i]
      partB |= postings.title.partB[i]
    }
    // No chosen word is in the title (another of its variants is): the title's length from that one.
    for (let t = 0; t < tokens && words < 0; t++)
      if (inTitleOf[position * tokens + t])
        for (const variant of plan[t].variants) {
          const found = inTitle(variant.stem)
          if (found) {
            words = found[0].title.words[found[1]]
            break
          }
        }
    const every = (1 << Math.max(words, 0)) - 1
    return { all: ((whole | (partA & partB)) & every) === every, any: (whole & every) !== 0 }
  }
  // The pages the query names by their whole title, through a word rare enough to pick the page out
  // ("unblock" names /unblock; "poll" is on most sections and names /poll on its first section only).
  const pageNamed = new Map<number, boolean>()
  const namesPage = (page: number): boolean => {
    let named = pageNamed.get(page)
    if (named === undefined) {
      let rarest = -Infinity
      for (let t = 0; t < tokens; t++) {
        const chosen = best[page * tokens + t]
        if (inTitleOf[page * tokens + t] && chosen) rarest = Math.max(rarest, rarityOfStem(chosen.stem).section)
      }
      named = rarest >= NAMING_RARITY && titleCover(page).all
      pageNamed.set(page, named)
    }
    return named
  }
  // A slash command as Discord shows it ("/closepoll poll:", "/block reason:"): on the page the command
  // names, the section whose tables define every value typed that the page defines ("color:primary":
  // the table of colours), else, when the values are the reader's own ("channel:#weekly-polls",
  // "role:@Officer"), the section about an option typed ("duration:31d": "Writing a duration"), else
  // every option typed (the Options table).
  const command = plan.findIndex((p) => p.slash === "command")
  const options = plan.flatMap((p, t) => (p.slash === "option" ? [t] : []))
  const values = plan.flatMap((p, t) => (p.slash === "value" && p.counts ? [t] : []))
  const pageDefines = new Set<number>()
  // A section about an option typed: its heading names the option, its page's title does not, and it is
  // no list of links. pagesAboutOption: the pages that have one.
  const aboutOption = (position: number): boolean =>
    position !== index.pageOf[position] &&
    !index.pointer[position] &&
    options.some((t) => inTitleOf[position * tokens + t] && !inTitleOf[index.pageOf[position] * tokens + t])
  const pagesAboutOption = new Set<number>()
  if (command >= 0 && options.length > 0)
    for (const position of touched) {
      for (const t of values) if (definedOf[position * tokens + t]) pageDefines.add(index.pageOf[position] * tokens + t)
      if (aboutOption(position)) pagesAboutOption.add(index.pageOf[position])
    }
  const optioned = (position: number): boolean => {
    const page = index.pageOf[position]
    if (command < 0 || options.length === 0 || position === page || !inTitleOf[page * tokens + command]) return false
    if (!titleCover(page).all) return false
    const defining = values.filter((t) => pageDefines.has(page * tokens + t))
    if (defining.length > 0) return defining.every((t) => definedOf[position * tokens + t])
    if (pagesAboutOption.has(page)) return aboutOption(position)
    return options.every((t) => definedOf[position * tokens + t])
  }
  // A field with a number it takes ("auto_archive_minutes 4320"): the section that holds the field and
  // defines the number, a table of its values, says what the number means (three days).
  const numbers = plan.flatMap((p, t) => (p.counts && !partsOf.has(t) && /^\d+$/.test(p.token) ? [t] : []))
  const definesNumberOfField = (position: number): boolean => {
    if (numbers.length === 0 || partsOf.size === 0) return false
    const lead = index.pageOf[position] * tokens
    return plan.every((p, t) => {
      const slot = position * tokens + t
      if (!p.counts) return true
      if (partsOf.has(t)) return scores[slot] > 0
      return numbers.includes(t) ? definedOf[slot] === 1 : inTitleOf[lead + t] === 1
    })
  }
  // The page of the slash command typed: its title is the command ("/poll").
  const commandsPage = (page: number): boolean =>
    command >= 0 && inTitleOf[page * tokens + command] === 1 && titleCover(page).all
  // The first section of a page that has others: its overview.
  const isOverview = (position: number): boolean =>
    index.pageOf[position] === position && position + 1 < n && index.pageOf[position + 1] === position
  const scoreOf = (position: number, withPage: boolean): number => {
    const page = index.pageOf[position]
    const lead = page * tokens
    const scope = index.scopeOf(position)
    const scoped =
      scope.length > 0 &&
      scope.every((s) => namedStems.has(s)) &&
      (!scope.some((s) => LOOSE_SCOPES.has(s)) || namesPage(page))
    // A query made of a page's name and plain words the section's tables define ("copypoll channel",
    // "listpolls status draft"): the section that defines them answers, and counts the words naming
    // the page as the page's first section does.
    let keys = 0
    let others = 0
    for (let t = 0; t < tokens; t++) {
      if (!plan[t].counts || inTitleOf[lead + t]) continue
      if (keyOf[position * tokens + t]) keys++
      else others++
    }
    const keyed =
      (keys > 0 && others === 0 && position !== page && namesPage(page)) ||
      optioned(position) ||
      definesNumberOfField(position)
    let sum = 0
    let matched = 0
    let titled = 0
    let headTitled = 0
    // The query's words the section's readers' questions hold (ASKED).
    let askedWords = 0
    // The query's question words its title has: a heading asking the reader's question ("Who can create polls").
    let askedInTitle = 0
    for (let t = 0; t < tokens; t++) {
      // The page's tags and categories: for every word on its first section, for the words it has itself on another.
      const own = Math.max(scores[position * tokens + t], keyed && inTitleOf[lead + t] ? scores[lead + t] : 0)
      const value = own + (withPage && (own > 0 || position === page) ? pageScores[lead + t] : 0)
      // A word naming the part of the docs the section is in is one the section answers, on every section of the part.
      if (value <= 0 && scoped && plan[t].counts && plan[t].variants.some((v) => v.named && scope.includes(v.stem)))
        matched++
      if (value <= 0) continue
      sum += value
      if (plan[t].counts) {
        matched++
        // A slash command typed ("/poll") names its page, not a heading that has its word ("What a poll can do").
        const inTitle = t === command && !commandsPage(page) ? 0 : inTitleOf[position * tokens + t]
        titled += inTitle
        if (!plan[t].qualifier) headTitled += inTitle
        askedWords += askedOf[position * tokens + t]
      } else if (plan[t].variants[0]?.titleOnly) askedInTitle += inTitleOf[position * tokens + t]
    }
    if (sum <= 0) return 0
    // An identifier not found whole but through its words counts as half a match at most.
    for (const [whole, parts] of partsOf) {
      if (scores[position * tokens + whole] > 0) continue
      let found = 0
      for (const p of parts) if (scores[position * tokens + p] > 0) found++
      matched += (0.5 * found) / parts.length
    }
    const cover = titled > 0 ? titleCover(position) : null
    // The page named, every section of it is: the one that answers the rest of the query comes first.
    // Not when the title has only the words after "of": "the start time of a scheduled poll" asks about a start time.
    const onlyQualifiers = titled > 0 && headTitled === 0 && plan.some((p) => p.counts && !p.qualifier)
    const wholeTitle =
      cover?.all && !onlyQualifiers
        ? wholeTitleWeight(titled, counted)
        : position !== page && seen[page] && namesPage(page)
          ? WHOLE_TITLE
          : 0
    // A model is named by its own identifier (not its parts), and by nothing else but fields of it:
    // found whole ("PollPublish", "restriction expires_at"), or a field's plain name after the model's
    // name as typed ("Role color"; not "block reason" through a synonym of Restriction).
    let namedModel = cover !== null && cover.any
    let plainField = false
    for (let t = 0; t < tokens && namedModel; t++) {
      const slot = position * tokens + t
      if (!plan[t].counts || inTitleOf[slot] || (partsOf.has(t) && scores[slot] > 0)) continue
      if (keyOf[slot] === 1) plainField = true
      else namedModel = false
    }
    if (namedModel && plainField)
      for (let t = 0; t < tokens; t++)
        if (inTitleOf[position * tokens + t] && best[position * tokens + t]?.weight !== MATCH_WEIGHTS.exact)
          namedModel = false
    const valueOfField = fieldsWithValue.some((t) => scores[position * tokens + t] > 0)
    const keysDefined = definesJsonKeys(position)
    const deferred =
      index.reference[position] && !namedModel && !valueOfField && !keysDefined && !definesAskedField(position)
        ? REFERENCE
        : 1
    // A model named in full with fields of it ("poll author_id"): the data shape is what the reader asks for.
    const fieldsOfModel = index.reference[position] === 1 && namedModel && cover?.all === true && titled < counted
    const symptom =
      negation >= 0 && inTitleOf[position * tokens + negation] === 1 && titled >= Math.min(3, counted) ? SYMPTOM : 0
    // The title's share of the query counts the question words too: the heading that asks the question comes first.
    const coverage = (titled + askedInTitle) / (counted + questions)
    return (
      sum *
      Math.pow(matched / counted, COORDINATION) *
      (1 + TITLE_COVERAGE * coverage) *
      (1 + wholeTitle) *
      (scoped ? 1 + SCOPE : 1) *
      (1 + symptom) *
      deferred *
      (index.pointer[position] ? POINTER : 1) *
      (command >= 0 && scope.includes(API_SCOPE) ? TYPED_COMMAND_API : 1) *
      (defined[position] || keyed || fieldsOfModel || keysDefined ? 1 + DEFINES : 1) *
      (askedWords >= ASKED_WORDS ? 1 + (ASKED * askedWords) / counted : 1) *
      (isOverview(position) && titled < counted && !scoped ? LEAD : 1)
    )
  }

  // The section of each page that takes the page's tags and categories: the best with them; when the
  // query names an identifier, the best on its own text. A tag `embed_color` says what the page is
  // about; the section that explains the field is where the reader who types it is going.
  const byOwnText = partsOf.size > 0
  const pageHolder = new Map<number, { position: number; score: number; rank: number }>()
  for (const position of touched) {
    const page = index.pageOf[position]
    let hasPage = false
    for (let t = 0; t < tokens && !hasPage; t++) hasPage = pageScores[page * tokens + t] > 0
    if (!hasPage) continue
    const score = scoreOf(position, true)
    const rank = byOwnText ? scoreOf(position, false) : score
    const known = pageHolder.get(page)
    if (!known || rank > known.rank || (rank === known.rank && position === page))
      pageHolder.set(page, { position, score, rank })
  }

  // Scores first; terms only for the sections that make the cut.
  const ranked: Ranked[] = []
  let floor = -Infinity
  for (const position of touched) {
    const holder = pageHolder.get(index.pageOf[position])
    const score = holder && holder.position === position ? holder.score : scoreOf(position, false)
    if (score <= 0) continue
    if (ranked.length >= limit && score < floor) continue
    ranked.push({
      score,
      titleMatch: title[position] === 1,
      contentLength: index.contentWords[position],
      lead: index.pageOf[position] === position,
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
    const page = index.pageOf[position]
    const withPage = pageHolder.get(page)?.position === position
    const terms: string[] = []
    const addTerms = (variant: Variant | undefined) => {
      // Only the words that drove the match are marked: not the question words ("how", "can") around them.
      if (!variant || variant.titleOnly) return
      // An identifier is highlighted whole ("end_time", not every "end" and "time"); a path after
      // its method also where it stands without it (an operation's page shows the method apart).
      if (!terms.includes(variant.word)) terms.push(variant.word)
      const bare = pathWithoutMethod(variant.word)
      if (bare && !terms.includes(bare)) terms.push(bare)
      // The stem too: "voting" marks "vote" and "votes".
      if (!variant.word.startsWith(variant.stem) && !isCompound(variant.stem) && !terms.includes(variant.stem))
        terms.push(variant.stem)
    }
    for (let t = 0; t < tokens; t++) {
      // The words of an identifier the section has whole are not marked on their own; a Title Case
      // name is marked by its words, as the page writes it.
      if (plan[t].titleCase) continue
      const part = plan[t].partOf
      if (part !== undefined && !plan[part].titleCase && scores[position * tokens + part] > 0) continue
      if (scores[position * tokens + t] > 0) addTerms(best[position * tokens + t])
      if (withPage && pageScores[page * tokens + t] > 0) addTerms(pageBest[page * tokens + t])
    }
    // A document not loaded yet is recorded as missing by the index: the client loads it and runs again.
    return { document: index.document(position) as SearchDocument, score: r.score, terms }
  })
  for (const position of touched) {
    seen[position] = 0
    title[position] = 0
    defined[position] = 0
    for (let t = 0; t < tokens; t++) {
      const slot = position * tokens + t
      scores[slot] = 0
      best[slot] = undefined
      pageScores[slot] = 0
      pageBest[slot] = undefined
      inTitleOf[slot] = 0
      askedOf[slot] = 0
      keyOf[slot] = 0
      definedOf[slot] = 0
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
