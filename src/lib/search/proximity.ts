/**
 * Words a reader types next to each other stand near each other in the section that answers them:
 * "do old votes stay when a poll is reopened" is answered where "old votes" and "votes stay" are
 * written together, not by a section that has "old", "votes" and "stay" pages apart. Among the
 * results of a query of three words or more, a section that has the query's neighbouring words near
 * each other comes up (see client.ts, NEAR).
 */
import { stem } from "./stem"
import { words } from "./tokenize"

/** How far apart two words may stand to be near: next to each other, or with one word between. */
export const NEAR_WINDOW = 3

const stemsByText = new Map<string, string[]>()
/** Texts whose stems are kept: the results of a few searches, not the whole index. */
const MAX_KEPT = 200

/** The stems of a text's words, in order; kept for the last texts asked, as a reader types on. */
export function textStems(text: string): string[] {
  let stems = stemsByText.get(text)
  if (!stems) {
    stems = words(text).map(stem)
    if (stemsByText.size >= MAX_KEPT) stemsByText.delete(stemsByText.keys().next().value as string)
    stemsByText.set(text, stems)
  }
  return stems
}

/**
 * The share of the query's neighbouring terms (each term and the next one, in the order typed) that
 * stand near each other in a text, in either order. A term is the set of stems it searches (its own,
 * a synonym's, a prefix's).
 */
export function nearShare(
  terms: readonly ReadonlySet<string>[],
  stems: readonly string[],
  window = NEAR_WINDOW
): number {
  if (terms.length < 2) return 0
  // One pass over the text: the terms each stem stands for.
  const termsOf = new Map<string, number[]>()
  terms.forEach((term, t) => term.forEach((s) => termsOf.set(s, [...(termsOf.get(s) ?? []), t])))
  const positions: number[][] = terms.map(() => [])
  stems.forEach((s, i) => termsOf.get(s)?.forEach((t) => positions[t].push(i)))
  let near = 0
  for (let t = 0; t + 1 < terms.length; t++)
    if (positions[t].some((i) => positions[t + 1].some((j) => j !== i && Math.abs(i - j) < window))) near++
  return near / (terms.length - 1)
}
