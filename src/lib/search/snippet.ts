/**
 * Display text for results: titles and a short snippet of the content where it matches the query
 * best, cut into segments where the words and identifiers the query's terms mark are marked
 * (markedRanges). The segments are plain strings, rendered as React text nodes and <mark> elements;
 * no query text is ever turned into a pattern or into HTML.
 */
import { markedRanges } from "./tokenize"
import type { TextSegment } from "./types"

const ELLIPSIS = "…"

/** Text split into segments, the words and identifiers that the (lowercase) terms mark as marked ones. */
export function markTerms(text: string, terms: string[]): TextSegment[] {
  const segments: TextSegment[] = []
  const push = (value: string, mark: boolean) => {
    if (!value) return
    const last = segments[segments.length - 1]
    if (last && last.mark === mark && !mark) last.text += value
    else segments.push({ text: value, mark })
  }
  let end = 0
  for (const range of markedRanges(text, terms)) {
    push(text.slice(end, range.start), false)
    push(text.slice(range.start, range.end), true)
    end = range.end
  }
  push(text.slice(end), false)
  return segments
}

/** At most this many matches are weighed when choosing where a snippet starts. */
const MAX_MATCHES = 400

/**
 * Where the snippet of `maxLength` characters shows the most of the query: the index of the match it
 * starts from (a quarter of the snippet is kept before it), or -1 when nothing matches. A window is
 * worth the number of different terms it marks (a word counts for the first term that marks it); of
 * the best, the one that has them closest together, so that a narrow screen, which shows the
 * snippet's first line or two, still shows them; then the earliest, so a query whose words are all
 * near the start keeps the start.
 */
function bestMatch(text: string, terms: string[], maxLength: number): number {
  const found = markedRanges(text, terms).slice(0, MAX_MATCHES)
  if (found.length === 0) return -1
  const reach = maxLength - Math.floor(maxLength / 4)
  let best = found[0].start
  let most = 0
  let tightest = Infinity
  for (let i = 0; i < found.length; i++) {
    const seen = new Set<number>()
    let span = 0
    for (let j = i; j < found.length && found[j].start < found[i].start + reach; j++) {
      if (seen.has(found[j].term)) continue
      seen.add(found[j].term)
      span = found[j].start - found[i].start
    }
    if (seen.size > most || (seen.size === most && span < tightest)) {
      most = seen.size
      tightest = span
      best = found[i].start
    }
  }
  return best
}

/**
 * About `maxLength` characters of the text around its best match (bestMatch; the start of the text
 * when nothing matches), cut at spaces, with ellipses where text was left out, and the terms marked.
 */
export function snippet(text: string, terms: string[], maxLength = 160): TextSegment[] {
  const content = text.trim()
  if (!content) return []
  const at = Math.max(0, bestMatch(content, terms, maxLength))
  let start = Math.max(0, at - Math.floor(maxLength / 4))
  if (start > 0) {
    const space = content.indexOf(" ", start)
    start = space >= 0 && space < at ? space + 1 : start
  }
  let end = Math.min(content.length, start + maxLength)
  if (end < content.length) {
    const space = content.lastIndexOf(" ", end)
    if (space > at) end = space
  }
  const body = content.slice(start, end).trim()
  const segments = markTerms(body, terms)
  if (start > 0) segments.unshift({ text: ELLIPSIS, mark: false })
  if (end < content.length) segments.push({ text: ELLIPSIS, mark: false })
  return segments
}
