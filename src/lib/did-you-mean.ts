/**
 * "Did you mean …?" for names an author typed: sidebar doc ids, OpenAPI tags, component names and
 * props. The nearest candidate by edit distance (insertions, deletions, substitutions and swaps of
 * two neighbours), case ignored, when it is close enough to be the intended one.
 */

/** Optimal string alignment distance between a and b. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[rows - 1][cols - 1]
}

/**
 * The candidate nearest to `name`, or null when none is within reach: at most a third of the length
 * of the name's last path segment in edits (at least 1, at most 4), so "commands/nope" does not
 * suggest "commands/poll" but "getting-started/frist-steps" suggests "getting-started/first-steps".
 */
export function closestMatch(name: string, candidates: Iterable<string>): string | null {
  const wanted = name.toLowerCase()
  const lastSegment = wanted.slice(wanted.lastIndexOf("/") + 1)
  const limit = Math.min(4, Math.max(1, Math.floor(lastSegment.length / 3)))
  let best: { candidate: string; distance: number } | null = null
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase())
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance }
  }
  return best?.candidate ?? null
}

/** ` Did you mean "x"?` or an empty string, to append to a message. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const match = closestMatch(name, candidates)
  return match && match !== name ? ` Did you mean "${match}"?` : ""
}
