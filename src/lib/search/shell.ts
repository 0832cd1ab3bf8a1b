/**
 * Reading a call to the API pasted from a shell script: curl's options say how the reader calls the
 * API, not what about. The operation is the method and the path: `curl -X POST /polls/{POLL_ID}/close
 * -H "Authorization: Bearer $KEY"` asks about "POST /polls/{POLL_ID}/close". (The script's variables
 * in the address are read before, with every address: operationPaths in tokenize.ts.)
 */

const METHODS = "GET|POST|PUT|PATCH|DELETE"

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
  const method = METHOD_OPTION.exec(text)?.[1].toUpperCase() ?? (DATA_OPTION.test(text) ? "POST" : "GET")
  const rest = text.replace(METHOD_OPTION, " ")
  const path = PATH.exec(rest)
  if (!path) return text
  return `${rest.slice(0, path.index)}${method} ${rest.slice(path.index)}`
    .replace(USUAL_HEADER, " ")
    .replace(CURL, " ")
    .replace(OPTION, " ")
    .replace(/\s+/g, " ")
    .trim()
}
