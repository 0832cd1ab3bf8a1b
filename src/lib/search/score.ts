/**
 * Scoring (spec sections 5 and 9): every query token is matched against a document's title, content,
 * tags and sidebar parent categories, once exactly and once as a trailing-wildcard prefix, and each
 * match adds the field's boost. An exact word therefore counts twice (it is also a prefix of
 * itself), a prefix-only match once. Results are sorted by score, ties keep index order, and at
 * most `limit` are kept, per index and again after merging.
 */
import { words } from "./tokenize"
import type { Boosts, SearchDocument, SearchResult } from "./types"

type Field = "title" | "content" | "tags" | "sidebarParentCategories"

const FIELDS: { field: Field; boost: keyof Boosts }[] = [
  { field: "title", boost: "titleBoost" },
  { field: "content", boost: "contentBoost" },
  { field: "tags", boost: "tagsBoost" },
  { field: "sidebarParentCategories", boost: "parentCategoriesBoost" },
]

/** A document with the distinct words of each scored field, sorted, computed once when an index loads. */
export interface PreparedDocument {
  document: SearchDocument
  words: Record<Field, string[]>
}

function fieldText(doc: SearchDocument, field: Field): string {
  const value = doc[field]
  return Array.isArray(value) ? value.join(" ") : String(value ?? "")
}

export function prepareDocument(document: SearchDocument): PreparedDocument {
  const prepared = { document, words: {} as Record<Field, string[]> }
  for (const { field } of FIELDS) prepared.words[field] = Array.from(new Set(words(fieldText(document, field)))).sort()
  return prepared
}

/** First position in the sorted list whose word is >= prefix. */
export function lowerBound(sorted: string[], prefix: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < prefix) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * How a token matches a field's sorted words: 0 not at all, 1 as a prefix, 2 exactly (an exact word
 * is also a prefix of itself). The first word >= the token is the only candidate for both.
 */
function fieldMatch(sortedWords: string[], token: string): 0 | 1 | 2 {
  const first = sortedWords[lowerBound(sortedWords, token)]
  if (first === undefined || !first.startsWith(token)) return 0
  return first === token ? 2 : 1
}

/** Score of one document for the query tokens, and the tokens that matched it. */
export function scoreDocument(prepared: PreparedDocument, tokens: string[], boosts: Boosts): { score: number; terms: string[] } {
  let score = 0
  const terms: string[] = []
  for (const token of tokens) {
    let tokenScore = 0
    for (const { field, boost } of FIELDS) tokenScore += fieldMatch(prepared.words[field], token) * boosts[boost]
    if (tokenScore > 0) {
      score += tokenScore
      terms.push(token)
    }
  }
  return { score, terms }
}

/** Sort by score descending; Array.prototype.sort is stable, so ties keep their order. */
function byScore(results: SearchResult[]): SearchResult[] {
  return results.sort((a, b) => b.score - a.score)
}

/**
 * The best `limit` documents of one index. `candidates` (document positions, e.g. from FlexSearch)
 * narrows the documents scored; without it every document is scored.
 */
export function searchDocuments(
  documents: PreparedDocument[],
  tokens: string[],
  boosts: Boosts,
  limit: number,
  candidates?: Iterable<number>
): SearchResult[] {
  if (tokens.length === 0 || limit <= 0) return []
  // Candidates are visited in index order (ties keep it) without sorting them.
  let selected: Uint8Array | null = null
  if (candidates) {
    selected = new Uint8Array(documents.length)
    for (const position of candidates) if (position >= 0 && position < documents.length) selected[position] = 1
  }
  // The best `limit` so far, best first; a later document only enters with a strictly higher score.
  const top: SearchResult[] = []
  for (let position = 0; position < documents.length; position++) {
    if (selected && !selected[position]) continue
    const prepared = documents[position]
    const { score, terms } = scoreDocument(prepared, tokens, boosts)
    if (score <= 0 || (top.length === limit && score <= top[top.length - 1].score)) continue
    let at = top.length
    while (at > 0 && top[at - 1].score < score) at--
    top.splice(at, 0, { document: prepared.document, score, terms })
    if (top.length > limit) top.pop()
  }
  return top
}

/** Results of several indexes (in tag order) merged into one list of at most `limit`. */
export function mergeResults(lists: SearchResult[][], limit: number): SearchResult[] {
  return byScore(lists.flat()).slice(0, Math.max(0, limit))
}
