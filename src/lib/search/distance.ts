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

// Three rows reused across calls: a typo lookup compares one word with thousands.
let rows: Int32Array[] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)]

/** The distance of a and b when it is at most max, otherwise max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const n = b.length
  if (rows[0].length < n + 1) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)]
  let [prevPrev, prev, row] = rows
  for (let j = 0; j <= n; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1)
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1))
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        d = Math.min(d, prevPrev[j - 2] + 1)
      row[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    const t = prevPrev
    prevPrev = prev
    prev = row
    row = t
  }
  return Math.min(prev[n], max + 1)
}
