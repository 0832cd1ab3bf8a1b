/**
 * Words: runs of letters and digits, lowercased. Queries, the scorer, the highlighter and the
 * FlexSearch index all split text the same way, so a candidate FlexSearch finds is one the scorer
 * can score. The patterns are built from strings so that no build step expands \p{L} into a
 * multi-kilobyte character class.
 */

import { curlCommand } from "./shell"

/** Separator between words, for FlexSearch's `split` option. */
export const WORD_SEPARATOR = new RegExp("[^\\p{L}\\p{N}]+", "u")

/** Longest query the box accepts: 512 characters. */
export const MAX_QUERY_LENGTH = 512

/** More tokens than this add nothing to a ranking but cost time. */
export const MAX_TOKENS = 16

/** A fresh global matcher of words (global regexps carry state, so never share one). */
export function wordPattern(): RegExp {
  return new RegExp("[\\p{L}\\p{N}]+", "gu")
}

/**
 * Negations, as people write them: "can't", "cannot", "doesn't", "won't", typed with or without the
 * apostrophe ("cant", "doesnt"). They are read as their verb and "not", in the docs and in queries
 * alike, so that "can't vote" meets the heading "I cannot vote" and "bot doesnt respond" meets "The bot
 * does not respond": the "not" says the reader has a problem.
 */
const NOT_AFTER = "(?![\\p{L}\\p{N}])"
const NOT_BEFORE = "(?<![\\p{L}\\p{N}])"
/** "doesn't", "can't" (the verb, then n't); "cannot"; "doesnt", "cant", "wont" typed without the apostrophe. */
const NEGATIONS = [
  `(\\p{L}+)n['\u2019]t${NOT_AFTER}`,
  `${NOT_BEFORE}(can)not${NOT_AFTER}`,
  `${NOT_BEFORE}(ca|wo|do|does|did|is|are|was|were|has|have|had|could|would|should|must|need)nt${NOT_AFTER}`,
]
const NEGATED_VERB: Readonly<Record<string, string>> = { ca: "can", wo: "will", sha: "shall" }

/** "can't" -> "can not", "won't" -> "will not", "doesnt" -> "does not", "cannot" -> "can not" (any case). */
export function readNegations(source: string): string {
  let text = source
  for (const source of NEGATIONS)
    text = text.replace(
      new RegExp(source, "giu"),
      (_m, verb: string) => `${NEGATED_VERB[verb.toLowerCase()] ?? verb} not`
    )
  return text
}

/** The word negations are read as. */
export const NEGATION = "not"
/** Query words that say something does not work, as NEGATION does: "my scheduled poll never showed up". */
export const NEGATION_WORDS: ReadonlySet<string> = new Set([NEGATION, "never"])

/**
 * Whether a highlight term marks a (lowercase) word of the text: words starting with it ("vote" marks
 * "votes"), but the negation only as itself and "cannot" ("not" does not mark "nothing" or "notes"),
 * a number only as itself, with or without a unit ("2" marks "2" and "2h", not "20" or "2026"), and
 * the product's name only as itself ("poll" does not mark "Pollaris", on nearly every snippet).
 */
export function marksWord(word: string, term: string): boolean {
  return termMarker(term)(word)
}

/** marksWord for one term, its checks of the term made once: a text's words are many. */
function termMarker(term: string): (word: string) => boolean {
  if (term === NEGATION) return (word) => word === NEGATION || word === "cannot"
  const numeric = /^\d+$/.test(term)
  return (word) => {
    if (PRODUCT_NAME_WORDS.includes(word)) return term === word
    if (numeric) return word.startsWith(term) && !/\d/.test(word.charAt(term.length))
    return term.length > 0 && word.startsWith(term)
  }
}

const WORD_CHAR = /[\p{L}\p{N}_]/u

/** A match of a highlight term in a text: [start, end) and the index of the term that marks it. */
export interface MarkedRange {
  start: number
  end: number
  term: number
}

/**
 * Where highlight terms mark a text, in order. An identifier or API path term marks its whole
 * occurrences (case aside, not inside a longer identifier), and the words inside them are not marked
 * again; any other term marks words as marksWord says. A word counts for the first term that marks it.
 * Terms are compared as text only: nothing in them is read as a pattern.
 */
export function markedRanges(text: string, terms: readonly string[]): MarkedRange[] {
  if (terms.length === 0) return []
  const whole: MarkedRange[] = []
  const lower = text.toLowerCase()
  // (A text whose lowercase differs in length, by a rare Unicode letter, is marked word by word.)
  terms.forEach((term, index) => {
    if (!isCompound(term) || lower.length !== text.length) return
    // A path's shape marks the paths of that shape, whatever their parameters are called; a shape
    // without a method marks the path after one.
    if (term.includes("{}")) {
      for (const match of text.matchAll(pathPattern())) {
        const method = /^\S+\s+(?=\/)/.exec(match[0])?.[0].length ?? 0
        const end = (match.index ?? 0) + match[0].length
        const start = pathShape(match[0]) === term ? end - match[0].length : end - match[0].length + method
        if (pathShape(text.slice(start, end)) === term && !whole.some((r) => r.start < end && start < r.end))
          whole.push({ start, end, term: index })
      }
      return
    }
    for (let start = lower.indexOf(term); start >= 0; start = lower.indexOf(term, start + 1)) {
      const end = start + term.length
      const inLonger =
        WORD_CHAR.test(text.charAt(start - 1)) ||
        WORD_CHAR.test(text.charAt(end)) ||
        (/[.-]/.test(text.charAt(end)) && WORD_CHAR.test(text.charAt(end + 1)))
      if (!inLonger && !whole.some((r) => r.start < end && start < r.end)) whole.push({ start, end, term: index })
    }
  })
  const ranges = [...whole]
  const markers = terms.map((t) => (isCompound(t) ? null : termMarker(t)))
  const pattern = wordPattern()
  let match: RegExpExecArray | null
  while ((match = pattern.exec(text))) {
    const start = match.index
    const end = start + match[0].length
    if (whole.length > 0 && whole.some((r) => r.start < end && start < r.end)) continue
    const word = match[0].toLowerCase()
    const term = markers.findIndex((marks) => marks !== null && marks(word))
    if (term >= 0) ranges.push({ start, end, term })
  }
  return ranges.sort((a, b) => a.start - b.start)
}

/** The lowercased words of a text, in order, repeats kept. */
export function words(text: string): string[] {
  return readNegations(text.toLowerCase()).split(WORD_SEPARATOR).filter(Boolean)
}

/** A word of an identifier, with the index of a list field after it if any ("answers[2]"). */
const IDENTIFIER_WORD = "[\\p{L}\\p{N}]+(?:\\[\\p{N}*\\])?"

/**
 * Identifiers: words joined by "_", "-" or "." ("validation_failed", "role-weight", "poll.create",
 * "X-RateLimit-Remaining"), list indexes kept ("answers[2].text", as a validation error names a
 * field). A camelCase name ("updateRole") has no separator and is one word already.
 */
export function compoundPattern(): RegExp {
  return new RegExp(`${IDENTIFIER_WORD}(?:[._-]${IDENTIFIER_WORD})+`, "gu")
}

/**
 * A segment of an API path: a name ("polls", "@me", "audit-log"), a parameter ({pollId}, :pollId,
 * <pollId>), or the "{}" of a path's shape (pathShape).
 */
const SEGMENT = "/(?:\\{\\}|[{:<]?[\\p{L}\\p{N}_@-]+[}>]?)"
/**
 * An API path of two segments or more, parameters in braces ("/polls/{pollId}/votes"), or of any
 * length after an HTTP method, as an operation is written ("POST /polls").
 */
const PATH = `(?:(?<![\\p{L}\\p{N}])(?:GET|POST|PUT|PATCH|DELETE)\\s+(?:${SEGMENT})+|(?:${SEGMENT}){2,})`

/** API paths; the method is in capitals, as operations are written ("post /poll" is a verb and a command). */
function pathPattern(): RegExp {
  return new RegExp(PATH, "gu")
}

const WHOLE_PATH = new RegExp(`^${PATH}$`, "u")
const LONG_PATH = new RegExp(`^(?:${SEGMENT}){2,}$`, "u")

/** Whether a text is one API path ("/polls/{pollId}/votes", "POST /polls"). */
export const isApiPath = (text: string) => WHOLE_PATH.test(text)

/** A segment that stands for a value: a parameter in any notation ({pollId}, :pollId, <pollId>) or an ID. */
const PARAMETER_SEGMENT = /^(?:\{.*\}|:.+|<.*>|\d+)$/

/**
 * An API path's shape: lowercased, each parameter or ID as "{}" ("get /polls/{}/votes" for "GET
 * /polls/{pollId}/votes", "/polls/:id/votes" or "/polls/1251839906402717736/votes"). Readers name
 * the parameters their own way; the shape is the same. Null for a path without parameters.
 */
export function pathShape(path: string): string | null {
  const lower = identifierWord(path)
  const shape = lower.replace(/\/([^/\s]+)/g, (segment, name: string) =>
    PARAMETER_SEGMENT.test(name) ? "/{}" : segment
  )
  return shape === lower ? null : shape
}

/**
 * A path after its method ("get /polls/{pollid}/votes"), without it, when it is long enough to be
 * a path by itself ("/polls/{pollid}/votes"; "/polls" is no path alone): else null.
 */
export function pathWithoutMethod(path: string): string | null {
  const bare = path.replace(/^\S+\s+(?=\/)/, "")
  return bare !== path && LONG_PATH.test(bare) ? bare : null
}

/** An identifier as one word: lowercased, a path with one space after its method ("post /polls"). */
export const identifierWord = (raw: string) => raw.toLowerCase().replace(/\s+/g, " ")

/**
 * The identifiers of a text, lowercased, repeats kept: joined words, then API paths, a path after its
 * method also without it when it is long enough to be one by itself ("get /polls/{pollid}" and "/polls/{pollid}"),
 * and a path with parameters also as its shape ("get /polls/{}", pathShape).
 */
export function compounds(text: string): string[] {
  const lower = text.toLowerCase()
  const paths = Array.from(text.matchAll(pathPattern()), (m) => identifierWord(m[0]))
  return [
    ...Array.from(lower.matchAll(compoundPattern()), (m) => m[0]),
    ...paths
      .flatMap((path) => {
        const bare = pathWithoutMethod(path)
        return bare ? [path, bare] : [path]
      })
      .flatMap((path) => {
        const shape = pathShape(path)
        return shape ? [path, shape] : [path]
      }),
  ]
}

/**
 * The words a field is indexed with: its words, and identifiers kept whole as well, so that
 * "validation_failed" is found as itself and by "failed", and the words of long camelCase names.
 * Stop words are left out.
 */
export function indexWords(text: string): string[] {
  if (!text) return []
  return [...words(text).filter((w) => !STOP.has(w)), ...compounds(text), ...camelCaseWords(text)]
}

/**
 * The words of a text's snake_case names before their last one, that the text does not also hold
 * apart: "allowed" in "allowed_roles on a poll". A name's last word says what it is (roles), the
 * ones before only which.
 */
export function nameQualifiers(text: string): string[] {
  const lower = text.toLowerCase()
  const snakeName = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu
  const names = lower.match(snakeName) ?? []
  const apart = new Set(words(lower.replace(snakeName, " ")))
  return [...new Set(names.flatMap((name) => name.split("_").slice(0, -1)))].filter((w) => !apart.has(w))
}

/**
 * For the camelCase names of a text: their snake_case spelling ("getRestrictions": get_restrictions),
 * which no stemmer folds (as a plain word, getrestrictions and getrestriction share a stem), and,
 * for names of three words or more, those words ("AuditLogAction": audit, log, action), so that
 * "audit log action" finds them. A name of two ("PollPublish") is one word of two indexed words,
 * which the index splits already (compoundSplits in score-prepare.ts).
 */
function camelCaseWords(text: string): string[] {
  const out: string[] = []
  for (const [name] of text.matchAll(/[\p{L}\p{N}]*\p{Ll}\p{Lu}[\p{L}\p{N}]*/gu)) {
    const parts = identifierParts(name)
    out.push(parts.join("_"))
    if (parts.length >= 3) out.push(...parts.filter((part) => !STOP.has(part)))
  }
  return out
}

/** The snake_case spelling of a camelCase name ("closePoll": close_poll), or null for any other word. */
export function camelCaseSnake(name: string): string | null {
  return /\p{Ll}\p{Lu}/u.test(name) && !isCompound(name) ? identifierParts(name).join("_") : null
}

/**
 * Common English words that say nothing about a section, and the pieces contractions split into
 * ("don't" is "don" and "t"). The index leaves them out (they would be the longest entries in it) and
 * queries drop them, as most full-text engines do.
 */
export const STOP_WORDS: readonly string[] = [
  "a",
  "am",
  "an",
  "and",
  "are",
  "aren",
  "as",
  "at",
  "be",
  "been",
  "being",
  "but",
  "by",
  "d",
  "didn",
  "doesn",
  "don",
  "for",
  "from",
  "had",
  "has",
  "have",
  "he",
  "her",
  "hers",
  "herself",
  "him",
  "himself",
  "his",
  "if",
  "in",
  "into",
  "is",
  "isn",
  "it",
  "its",
  "ll",
  "m",
  "of",
  "on",
  "or",
  "re",
  "s",
  "she",
  "so",
  "t",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "there",
  "these",
  "they",
  "this",
  "those",
  "to",
  "ve",
  "was",
  "wasn",
  "were",
  "will",
  "with",
  "you",
  "your",
]

/**
 * The words questions are made of. They stay in the index (headings such as "Who can vote" or "Can I
 * change my vote?" hold them), but in a query they only add a little to sections that have them and
 * never decide which sections match: "why can't I vote" is a search for "vote". A query made of them
 * alone searches them as words.
 */
export const QUESTION_WORDS: readonly string[] = [
  "can",
  "could",
  "did",
  "do",
  "does",
  "how",
  "i",
  "me",
  "my",
  "our",
  "should",
  "us",
  "we",
  "what",
  "when",
  "where",
  "which",
  "who",
  "why",
  "would",
  // as typed in a chat, without the apostrophe or spelled short
  "hows",
  "im",
  "u",
  "ur",
  "whats",
  "whens",
  "wheres",
  "whos",
  "whys",
]

/** QUESTION_WORDS, for lookups. */
export const QUESTION_SET: ReadonlySet<string> = new Set(QUESTION_WORDS)

/**
 * Forms of "get" and "keep" that carry no subject in a reader's report of a problem ("my script keeps
 * getting 429", "got a 403"). In a query they are soft, as question words are, so that "getting" does not
 * draw every "Get ..." operation; the index keeps them, and "get" itself stays a full word.
 */
export const SYMPTOM_FILLER_WORDS: readonly string[] = ["getting", "gets", "got", "keeps"]

/**
 * Verbs that carry no subject of their own in a question ("what date format do i use", "does the
 * export use my local time"): soft, so that a section lacking them is not ranked below one that only
 * has "When to use it". Alone, or as a title's word ("Use Application Commands"), they still count.
 */
export const LIGHT_VERBS: readonly string[] = ["use"]

/**
 * The product's name. Every page is about it, so beside other words it does not tell which section
 * answers ("which languages can pollaris reply in"); alone, it still searches.
 */
export const PRODUCT_NAME_WORDS: readonly string[] = ["pollaris"]

/**
 * Words that only link a query's subjects ("open poll quota via api", "does unblocking also lift the
 * role's block", "stuck at 0 even though members voted"): a section that says "via" is no nearer the
 * answer. Left in the index, rarely in the docs.
 */
export const LINKING_WORDS: readonly string[] = ["via", "also", "even", "though", "although"]

/** Words that only colour a question ("should i just give the bot administrator"): no section is about them. */
export const FILLER_WORDS: readonly string[] = ["actually", "basically", "just", "really", "simply"]

/** Keywords of code pasted around a call ("await client.closePoll(…)"): they say nothing of what it does. */
export const CODE_KEYWORDS: readonly string[] = ["await", "async", "const"]

/** Words that are soft beside other words in a query. */
export const SOFT_WORDS: readonly string[] = [
  ...QUESTION_WORDS,
  ...SYMPTOM_FILLER_WORDS,
  ...LIGHT_VERBS,
  ...PRODUCT_NAME_WORDS,
  ...LINKING_WORDS,
  ...FILLER_WORDS,
  ...CODE_KEYWORDS,
]
const SOFT = new Set(SOFT_WORDS)

const STOP = new Set(STOP_WORDS)

/** The base path an API is served under: "/api/v1", "/api", "/v2". */
const BASE_PATH = "(?:\\/api(?:\\/v\\d+)?|\\/v\\d+)"
/** A path's next segment: a name, a parameter or an ID. */
const NEXT_SEGMENT = "(?=\\/[\\p{L}\\p{N}{:<])"
/** An address's scheme and host before a path other than the base alone ("https://pollaris.example" in ".../api/v1/polls"). */
const ORIGIN = new RegExp(`\\bhttps?:\\/\\/[^\\s/'"\`]+(?!${BASE_PATH}\\/?(?![^\\s'"\`]))${NEXT_SEGMENT}`, "gu")
/** The base path starting a path, before an operation's segments ("/api/v1" in "/api/v1/polls"). */
const BASE_BEFORE_PATH = new RegExp(`(?<![\\p{L}\\p{N}_./-])${BASE_PATH}${NEXT_SEGMENT}`, "gu")

/** A script's variable as a segment of a path ("/$POLL_ID", "/${POLL_ID}"): a parameter. */
const SEGMENT_VARIABLE = /\/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g
/** A script's variable (or a format string's placeholder) holding the address before a path: "$BASE/polls", f"{BASE}/polls". */
const BASE_VARIABLE = new RegExp(
  `(?<![\\p{L}\\p{N}_./$}-])(?:\\$\\{?[A-Za-z_][A-Za-z0-9_]*\\}?|\\{[A-Za-z_][A-Za-z0-9_]*\\})${NEXT_SEGMENT}`,
  "gu"
)

/**
 * A query with each address pasted from a log, a script or curl read as the operation's path it
 * names, as the docs write operations: "POST https://pollaris.example/api/v1/polls/123/close" ->
 * "POST /polls/123/close", "$BASE/polls/$POLL_ID/close" -> "/polls/{POLL_ID}/close". The base alone
 * ("https://pollaris.example/api/v1") is left whole.
 */
export function operationPaths(text: string): string {
  return text
    .replace(SEGMENT_VARIABLE, "/{$1}")
    .replace(ORIGIN, "")
    .replace(BASE_BEFORE_PATH, "")
    .replace(BASE_VARIABLE, "")
}

/** A type's name before one of its fields ("Restriction." in "Restriction.created_by"): a PascalCase name and a dot. */
const TYPE_BEFORE_FIELD = new RegExp("(?<![\\p{L}\\p{N}_.$])(\\p{Lu}\\p{Ll}[\\p{L}\\p{N}]*)\\.(?=[\\p{Ll}_])", "gu")

/**
 * A query with a field written after its type, as code and references write it, read as the model's name
 * and the field: "Restriction.created_by" -> "Restriction created_by", the model named with a field of it.
 * A lowercase name before the dot is kept whole: "poll.create" is an audit action, "settings.language" a field.
 */
export const typeFields = (text: string): string => text.replace(TYPE_BEFORE_FIELD, "$1 ")

/** An HTTP version in a pasted status line ("HTTP/1.1 401 Unauthorized"): no word of the docs, and "1.1" no number of the reader's. */
const HTTP_VERSION = /\bHTTP\/\d(?:\.\d)?(?![\w.])/gi

/** A query with a pasted status line's HTTP version read as "HTTP": "HTTP/1.1 401 Unauthorized" -> "HTTP 401 Unauthorized". */
export const withoutHttpVersions = (text: string): string => text.replace(HTTP_VERSION, "HTTP")

/** One term of a query, as the scorer searches it. */
export interface QueryTerm {
  /** A lowercased word, or a whole identifier ("can_manage_polls", "updaterole", "poll.create"). */
  text: string
  /** Also matched as a trailing-wildcard prefix: only the word being typed (the last, no space after it). */
  prefix: boolean
  /** A question word beside other words: matched exactly, as a small bonus that does not decide the match. */
  soft: boolean
  /**
   * For an identifier, its words ("manage", "polls"; "update", "role" for "updateRole"): searched
   * below the identifier, or in its place when the index does not hold it whole.
   */
  parts: string[]
  /**
   * For an identifier, the same name with the other separators ("max_choices", "max-choices",
   * "max.choices", "maxchoices" for "maxChoices"): readers do not always remember which one a name
   * uses; for an API path with parameters, its shape (pathShape). Searched when the index does not
   * hold the name as typed.
   */
  spellings?: string[]
  /** After "of" that follows a word of the query ("... of a scheduled poll"): says what the query's subject is of. */
  qualifier?: boolean
  /** Typed capitalised ("Read", not "read" or "READ"): a word of a Title Case name, maybe (titleCaseName). */
  capitalized?: boolean
  /**
   * Its part in a slash command as Discord shows it ("/editpoll max_choices:2"): the command after
   * the slash, an option before its colon, a value after it.
   */
  slash?: "command" | "option" | "value"
  /** Typed as a JSON object's key (`"anonymous": true`): a field of the API's data, pasted from a body or a response. */
  jsonKey?: boolean
  /**
   * Words that come right after this one somewhere in the query, when the list of terms, which has
   * each word once, does not show it: "set up ... showed up" has "up" once, after "set"; "showed" is
   * followed by "up" too. A reader's phrase ("show up") is matched on the words in a row as typed.
   */
  followedBy?: string[]
  /**
   * Set apart from the word before it by punctuation or a conjunction ("members, only", "member or
   * only"): the two are no phrase of the reader's, whatever stop words fall between them.
   */
  apart?: boolean
  /** In a JSON key's value (`"start_time": "2026-06-20T18:00:00Z"`, `"weight": 7`): the reader's own data, not their subject. */
  jsonValue?: boolean
}

/** What ends a reader's phrase between two words: punctuation, or a conjunction (CONJUNCTIONS). */
const PHRASE_BREAK = /[,;:.!?()[\]{}"|]/
const CONJUNCTIONS = new Set(["and", "or", "but"])

/** An API path, or letters and digits possibly joined by "_", "-" or "." into an identifier (compoundPattern). */
function chunkPattern(): RegExp {
  return new RegExp(`${PATH}|${IDENTIFIER_WORD}(?:[._-]${IDENTIFIER_WORD})*`, "gu")
}

/**
 * A method called in pasted code is read as its name: "client.closePoll(" as "closePoll",
 * "requests.delete(" as "delete"; the object before the dot is the reader's own variable.
 */
function calledName(chunk: string, next: string | undefined): string {
  if (next !== "(" || !chunk.includes(".") || isApiPath(chunk)) return chunk
  return chunk.slice(chunk.lastIndexOf(".") + 1)
}

/**
 * A chunk's part in a slash command typed as Discord shows it: the command right after a slash that
 * starts a word ("/editpoll"), an option right before a colon ("max_choices:"), a value right after
 * an option's colon ("2", "@Staff", "#F80"). Undefined for any other chunk.
 */
function slashRole(text: string, start: number, end: number): QueryTerm["slash"] {
  if (text[start - 1] === "/" && (start === 1 || /\s/.test(text[start - 2]))) return "command"
  if (text[end] === ":" && !text.startsWith("//", end + 1)) return "option"
  if (/[\p{L}\p{N}_]:[@#]?$/u.test(text.slice(Math.max(0, start - 3), start))) return "value"
  return undefined
}

/**
 * Whether a chunk is an object's key, followed by a colon: in quotes (`"emoji": ":party:"`, Python's
 * `'emoji': ...`), or bare after a brace or a comma, as JavaScript writes it (`{ text: 'Pizza', emoji: ... }`).
 */
function isJsonKey(text: string, start: number, end: number): boolean {
  const quote = text[start - 1]
  if ((quote === '"' || quote === "'") && text[end] === quote) return /^\s*:/.test(text.slice(end + 1))
  return /^\s*:(?!\S)/.test(text.slice(end)) && /[{,]\s*$/.test(text.slice(0, start))
}

/** An HTTP status code: the subject of a query even as a JSON value (`"status": 404`). */
const STATUS_CODE = /^[1-5]\d\d$/

/**
 * A JSON string value that is the reader's own text: a number or a date, a colour, or up to three words
 * with a capital or a space ("Thursday", "Pizza (veggie)"); a lowercase word is a value the API names
 * (`"draft"`), a longer text a message the docs may quote.
 */
const OWN_JSON_STRING = /"(?:\d[^"]*|#[0-9a-fA-F]{3,8}|(?=[^"]*(?:\p{Lu}|\s))[^"\s]+(?:\s[^"\s]+){0,2})"/u.source
/** A JSON key and its value when the value is the reader's own data (a number, or OWN_JSON_STRING). */
const JSON_OWN_VALUE = new RegExp(`"[^"\\s]+"\\s*:\\s*(${OWN_JSON_STRING}|-?\\d[\\d.eE+-]*)`, "gu")

/**
 * Where the reader's own data given as a JSON key's value is (`"weight": 7`, `"start_time":
 * "2026-06-20T18:00:00Z"`, `"embed_color": "#1abc9c"`, `"text": "Thursday"`): start and end offsets. A
 * word the API names or a message as a value may be the subject (`"code": "invalid_status"`), and so
 * is a status code (`"status": 404`).
 */
function jsonValueRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const m of text.matchAll(JSON_OWN_VALUE)) {
    if (STATUS_CODE.test(m[1])) continue
    const end = (m.index ?? 0) + m[0].length
    ranges.push([end - m[1].length, end])
  }
  return ranges
}

/** A word typed with a capital and then lowercase letters: "Read", "Emojis". */
const CAPITALIZED = /^\p{Lu}\p{Ll}+$/u
/** The little words a Title Case name may hold between its capitalised words: "Send Messages in Threads". */
const NAME_CONNECTORS = new Set(["in", "of", "and", "&"])

/**
 * A name written in Title Case, as Discord's interface writes its permissions ("Read Message History",
 * "Send Messages in Threads"), as one word: its capitalised words lowercased and joined with "_"
 * (read_message_history, send_messages_threads), the little words between them left out. A reader
 * who pastes one is after the sections that name it, not the many with "read" or "message". Null for
 * anything else: one word, a word not capitalised, a sentence.
 */
export function titleCaseName(text: string): string | null {
  const parts = text.trim().split(/\s+/)
  if (parts.length < 2 || parts.length > 6) return null
  const kept: string[] = []
  for (const [i, word] of parts.entries()) {
    if (CAPITALIZED.test(word)) kept.push(word.toLowerCase())
    else if (i === 0 || i === parts.length - 1 || !NAME_CONNECTORS.has(word)) return null
  }
  return kept.length >= 2 ? kept.join("_") : null
}

/** Whether a word is an identifier searched through its words: joined by "_", "-" or ".", or an API path. */
export const isCompound = (word: string) => /[._/ -]/.test(word)

/**
 * An identifier's words: "can_manage_polls" -> can, manage, polls; "updateRole" -> update, role;
 * "/polls/{pollId}/votes" -> polls, pollid, votes.
 */
function identifierParts(raw: string): string[] {
  if (isCompound(raw)) return words(raw)
  return raw.split(new RegExp("(?<=\\p{Ll})(?=\\p{Lu})", "u")).map((w) => w.toLowerCase())
}

/**
 * A field's path, as JSON paths, validation errors and code write it: with list indexes
 * ("changes[].new_value", "error.details[0].field"), a snake_case field ("settings.button_color") or a
 * camelCase one ("page.NextCursor"): its fields, the indexes dropped and camelCase in snake_case, as
 * the API names them; null for any other chunk ("poll.create" is a name of plain words).
 */
function fieldPathParts(raw: string): string[] | null {
  if (
    !raw.includes(".") ||
    !(/\[\p{N}*\]/u.test(raw) || raw.split(".").some((field) => field.includes("_") || camelCaseSnake(field)))
  )
    return null
  return raw
    .split(".")
    .map((field) => field.replace(/\[\p{N}*\]/gu, ""))
    .map((field) => camelCaseSnake(field) ?? field.toLowerCase())
    .filter(Boolean)
}

/**
 * The other ways an identifier is written: a field's path with dots alone, an API path by its shape
 * (pathShape), any other name with each separator (otherSpellings).
 */
function spellingsOf(raw: string, parts: readonly string[], typed: string, fieldPath: boolean): string[] {
  if (fieldPath) return [parts.join(".")]
  if (!isApiPath(raw)) return otherSpellings(parts, typed)
  const shape = pathShape(raw)
  return shape ? [shape] : []
}

/** An identifier's words joined by each separator an identifier may use, but the one it was typed with. */
function otherSpellings(parts: readonly string[], typed: string): string[] {
  return ["_", "-", ".", ""].map((separator) => parts.join(separator)).filter((spelling) => spelling !== typed)
}

/**
 * How a query is searched: its distinct words and identifiers in the first 512 characters, at most 16.
 *  - Stop words (STOP_WORDS) are dropped; question words, the filler verbs of a reported problem and
 *    the product's name (QUESTION_WORDS, SYMPTOM_FILLER_WORDS, PRODUCT_NAME_WORDS) are soft, unless
 *    nothing else is left: "how do I vote" searches "vote", "how" alone still searches "how".
 *  - Only the word being typed, the last one with no separator after it, is a prefix too: "can" in
 *    "can vote" is not "cancel". A stop or question word being typed after other words is not ("poll for").
 *  - An identifier (snake_case, kebab-case, camelCase or dotted, with a letter in it) is one term
 *    with its words as parts: "can_manage_polls", "updateRole", "poll.create"; so is an API path
 *    ("/polls/{pollId}/votes", "POST /polls").
 *  - Pasted code and logs: a method called reads as its name ("client.closePoll(" as closePoll:
 *    calledName), an address as the operation's path (operationPaths), "HTTP/1.1" as "HTTP", a
 *    curl command as its method and path (shell.ts: `curl "$BASE/polls/$POLL_ID"` is "GET /polls/{POLL_ID}").
 *    A field after its type ("Restriction.created_by") reads as the model and the field (typeFields).
 *  - Words typed capitalised are marked (a Title Case name, planned whole when the index holds it:
 *    titleCaseName), and so are the parts of a slash command typed as Discord shows it (slashRole).
 */
export function readQuery(query: string, maxLength: number = MAX_QUERY_LENGTH): QueryTerm[] {
  const pasted = typeFields(readNegations(String(query ?? "").slice(0, maxLength)))
  const text = withoutHttpVersions(curlCommand(operationPaths(pasted)))
  const values = jsonValueRanges(text)
  const chunks = Array.from(text.matchAll(chunkPattern()), (m) => {
    const end = (m.index ?? 0) + m[0].length
    const raw = calledName(m[0], text[end])
    const start = end - raw.length
    const jsonValue = values.some(([from, to]) => start >= from && end <= to)
    const jsonKey = isJsonKey(text, start, end)
    return { raw, start, end, slash: jsonKey ? undefined : slashRole(text, start, end), jsonKey, jsonValue }
  })
  if (chunks.length === 0) return []
  const typing = chunks[chunks.length - 1].end === text.length
  const all: QueryTerm[] = []
  chunks.forEach((chunk, c) => {
    const apart = c > 0 && PHRASE_BREAK.test(text.slice(chunks[c - 1].end, chunk.start))
    // A negation is whole once typed: its "not" is no prefix of "notification".
    const last = typing && c === chunks.length - 1 && chunk.raw.toLowerCase() !== NEGATION
    const fieldPath = fieldPathParts(chunk.raw)
    const parts = fieldPath ?? identifierParts(chunk.raw)
    if (parts.length > 1 && /\p{L}/u.test(chunk.raw)) {
      const text = identifierWord(chunk.raw)
      const spellings = spellingsOf(chunk.raw, parts, text, fieldPath !== null)
      all.push({
        text,
        prefix: last,
        soft: false,
        parts,
        ...(spellings.length ? { spellings } : {}),
        ...(chunk.slash ? { slash: chunk.slash } : {}),
        ...(chunk.jsonKey ? { jsonKey: true } : {}),
        ...(chunk.jsonValue ? { jsonValue: true } : {}),
        ...(apart ? { apart } : {}),
      })
      return
    }
    const plain = words(chunk.raw)
    const capitalized = plain.length === 1 && CAPITALIZED.test(chunk.raw)
    plain.forEach((w, i) =>
      all.push({
        text: w,
        prefix: last && i === plain.length - 1,
        soft: false,
        parts: [],
        ...(capitalized ? { capitalized } : {}),
        ...(chunk.slash && plain.length === 1 ? { slash: chunk.slash } : {}),
        ...(chunk.jsonKey && plain.length === 1 ? { jsonKey: true } : {}),
        ...(chunk.jsonValue ? { jsonValue: true } : {}),
        ...(apart && i === 0 ? { apart } : {}),
      })
    )
  })
  // The word after a conjunction starts another phrase.
  for (let i = 1; i < all.length; i++) if (CONJUNCTIONS.has(all[i - 1].text)) all[i].apart = true
  const functional = (term: QueryTerm) => term.parts.length === 0 && (STOP.has(term.text) || SOFT.has(term.text))
  // The words after "of" that follows a word of the query name what it is of ("the start time of a scheduled poll").
  for (let i = 1, of = false; i < all.length; i++) {
    if (of && !functional(all[i])) all[i].qualifier = true
    if (all[i].text === "of" && !functional(all[i - 1]) && /\p{L}/u.test(all[i - 1].text)) of = true
  }
  let kept: QueryTerm[]
  if (all.every(functional)) kept = all
  else {
    kept = all
      .filter((term) => term.parts.length > 0 || !STOP.has(term.text))
      .map((term) =>
        SOFT.has(term.text) && term.parts.length === 0
          ? { ...term, soft: true, prefix: false }
          : { ...term, parts: term.parts.filter((p) => !STOP.has(p) && !SOFT.has(p)) }
      )
  }
  const seen = new Map<string, QueryTerm>()
  for (const term of kept) {
    const known = seen.get(term.text)
    if (known) known.prefix = known.prefix || term.prefix
    else if (seen.size < MAX_TOKENS) seen.set(term.text, term)
  }
  const terms = Array.from(seen.values())
  // A word typed twice is searched once; what follows it is kept where the list no longer shows it.
  for (let i = 1; i < kept.length; i++) {
    const before = seen.get(kept[i - 1].text)
    const after = kept[i].text
    if (!before || !seen.has(after) || kept[i].apart || terms[terms.indexOf(before) + 1]?.text === after) continue
    if (!before.followedBy?.includes(after)) before.followedBy = [...(before.followedBy ?? []), after]
  }
  return terms
}

/** The words a query searches (identifiers as their words), for highlighting and the search page. */
export function tokenize(query: string, maxLength: number = MAX_QUERY_LENGTH): string[] {
  const out = new Set<string>()
  for (const term of readQuery(query, maxLength)) {
    if (term.soft) continue
    for (const w of term.parts.length > 0 ? term.parts : [term.text]) {
      out.add(w)
      if (out.size >= MAX_TOKENS) return Array.from(out)
    }
  }
  return Array.from(out)
}
