/**
 * A message pasted from Discord: the bot's reply, copied whole or nearly ("I can't send files here.
 * Missing permission: Attach Files"). The docs quote such messages, in Errors tables and
 * troubleshooting entries; the section that quotes the one pasted answers it, before sections that
 * only share its words (see client.ts, PASTED).
 */

/** Fewest words a query has to be read as a pasted message, and a quotation to be one. */
export const PASTED_MIN_WORDS = 4
/** Share of a pasted query's words, in a row, that a quoted message must hold. */
export const PASTED_SHARE = 0.8

const messageWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}']+/gu) ?? []

/** The messages a text quotes: prose in quotation marks, not an address or a header in an example. */
export function quotedMessages(text: string): string[][] {
  const quotes = Array.from(text.matchAll(/"([^"]+)"|“([^”]+)”/g), (m) => m[1] ?? m[2])
  return quotes
    .filter((quote) => !/:\/\/|^\s*[\w-]+:\s*\S+\s*$/.test(quote))
    .map(messageWords)
    .filter((words) => words.length > PASTED_MIN_WORDS)
}

/** The longest run of the query's words, in order, in the message. */
function longestRun(query: readonly string[], message: readonly string[]): number {
  let best = 0
  for (let i = 0; i < message.length; i++)
    for (let j = 0; j < query.length; j++) {
      let k = 0
      while (i + k < message.length && j + k < query.length && message[i + k] === query[j + k]) k++
      best = Math.max(best, k)
    }
  return best
}

/** A message's words a reader replaces with their own when pasting it: a name, a value ("@Kai", "create"). */
export const PASTED_OWN_WORDS = 2

/**
 * The query's words that line up with the message's, word for word from one place in it, when at
 * most PASTED_OWN_WORDS of them differ (the reader's own values, each counted half); 0 when more do.
 */
function alignedWords(query: readonly string[], message: readonly string[]): number {
  let best = 0
  for (let offset = 1 - query.length; offset < message.length; offset++) {
    let same = 0
    let own = 0
    for (let j = Math.max(0, -offset); j < query.length && offset + j < message.length; j++)
      if (message[offset + j] === query[j]) same++
      else own++
    if (own <= PASTED_OWN_WORDS) best = Math.max(best, same + own / 2)
  }
  return best
}

/** A query long enough to be a pasted message. */
export const mayBePasted = (query: string): boolean => messageWords(query).length >= PASTED_MIN_WORDS

/**
 * The query is a message the text quotes, pasted whole or nearly, or with the reader's own name or value
 * in place of the quotation's ("@Kai is already blocked (scope: create)" for "@QuickVoter99 is already
 * blocked (scope: vote)").
 */
export function quotesPastedMessage(query: string, text: string): boolean {
  const words = messageWords(query)
  if (words.length < PASTED_MIN_WORDS || (!text.includes('"') && !text.includes("“"))) return false
  const needed = Math.max(PASTED_MIN_WORDS, PASTED_SHARE * words.length)
  return quotedMessages(text).some((message) => {
    const run = longestRun(words, message)
    return run >= needed || (run >= PASTED_MIN_WORDS && alignedWords(words, message) >= needed)
  })
}
