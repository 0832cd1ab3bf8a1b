/**
 * "Did you mean …?" for names an author typed: sidebar doc ids, OpenAPI tags, component names and
 * props. The nearest candidate by edit distance (insertions, deletions, substitutions and swaps of
 * two neighbours: the site's one edit distance, edit-distance.ts), case ignored, when it is close
 * enough to be the intended one.
 */
import { boundedDistance } from "./edit-distance"

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
    const distance = boundedDistance(wanted, candidate.toLowerCase(), limit)
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance }
  }
  return best?.candidate ?? null
}

/** ` Did you mean "x"?` or an empty string, to append to a message. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const match = closestMatch(name, candidates)
  return match && match !== name ? ` Did you mean "${match}"?` : ""
}
