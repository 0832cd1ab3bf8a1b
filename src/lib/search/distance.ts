/**
 * Typo tolerance: the optimal string alignment distance (Levenshtein plus the swap of two
 * neighbouring letters, so "colse" is one edit from "close"), computed only up to a bound.
 */

/** Edits a query word of this length may be away from an indexed word: 1 for 4-7 letters, 2 above, 0 below. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length <= 7 ? 1 : 2
}

/** The distance of a and b when it is at most max, otherwise max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const n = b.length
  let prevPrev = new Array<number>(n + 1).fill(0)
  let prev = Array.from({ length: n + 1 }, (_, j) => j)
  let row = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1)
      row[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    ;[prevPrev, prev, row] = [prev, row, prevPrev]
  }
  return Math.min(prev[n], max + 1)
}
