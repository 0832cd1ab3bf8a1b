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

/** A document with the distinct words of each scored field, computed once when an index loads. */
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
  for (const { field } of FIELDS) prepared.words[field] = Array.from(new Set(words(fieldText(document, field))))
  return prepared
}

function hasPrefix(fieldWords: string[], token: string): boolean {
  for (const word of fieldWords) if (word.startsWith(token)) return true
  return false
}

/** Score of one document for the query tokens, and the tokens that matched it. */
export function scoreDocument(prepared: PreparedDocument, tokens: string[], boosts: Boosts): { score: number; terms: string[] } {
  let score = 0
  const terms: string[] = []
  for (const token of tokens) {
    let tokenScore = 0
    for (const { field, boost } of FIELDS) {
      const fieldWords = prepared.words[field]
      if (!hasPrefix(fieldWords, token)) continue
      tokenScore += boosts[boost]
      if (fieldWords.includes(token)) tokenScore += boosts[boost]
    }
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
  const positions = candidates ? Array.from(new Set(candidates)).sort((a, b) => a - b) : documents.map((_d, i) => i)
  const results: SearchResult[] = []
  for (const position of positions) {
    const prepared = documents[position]
    if (!prepared) continue
    const { score, terms } = scoreDocument(prepared, tokens, boosts)
    if (score > 0) results.push({ document: prepared.document, score, terms })
  }
  return byScore(results).slice(0, limit)
}

/** Results of several indexes (in tag order) merged into one list of at most `limit`. */
export function mergeResults(lists: SearchResult[][], limit: number): SearchResult[] {
  return byScore(lists.flat()).slice(0, Math.max(0, limit))
}
