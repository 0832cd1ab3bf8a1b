/**
 * Words: runs of letters and digits, lowercased. Queries, the scorer, the highlighter and the
 * FlexSearch index all split text the same way, so a candidate FlexSearch finds is one the scorer
 * can score. The patterns are built from strings so that no build step expands \p{L} into a
 * multi-kilobyte character class.
 */

/** Separator between words, for FlexSearch's `split` option. */
export const WORD_SEPARATOR = new RegExp("[^\\p{L}\\p{N}]+", "u")

/** Longest query the box accepts (spec section 5). */
export const MAX_QUERY_LENGTH = 512

/** More tokens than this add nothing to a ranking but cost time. */
export const MAX_TOKENS = 16

/** A fresh global matcher of words (global regexps carry state, so never share one). */
export function wordPattern(): RegExp {
  return new RegExp("[\\p{L}\\p{N}]+", "gu")
}

/** The lowercased words of a text, in order, repeats kept. */
export function words(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATOR).filter(Boolean)
}

/** Identifiers written with "_" or "-" between words ("validation_failed", "role-weight"). */
export function compoundPattern(): RegExp {
  return new RegExp("[\\p{L}\\p{N}]+(?:[_-][\\p{L}\\p{N}]+)+", "gu")
}

/** The identifiers of a text, lowercased, repeats kept. */
export function compounds(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(compoundPattern()), (m) => m[0])
}

/**
 * The words a field is indexed with: its words, and identifiers kept whole as well, so that
 * "validation_failed" is found as itself and by "failed". Stop words are left out.
 */
export function indexWords(text: string): string[] {
  if (!text) return []
  return [...words(text).filter((w) => !STOP.has(w)), ...compounds(text)]
}

/**
 * Common English words that say nothing about a section. The index leaves them out (they would be
 * the longest entries in it) and queries drop them, as most full-text engines do.
 */
export const STOP_WORDS: readonly string[] = [
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "if", "in", "into", "is", "it",
  "its", "of", "on", "or", "s", "so", "t", "than", "that", "the", "their", "them", "then", "there", "these", "they",
  "this", "those", "to", "was", "were", "will", "with", "you", "your",
]
const STOP = new Set(STOP_WORDS)

/** The distinct identifiers of a query (see compounds), searched as a bonus beside their parts. */
export function queryCompounds(query: string, maxLength: number = MAX_QUERY_LENGTH): string[] {
  return Array.from(new Set(compounds(String(query ?? "").slice(0, maxLength)))).slice(0, MAX_TOKENS)
}

/**
 * Query tokens: the distinct words of the first 512 characters, at most 16, in query order.
 * Stop words are dropped, except the last word while it is still being typed (no separator after
 * it: "an" may become "anonymous"), and except when nothing else is left.
 */
export function tokenize(query: string, maxLength: number = MAX_QUERY_LENGTH): string[] {
  const text = String(query ?? "").slice(0, maxLength)
  const all = words(text)
  const typing = all.length > 0 && !WORD_SEPARATOR.test(text.slice(-1))
  const kept = all.filter((word, i) => !STOP.has(word) || (typing && i === all.length - 1))
  const seen = new Set<string>()
  for (const word of kept.length > 0 ? kept : all) {
    seen.add(word)
    if (seen.size >= MAX_TOKENS) break
  }
  return Array.from(seen)
}
