/**
 * Typo tolerance: the optimal string alignment distance (Levenshtein plus the swap of two
 * neighbouring letters, so "colse" is one edit from "close"), computed only up to a bound.
 */

/** Edits a query word of this length may be away from an indexed word: 1 for 4-7 letters, 2 above, 0 below. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length <= 7 ? 1 : 2
}

/** The letters of a word as bits (a-z one bit each, any other character shares one bit per code % 6). */
export function letterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i)
    mask |= code >= 97 && code <= 122 ? 1 << (code - 97) : 1 << (26 + (code % 6))
  }
  return mask
}

function bits(n: number): number {
  let count = 0
  for (let v = n >>> 0; v; v &= v - 1) count++
  return count
}

/**
 * A cheap necessary condition for a distance of at most max: each edit brings in or takes out at
 * most one letter, so neither word may hold more than max letters the other lacks.
 */
export function mayBeWithin(maskA: number, maskB: number, max: number): boolean {
  return bits(maskA & ~maskB) <= max && bits(maskB & ~maskA) <= max
}

export { boundedDistance } from "../edit-distance"
