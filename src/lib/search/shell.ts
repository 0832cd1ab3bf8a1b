/**
 * Reading a call to the API pasted from a shell script: curl's options and the script's variables say
 * how the reader calls the API, not what about. The operation is the method and the path:
 * `curl -X POST "$BASE/polls/$POLL_ID/close" -H "Authorization: Bearer $KEY"` asks about
 * "POST /polls/{POLL_ID}/close".
 */

const METHODS = "GET|POST|PUT|PATCH|DELETE"
/** A shell variable, or a placeholder of a format string: $BASE, ${BASE_URL}, {BASE}. */
const VARIABLE = "(?:\\$\\{?[A-Za-z_][A-Za-z0-9_]*\\}?|\\{[A-Za-z_][A-Za-z0-9_]*\\})"
/** A path's next segment: a name, a parameter, an ID or a variable. */
const NEXT_SEGMENT = "(?=\\/[\\p{L}\\p{N}{:<$@])"
/** A variable standing for the API's address before a path ("$BASE" in "$BASE/polls"), not a segment of it. */
const BASE_VARIABLE = new RegExp(`(?<![\\p{L}\\p{N}_./$}-])${VARIABLE}${NEXT_SEGMENT}`, "gu")
/** A variable as a segment of a path ("/$POLL_ID", "/${POLL_ID}"): a parameter. */
const SEGMENT_VARIABLE = /\/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g

/**
 * A text with the shell variables of its API paths read as the docs write paths: the address before the
 * path dropped, each variable segment a parameter. "$BASE/polls/$POLL_ID/close" -> "/polls/{POLL_ID}/close";
 * f"{BASE}/guilds/{gid}/polls" -> f"/guilds/{gid}/polls".
 */
export function shellVariablePaths(text: string): string {
  return text.replace(BASE_VARIABLE, "").replace(SEGMENT_VARIABLE, "/{$1}")
}

const CURL = new RegExp("(?<![\\p{L}\\p{N}_-])curl(?![\\p{L}\\p{N}_-])", "iu")
/** curl's method option: -X POST, --request DELETE, -XPOST. */
const METHOD_OPTION = new RegExp(`(?<!\\S)(?:-X\\s*|--request[\\s=]+)["']?(${METHODS})["']?(?!\\S)`, "i")
/** curl's options that send a body, and so make the request a POST when no method is given. */
const DATA_OPTION = /(?<!\S)(?:-d|--data(?:-raw|-binary|-urlencode)?|--json|-F|--form)(?!\S)/
/**
 * A header every call sends as the docs show it (a Bearer key, JSON bodies): how any request is made,
 * not what the reader asks about. A header written otherwise ("Authorization: Token ...") is kept.
 */
const USUAL_HEADER =
  /(?<!\S)(?:-H|--header)\s*(["'])(?:Authorization:\s*Bearer\s[^"']*|(?:Content-Type|Accept):\s*application\/json)\1/gi
/** A curl option (-s, -sS, -H, --header, --fail ...): how curl runs, none of the reader's subject. */
const OPTION = /(?<!\S)--?[A-Za-z][A-Za-z-]*(?!\S)/g
/** The first API path of a command, maybe quoted. */
const PATH = new RegExp(`(?<=^|[\\s"'=])\\/[\\p{L}\\p{N}{:<@][^\\s"'?]*`, "u")

/**
 * A curl command read as the operation it calls: its method (-X, or POST when it sends data, else GET)
 * before its path, its options and the word "curl" dropped; the rest (headers, body, what the reader
 * says about it) kept. A text with no curl command, or a curl command with no API path, is returned as it is.
 */
export function curlCommand(text: string): string {
  if (!CURL.test(text)) return text
  const path = PATH.exec(text)
  if (!path) return text
  const method = METHOD_OPTION.exec(text)?.[1].toUpperCase() ?? (DATA_OPTION.test(text) ? "POST" : "GET")
  const start = path.index
  const before = text.slice(0, start).replace(METHOD_OPTION, " ")
  const after = text.slice(start + path[0].length).replace(METHOD_OPTION, " ")
  return `${before}${method} ${path[0]}${after}`
    .replace(USUAL_HEADER, " ")
    .replace(CURL, " ")
    .replace(OPTION, " ")
    .replace(/\s+/g, " ")
    .trim()
}
