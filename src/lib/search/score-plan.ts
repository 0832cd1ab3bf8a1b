/**
 * Scoring, phase 2: a query planned against the prepared indexes: each term with the variants it is
 * searched as (the word, prefixes of the word being typed, synonyms, typos, an identifier's parts).
 */
import { allowedEdits, boundedDistance, letterMask, mayBeWithin } from "./distance"
import { stem } from "./stem"
import { phrasesOf, phraseKey, type SynonymMap } from "./synonyms"
import { isCompound, QUESTION_SET, type QueryTerm } from "./tokenize"
import type { PreparedIndex } from "./index-view"
import { JSON_LITERALS, MATCH_WEIGHTS, MAX_PREFIX_EXPANSIONS } from "./score-weights"

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
  /** After "of" (QueryTerm.qualifier). */
  qualifier?: boolean
  /** Its part in a slash command typed as Discord shows it (QueryTerm.slash). */
  slash?: QueryTerm["slash"]
  /** Typed as a JSON object's key (QueryTerm.jsonKey). */
  jsonKey?: boolean
  /** A Title Case name searched as one word (titleCaseName): its words, not the name, are what a page shows. */
  titleCase?: boolean
}

export function hasStem(indexes: readonly PreparedIndex[], s: string): boolean {
  // Every index is asked (not only until one answers): each records the parts it would need.
  return indexes.map((index) => index.hasStem(s)).some(Boolean)
}

export function frequency(indexes: readonly PreparedIndex[], s: string): number {
  return indexes.reduce((n, index) => n + index.frequency(s), 0)
}

/** A time of day as readers type it ("8pm", "11am"): no page spells the reader's hour, every page on timing says "time". */
const CLOCK_TIME = /^(?:1[0-2]|0?[1-9])(?:am|pm)$/
const CLOCK_TIME_WORD = "time"

/**
 * The variants of one word: its stem, the words it starts (when typed), synonyms (of the word, and
 * `phraseTargets`: those of a reader's phrase it is part of), else typos.
 */
export function planWord(
  token: string,
  prefix: boolean,
  indexes: readonly PreparedIndex[],
  synonyms: SynonymMap,
  scale = 1,
  phraseTargets: readonly string[] = []
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
    for (const index of indexes)
      for (const word of index.wordsStartingWith(token)) if (word !== token) prefixed.push(word)
    prefixed.sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    let expanded = 0
    for (const word of prefixed) {
      if (expanded >= MAX_PREFIX_EXPANSIONS) break
      const s = stem(word)
      if (variants.has(s)) continue
      add(s, MATCH_WEIGHTS.prefix, word)
      if (exact) (variants.get(s) as Variant).rarityCap = own
      expanded++
    }
  }

  const readAs = CLOCK_TIME.test(token) ? [CLOCK_TIME_WORD] : []
  for (const target of [...(synonyms.get(token) ?? []), ...phraseTargets, ...readAs]) {
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
        const bucket = index.typoWords().get(length)
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
      const s = stem(word)
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
 * the sections naming end_time before the long ones full of "end" and "time"; so is one the index
 * holds with other separators ("maxChoices" as max_choices). An identifier the index does not hold
 * in any spelling is searched as its words.
 */
export function planQuery(
  terms: readonly QueryTerm[],
  indexes: readonly PreparedIndex[],
  synonyms: SynonymMap = new Map()
): PlannedToken[] {
  const plan: PlannedToken[] = []
  const inPhrase = phraseTargetsOf(terms, synonyms)
  const names = titleCaseNamesOf(terms, indexes)
  const pastedField =
    terms.some((term) => term.parts.length > 0) &&
    terms.every((term) => !term.slash && (term.parts.length > 0 || term.soft || JSON_LITERALS.has(term.text)))
  for (const [position, typed] of terms.entries()) {
    const name = names.get(position)
    if (name === null) continue
    if (name) {
      planWhole(
        plan,
        { token: name.text, counts: true, variants: name.variants, correction: null, titleCase: true },
        name.parts,
        indexes,
        synonyms
      )
      continue
    }
    const term = runTogether(typed, indexes) ?? typed
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
      // A camelCase name is searched in its snake_case spelling first, which the index keeps for
      // the docs' camelCase names unstemmed (indexWords): "getPolls" is not "getPoll", and "closePoll"
      // is the operation, not the command /closepoll. It is marked as the docs write it.
      const snake = isCompound(term.text) ? null : term.parts.join("_")
      let whole = snake ? planWord(snake, false, indexes, new Map()) : { variants: [], correction: null }
      if (whole.variants.length > 0 && hasStem(indexes, stem(term.text)))
        whole.variants.forEach((variant) => (variant.word = term.text))
      if (whole.variants.length === 0) whole = planWord(term.text, term.prefix, indexes, new Map())
      // Typed with other separators than the docs use ("maxChoices" for max_choices): the docs' spelling.
      for (const spelling of term.spellings ?? []) {
        if (whole.variants.length > 0) break
        whole = planWord(spelling, false, indexes, new Map())
      }
      if (whole.variants.length > 0) {
        planWhole(
          plan,
          { token: term.text, counts: !term.jsonValue, ...whole, correction: null, ...placeOf(term) },
          term.parts,
          indexes,
          synonyms
        )
        continue
      }
      term.parts.forEach((part, i) =>
        plan.push({
          token: part,
          counts: !term.jsonValue,
          ...planWord(part, term.prefix && i === term.parts.length - 1, indexes, synonyms),
        })
      )
      continue
    }
    plan.push({
      token: term.text,
      // The value of a field pasted from a response ("can_manage_polls false"): the field is the
      // subject, and the section that explains it need not spell the value.
      counts: !term.jsonValue && !(pastedField && JSON_LITERALS.has(term.text)),
      ...planWord(term.text, term.prefix, indexes, synonyms, 1, inPhrase[position]),
      ...placeOf(term),
    })
  }
  return plan
}

/**
 * A name found whole (an identifier, a Title Case name), then its words, which do not count for
 * coordination and add a small bonus (MATCH_WEIGHTS.part).
 */
function planWhole(
  plan: PlannedToken[],
  whole: PlannedToken,
  parts: readonly string[],
  indexes: readonly PreparedIndex[],
  synonyms: SynonymMap
): void {
  const partOf = plan.length
  plan.push(whole)
  for (const part of parts)
    plan.push({
      token: part,
      counts: false,
      partOf,
      ...planWord(part, false, indexes, synonyms, MATCH_WEIGHTS.part),
      correction: null,
    })
}

/** What the query says of a term's place that the scorer reads: its part in a slash command, and whether it follows "of". */
const placeOf = (term: QueryTerm) => ({
  ...(term.slash ? { slash: term.slash } : {}),
  ...(term.qualifier ? { qualifier: true } : {}),
  ...(term.jsonKey ? { jsonKey: true } : {}),
})

/**
 * Runs of capitalised words typed as a Title Case name the index holds whole ("Read Message History",
 * which a table defines: defines.ts), question words before it aside: by the position of the run's
 * first term, the name with its words and variants; the run's other positions map to null (planned
 * with the name). A run the index does not hold as a name is searched as its words.
 */
function titleCaseNamesOf(
  terms: readonly QueryTerm[],
  indexes: readonly PreparedIndex[]
): Map<number, { text: string; parts: string[]; variants: Variant[] } | null> {
  const names = new Map<number, { text: string; parts: string[]; variants: Variant[] } | null>()
  let start = 0
  while (start < terms.length) {
    let end = start
    while (end < terms.length && terms[end].capitalized) end++
    // Question words typed capitalised before a name ("Why", "Does") are no part of it.
    let first = start
    while (first < end && terms[first].soft && QUESTION_SET.has(terms[first].text)) first++
    if (end - first >= 2) {
      const parts = terms.slice(first, end).map((t) => t.text)
      const text = parts.join("_")
      const { variants } = planWord(text, false, indexes, new Map())
      if (variants.length > 0) {
        names.set(first, { text, parts, variants })
        for (let i = first + 1; i < end; i++) names.set(i, null)
      }
    }
    start = Math.max(end, start + 1)
  }
  return names
}

/**
 * A plain word the index does not hold, typed as a name of two words the docs hyphenate or join with
 * "_" run together ("autoarchive" for auto-archive, "timelimited" for time-limited): that name, to be
 * searched as an identifier with its two words. Null for any other term. Only once the index is known
 * to lack the word (a split index first loads the postings it would be in, as the word is planned),
 * and only the indexed words that start like it are read (one word shard of a split index).
 */
export function runTogether(term: QueryTerm, indexes: readonly PreparedIndex[]): QueryTerm | null {
  const text = term.text
  if (term.soft || term.parts.length > 0 || !/^\p{L}{4,}$/u.test(text)) return null
  if (!indexes.every((index) => index.lacksStem(stem(text)))) return null
  for (const index of indexes)
    for (const word of index.wordsStartingWith(text.slice(0, 2))) {
      const parts = /^(\p{L}+)[-_](\p{L}+)$/u.exec(word)
      if (parts && parts[1] + parts[2] === text) return { ...term, text: word, parts: [parts[1], parts[2]] }
    }
  return null
}

/**
 * For each term, the docs' words of a reader's phrase it is part of (its words in a row in the query:
 * "time zone" also searches "utc", "showed up" "appear", "who deleted" "audit"). Each searched word of
 * the phrase gets them (a question word in it is soft), so a section with the docs' word matches every
 * word of the phrase, and one with the phrase's own words still does.
 */
export function phraseTargetsOf(terms: readonly QueryTerm[], synonyms: SynonymMap): string[][] {
  const phrases = phrasesOf(synonyms)
  const targets: string[][] = terms.map(() => [])
  if (phrases.size === 0) return targets
  const plain = (i: number) => terms[i].parts.length === 0 && (!terms[i].soft || QUESTION_SET.has(terms[i].text))
  const position = new Map(terms.map((term, i) => [term.text, i]))
  // The terms that come right after a term as typed: the next one, and a repeated word's (followedBy).
  const next = (i: number): number[] => [
    ...(i + 1 < terms.length && !terms[i + 1].apart ? [i + 1] : []),
    ...(terms[i].followedBy ?? []).flatMap((text) => position.get(text) ?? []),
  ]
  const match = (run: number[]) => {
    const docs = run.every(plain) ? phrases.get(phraseKey(run.map((i) => terms[i].text))) : undefined
    if (docs) for (const i of run) if (!terms[i].soft) targets[i].push(...docs)
  }
  for (let start = 0; start < terms.length; start++)
    for (const second of next(start)) {
      match([start, second])
      for (const third of next(second)) match([start, second, third])
    }
  return targets
}
