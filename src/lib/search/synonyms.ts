/**
 * Synonyms (content/search-synonyms.json): readers' words that the docs do not use. The file maps a
 * word of the docs to the words a reader may type instead; queries look it up the other way round.
 */

import { stem } from "./stem"
import { QUESTION_SET, SOFT_WORDS, STOP_WORDS } from "./tokenize"

/** Reader's word (or phrase of two or three words, "time zone") -> the docs' words it also searches. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>

const WORD = /^[\p{Ll}\p{N}]+$/u
/** A reader's phrase: two or three lowercase words ("time zone", "show up"). */
const PHRASE = /^[\p{Ll}\p{N}]+(?: [\p{Ll}\p{N}]+){1,2}$/u
const isPhrase = (text: string) => text.includes(" ")
/**
 * A phrase is matched on the query's words as read: stop words are gone, and soft words (SOFT_WORDS)
 * are no part of a phrase, but for question words: "who deleted" is how readers ask for a record of
 * changes. A phrase needs a word besides them, which then searches the docs' words.
 */
const DROPPED = new Set([...STOP_WORDS, ...SOFT_WORDS.filter((w) => !QUESTION_SET.has(w))])

/**
 * Reads and checks the file's content; throws an Error naming the file and the entry at fault, so a
 * bad edit fails the build with a message that says what to fix.
 */
export function parseSynonyms(raw: unknown, fileName: string): SynonymMap {
  const fail = (problem: string): never => {
    throw new Error(`${fileName}: ${problem}`)
  }
  const table = (raw as { synonyms?: unknown } | null)?.synonyms
  if (!table || typeof table !== "object" || Array.isArray(table))
    return fail(`expected an object { "synonyms": { "word": ["other", ...] } }`)
  const map = new Map<string, string[]>()
  for (const [word, alternatives] of Object.entries(table as Record<string, unknown>)) {
    if (!WORD.test(word)) fail(`"${word}" is not a lowercase single word`)
    if (!Array.isArray(alternatives) || alternatives.length === 0) fail(`"${word}" needs a non-empty list of words`)
    for (const entry of alternatives as unknown[]) {
      if (typeof entry !== "string" || !(WORD.test(entry) || PHRASE.test(entry)))
        fail(`"${word}": ${JSON.stringify(entry)} is not a lowercase word or phrase of two or three words`)
      const alternative = entry as string
      const dropped = isPhrase(alternative) ? alternative.split(" ").find((w) => DROPPED.has(w)) : undefined
      if (dropped) fail(`"${word}": the phrase "${alternative}" has "${dropped}", which queries drop or read as soft`)
      if (isPhrase(alternative) && alternative.split(" ").every((w) => QUESTION_SET.has(w)))
        fail(`"${word}": the phrase "${alternative}" has only question words`)
      if (alternative === word) fail(`"${word}" lists itself`)
      const list = map.get(alternative) ?? []
      if (!list.includes(word)) list.push(word)
      map.set(alternative, list)
    }
  }
  return map
}

/** A phrase's words as stems, joined by spaces: "showed up" and "shows up" are both "show up". */
export const phraseKey = (words: readonly string[]): string => words.map(stem).join(" ")

const phraseTables = new WeakMap<SynonymMap, Map<string, readonly string[]>>()

/** The map's phrases by phraseKey ("time zone" -> ["utc"]), for matching a query's words in a row. */
export function phrasesOf(synonyms: SynonymMap): ReadonlyMap<string, readonly string[]> {
  let table = phraseTables.get(synonyms)
  if (!table) {
    table = new Map()
    for (const [reader, docs] of synonyms) {
      if (!isPhrase(reader)) continue
      const key = phraseKey(reader.split(" "))
      table.set(key, [...new Set([...(table.get(key) ?? []), ...docs])])
    }
    phraseTables.set(synonyms, table)
  }
  return table
}
