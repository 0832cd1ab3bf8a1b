/**
 * The one edit distance of the site: optimal string alignment (Levenshtein plus the swap of two
 * neighbouring letters, so "colse" is one edit from "close"), computed only up to a bound. Search
 * typos (search/distance.ts) and "did you mean" suggestions for authors (did-you-mean.ts) use it; it
 * stays a module of its own so the pages' own bundle, which holds the sidebar and its suggestions,
 * does not carry the search's letter masks.
 */

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
