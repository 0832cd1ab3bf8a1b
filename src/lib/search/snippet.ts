/**
 * Display text for results: titles and a short snippet of the content around the first match, cut
 * into segments where words starting with a query term are marked. The segments are plain strings,
 * rendered as React text nodes and <mark> elements; no query text is ever turned into a pattern
 * or into HTML.
 */
import { marksWord, wordPattern } from "./tokenize"
import type { TextSegment } from "./types"

const ELLIPSIS = "…"

function matchesTerm(word: string, terms: string[]): boolean {
  const lower = word.toLowerCase()
  return terms.some((term) => marksWord(lower, term))
}

/** Text split into segments; whole words that start with one of the (lowercase) terms are marked. */
export function markTerms(text: string, terms: string[]): TextSegment[] {
  const segments: TextSegment[] = []
  const push = (value: string, mark: boolean) => {
    if (!value) return
    const last = segments[segments.length - 1]
    if (last && last.mark === mark && !mark) last.text += value
    else segments.push({ text: value, mark })
  }
  let end = 0
  if (terms.length > 0) {
    const pattern = wordPattern()
    let match: RegExpExecArray | null
    while ((match = pattern.exec(text))) {
      if (!matchesTerm(match[0], terms)) continue
      push(text.slice(end, match.index), false)
      push(match[0], true)
      end = match.index + match[0].length
    }
  }
  push(text.slice(end), false)
  return segments
}

/** Index of the first word of the text that starts with a term, or -1. */
function firstMatch(text: string, terms: string[]): number {
  if (terms.length === 0) return -1
  const pattern = wordPattern()
  let match: RegExpExecArray | null
  while ((match = pattern.exec(text))) if (matchesTerm(match[0], terms)) return match.index
  return -1
}

/**
 * About `maxLength` characters of the text around its first match (the start of the text when
 * nothing matches), cut at spaces, with ellipses where text was left out, and the terms marked.
 */
export function snippet(text: string, terms: string[], maxLength = 160): TextSegment[] {
  const content = text.trim()
  if (!content) return []
  const at = Math.max(0, firstMatch(content, terms))
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
