/**
 * Word forms: the Porter2 (English Snowball) stemmer of wink-porter2-stemmer, applied to the index
 * and to queries alike, so "voting" meets "vote", "weights" "weight" and "blocked" "block". Stems
 * are cached: a page of text repeats few distinct words.
 */
import porter2 from "wink-porter2-stemmer"

const cache = new Map<string, string>()
/** Words of three letters ending in a doubled consonant, whose forms Porter2 cuts to two: "add", "odd". */
const UNDOUBLED = new Set(["add", "odd", "egg", "ebb", "err"])

/** The stem of a lowercased word; numbers and identifiers with "_" or "-" are kept as they are. */
export function stem(word: string): string {
  let s = cache.get(word)
  if (s === undefined) {
    s = word.length < 3 || /[^\p{L}]/u.test(word) ? word : porter2(word)
    // Porter2 undoubles the consonant left when "-ing" or "-ed" goes ("adding" to "ad"), which splits
    // a word whose own form ends in it from its forms: "add" stays "add".
    if (s.length === 2 && UNDOUBLED.has(word.slice(0, 3))) s = word.slice(0, 3)
    if (cache.size > 50_000) cache.clear()
    cache.set(word, s)
  }
  return s
}
