/**
 * Synonyms (content/search-synonyms.json): readers' words that the docs do not use. The file maps a
 * word of the docs to the words a reader may type instead; queries look it up the other way round.
 */

/** Reader's word -> the docs' words it also searches. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>

const WORD = /^[\p{Ll}\p{N}]+$/u

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
    for (const alternative of alternatives as unknown[]) {
      if (typeof alternative !== "string" || !WORD.test(alternative))
        fail(`"${word}": ${JSON.stringify(alternative)} is not a lowercase single word`)
      if (alternative === word) fail(`"${word}" lists itself`)
      const list = map.get(alternative as string) ?? []
      if (!list.includes(word)) list.push(word)
      map.set(alternative as string, list)
    }
  }
  return map
}
