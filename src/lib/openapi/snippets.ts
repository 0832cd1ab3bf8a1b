/**
 * The samples httpsnippet writes (Node, Go, Ruby, PHP, Java, C#), from a HAR request entry. The API
 * key travels through httpsnippet as a placeholder; each language's quoted string holding it is then
 * rewritten to read the key from an environment variable, so no sample carries a literal secret.
 * Build time only: nothing here reaches the browser.
 */
import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet"
import type { CodeSample } from "./types"

/** Stands for the API key inside httpsnippet's output; URL-safe so it survives query strings. */
export const SECRET_PLACEHOLDER = "POLLARIS_SECRET_PLACEHOLDER"

interface SnippetTarget {
  id: CodeSample["id"]
  label: string
  lang: CodeSample["lang"]
  target: string
  client: string
  /** The string quotes the client writes values with (Ruby: URLs in double, headers in single quotes). */
  quotes: ("'" | '"')[]
  /** An expression for `before` + the secret + `after`, reading `envVar`; `quote` writes a literal like the one replaced. */
  secret: (before: string, after: string, envVar: string, quote: (text: string) => string) => string
  /** Extra edits once the secret is in (imports). */
  finish?: (code: string) => string
}

const dq = (text: string) => JSON.stringify(text)
const sq = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`
/** Joins literal parts and one expression with a language's concatenation operator, dropping empty parts. */
function concat(parts: [string, string, string], op: string, quote: (text: string) => string): string {
  const [before, expr, after] = parts
  return [before ? quote(before) : "", expr, after ? quote(after) : ""].filter(Boolean).join(` ${op} `)
}

export const SNIPPET_TARGETS: SnippetTarget[] = [
  {
    id: "node",
    label: "Node",
    lang: "javascript",
    target: "node",
    client: "axios",
    quotes: ["'"],
    secret: (before, after, envVar) => `\`${before.replace(/[`$\\]/g, "\\$&")}\${process.env.${envVar}}${after.replace(/[`$\\]/g, "\\$&")}\``,
  },
  {
    id: "go",
    label: "Go",
    lang: "go",
    target: "go",
    client: "native",
    quotes: ['"'],
    secret: (before, after, envVar, quote) => concat([before, `os.Getenv(${dq(envVar)})`, after], "+", quote),
    // The environment is read through the os package.
    finish: (code) => (code.includes("os.Getenv(") && !/^\t"os"$/m.test(code) ? code.replace(/^import \(\n/m, 'import (\n\t"os"\n') : code),
  },
  {
    id: "ruby",
    label: "Ruby",
    lang: "ruby",
    target: "ruby",
    client: "native",
    quotes: ["'", '"'],
    secret: (before, after, envVar, quote) => concat([before, `ENV.fetch(${sq(envVar)})`, after], "+", quote),
  },
  {
    id: "php",
    label: "PHP",
    lang: "php",
    target: "php",
    client: "guzzle",
    quotes: ["'", '"'],
    secret: (before, after, envVar, quote) => concat([before, `getenv(${sq(envVar)})`, after], ".", quote),
  },
  {
    id: "java",
    label: "Java",
    lang: "java",
    target: "java",
    client: "nethttp",
    quotes: ['"'],
    secret: (before, after, envVar, quote) => concat([before, `System.getenv(${dq(envVar)})`, after], "+", quote),
  },
  {
    id: "csharp",
    label: "C#",
    lang: "csharp",
    target: "csharp",
    client: "httpclient",
    quotes: ['"'],
    secret: (before, after, envVar, quote) => concat([before, `Environment.GetEnvironmentVariable(${dq(envVar)})`, after], "+", quote),
  },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Replaces each quoted literal holding the placeholder by the target's expression reading `envVar`. */
export function injectSecret(code: string, target: SnippetTarget, envVar: string): string {
  let replaced = code
  for (const quoteChar of target.quotes) {
    const q = escapeRegExp(quoteChar)
    const literal = new RegExp(`${q}((?:[^${q}\\\\\\n]|\\\\.)*?)${SECRET_PLACEHOLDER}((?:[^${q}\\\\\\n]|\\\\.)*?)${q}`, "g")
    replaced = replaced.replace(literal, (_whole, before: string, after: string) => target.secret(before, after, envVar, quoteChar === '"' ? dq : sq))
  }
  return target.finish ? target.finish(replaced) : replaced
}

/** The httpsnippet samples of a request; `envVar` names the variable that holds the key, when one is sent. */
export function snippetSamples(har: HarRequest, envVar: string | null): CodeSample[] {
  const snippet = new HTTPSnippet(har)
  return SNIPPET_TARGETS.map((t) => {
    const converted = snippet.convert(t.target as never, t.client, { indent: "  " })
    const raw = (Array.isArray(converted) ? converted[0] : converted) || ""
    const code = envVar ? injectSecret(raw, t, envVar) : raw
    if (code.includes(SECRET_PLACEHOLDER)) throw new Error(`The ${t.label} sample still holds the API key placeholder:\n${code}`)
    return { id: t.id, label: t.label, lang: t.lang, code }
  })
}
