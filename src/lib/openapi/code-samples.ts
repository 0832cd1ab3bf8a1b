/**
 * Code samples for an operation in nine languages, built at build time from one description of the
 * request (SampleRequest: the method, the base URL, the path with example path parameters, example
 * query parameters and the request body example). The API key is read from an environment variable,
 * never written into the sample. curl, JavaScript and Python are written here (they check the status
 * and read only what they need); Node, Go, Ruby, PHP, Java and C# come from httpsnippet
 * (@readme/httpsnippet) fed the same request as a HAR entry, with the key's placeholder turned into
 * each language's way of reading an environment variable (see snippets.ts).
 */
import type { CodeSample, JsonValue } from "./types"
import { SECRET_PLACEHOLDER, snippetSamples } from "./snippets"
import type { HarRequest } from "@readme/httpsnippet"

export interface SampleAuth {
  /** bearer: Authorization: Bearer …; basic: user and password; header/query/cookie: an API key by name. */
  kind: "bearer" | "basic" | "header" | "query" | "cookie"
  /** Header, query parameter or cookie name for kind header/query/cookie. */
  name?: string
  /** Environment variable holding the secret, e.g. POLLARIS_API_KEY. */
  envVar: string
}

export interface SampleRequest {
  method: string
  baseUrl: string
  /** Path template, e.g. /polls/{pollId}. */
  path: string
  /** Example value of each path parameter. */
  pathParams: Record<string, string>
  /** Query parameters to show, in order. */
  query: [string, string][]
  /** JSON request body, when the operation takes one. */
  body?: JsonValue
  contentType?: string
  auth?: SampleAuth | null
  /** False when every success response is empty (204): the samples do not parse a body. */
  hasResponseBody?: boolean
}

/** "/polls/{pollId}" with { pollId: "123" } -> "/polls/123"; unknown parameters stay as written. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => (params[name] !== undefined ? encodeURIComponent(params[name]) : whole))
}

function queryString(query: [string, string][]): string {
  return query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")
}

/** The full URL of the sample request, query included (API keys in the query are added by each sample). */
export function sampleUrl(req: SampleRequest): string {
  const base = req.baseUrl.replace(/\/+$/, "")
  const qs = queryString(req.query)
  return `${base}${fillPath(req.path, req.pathParams)}${qs ? `?${qs}` : ""}`
}

function indent(text: string, spaces: number, skipFirst = true): string {
  const pad = " ".repeat(spaces)
  return text
    .split("\n")
    .map((line, i) => (i === 0 && skipFirst ? line : pad + line))
    .join("\n")
}

/** Quote for a POSIX shell: single quotes, with embedded single quotes closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

export function curlSample(req: SampleRequest): string {
  const method = req.method.toUpperCase()
  let url = sampleUrl(req)
  const lines: string[] = []
  const auth = req.auth
  if (auth?.kind === "query" && auth.name) url += `${url.includes("?") ? "&" : "?"}${encodeURIComponent(auth.name)}=$${auth.envVar}`
  lines.push(method === "GET" ? `curl "${url}"` : `curl -X ${method} "${url}"`)
  if (auth?.kind === "bearer") lines.push(`-H "Authorization: Bearer $${auth.envVar}"`)
  else if (auth?.kind === "basic") lines.push(`-u "$${auth.envVar}"`)
  else if (auth?.kind === "header" && auth.name) lines.push(`-H "${auth.name}: $${auth.envVar}"`)
  else if (auth?.kind === "cookie" && auth.name) lines.push(`--cookie "${auth.name}=$${auth.envVar}"`)
  if (req.body !== undefined) {
    lines.push(`-H "Content-Type: ${req.contentType ?? "application/json"}"`)
    lines.push(`-d ${indent(shellQuote(JSON.stringify(req.body, null, 2)), 2)}`)
  }
  return lines.join(" \\\n  ")
}

export function fetchSample(req: SampleRequest): string {
  const method = req.method.toUpperCase()
  const auth = req.auth
  let url = sampleUrl(req)
  let urlLiteral = JSON.stringify(url)
  if (auth?.kind === "query" && auth.name) {
    url += `${url.includes("?") ? "&" : "?"}${encodeURIComponent(auth.name)}=`
    urlLiteral = `\`${url}\${process.env.${auth.envVar}}\``
  }
  const headers: string[] = []
  if (auth?.kind === "bearer") headers.push(`Authorization: \`Bearer \${process.env.${auth.envVar}}\`,`)
  else if (auth?.kind === "basic") headers.push(`Authorization: \`Basic \${btoa(process.env.${auth.envVar})}\`,`)
  else if (auth?.kind === "header" && auth.name) headers.push(`${JSON.stringify(auth.name)}: process.env.${auth.envVar},`)
  else if (auth?.kind === "cookie" && auth.name) headers.push(`Cookie: \`${auth.name}=\${process.env.${auth.envVar}}\`,`)
  if (req.body !== undefined) headers.push(`"Content-Type": ${JSON.stringify(req.contentType ?? "application/json")},`)

  const options: string[] = []
  if (method !== "GET") options.push(`method: ${JSON.stringify(method)},`)
  if (headers.length > 0) options.push(`headers: {\n${headers.map((h) => `  ${h}`).join("\n")}\n},`)
  if (req.body !== undefined) options.push(`body: JSON.stringify(${indent(JSON.stringify(req.body, null, 2), 0)}),`)

  const call = options.length > 0 ? `fetch(${urlLiteral}, {\n${indent(options.join("\n"), 2, false)}\n})` : `fetch(${urlLiteral})`
  const lines = [`const response = await ${call}`, ""]
  lines.push(`if (!response.ok) throw new Error(\`\${response.status}: \${await response.text()}\`)`)
  if (req.hasResponseBody !== false) lines.push("const data = await response.json()", "console.log(data)")
  return lines.join("\n")
}

/** A JSON value as a Python literal (True, False, None), indented like json.dumps(indent=4). */
export function pythonLiteral(value: JsonValue, level = 0): string {
  const pad = "    ".repeat(level + 1)
  const end = "    ".repeat(level)
  if (value === null) return "None"
  if (value === true) return "True"
  if (value === false) return "False"
  if (typeof value === "number") return String(value)
  if (typeof value === "string") return JSON.stringify(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, level + 1)},`).join("\n")}\n${end}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return "{}"
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, level + 1)},`).join("\n")}\n${end}}`
}

export function pythonSample(req: SampleRequest): string {
  const method = req.method.toLowerCase()
  const auth = req.auth
  const base = req.baseUrl.replace(/\/+$/, "")
  const url = `${base}${fillPath(req.path, req.pathParams)}`
  const secret = auth ? `os.environ[${JSON.stringify(auth.envVar)}]` : ""
  const args: string[] = [JSON.stringify(url)]
  const headers: string[] = []
  if (auth?.kind === "bearer") headers.push(`"Authorization": f"Bearer {${secret.replace(/"/g, "'")}}"`)
  else if (auth?.kind === "header" && auth.name) headers.push(`${JSON.stringify(auth.name)}: ${secret}`)
  if (headers.length > 0) args.push(`headers={${headers.join(", ")}}`)
  if (auth?.kind === "basic") args.push(`auth=tuple(${secret}.split(":", 1))`)
  if (auth?.kind === "cookie" && auth.name) args.push(`cookies={${JSON.stringify(auth.name)}: ${secret}}`)
  const query: string[] = req.query.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
  if (auth?.kind === "query" && auth.name) query.push(`${JSON.stringify(auth.name)}: ${secret}`)
  if (query.length > 0) args.push(`params={${query.join(", ")}}`)
  if (req.body !== undefined) {
    args.push(req.contentType && req.contentType !== "application/json" ? `data=${pythonLiteral(req.body, 1)}` : `json=${pythonLiteral(req.body, 1)}`)
  }
  const imports = auth ? ["import os", "import requests"] : ["import requests"]
  const lines = [...imports, "", `response = requests.${method}(`, ...args.map((a) => `    ${a},`), ")", "response.raise_for_status()"]
  if (req.hasResponseBody !== false) lines.push("print(response.json())")
  return lines.join("\n")
}

/** The request as a HAR entry (httpsnippet's input), the key as a placeholder where it is sent. */
export function harRequest(req: SampleRequest): HarRequest {
  const base = req.baseUrl.replace(/\/+$/, "")
  const headers: { name: string; value: string }[] = []
  const queryString = req.query.map(([name, value]) => ({ name, value }))
  const cookies: { name: string; value: string }[] = []
  const auth = req.auth
  if (auth?.kind === "bearer") headers.push({ name: "Authorization", value: `Bearer ${SECRET_PLACEHOLDER}` })
  else if (auth?.kind === "basic") headers.push({ name: "Authorization", value: `Basic ${SECRET_PLACEHOLDER}` })
  else if (auth?.kind === "header" && auth.name) headers.push({ name: auth.name, value: SECRET_PLACEHOLDER })
  else if (auth?.kind === "query" && auth.name) queryString.push({ name: auth.name, value: SECRET_PLACEHOLDER })
  else if (auth?.kind === "cookie" && auth.name) cookies.push({ name: auth.name, value: SECRET_PLACEHOLDER })
  const body = req.body
  const mimeType = req.contentType ?? "application/json"
  if (body !== undefined) headers.push({ name: "Content-Type", value: mimeType })
  return {
    method: req.method.toUpperCase(),
    url: `${base}${fillPath(req.path, req.pathParams)}`,
    httpVersion: "HTTP/1.1",
    headers,
    queryString,
    cookies,
    headersSize: -1,
    bodySize: -1,
    // httpsnippet's type wants postData; an empty mime type and no text mean "no body".
    postData: body !== undefined ? { mimeType, text: JSON.stringify(body) } : { mimeType: "" },
  }
}

/** Every sample, in tab order: curl, JavaScript, Node, Python, Go, Ruby, PHP, Java, C#. */
export function codeSamples(req: SampleRequest): CodeSample[] {
  const generated = snippetSamples(harRequest(req), req.auth ? req.auth.envVar : null)
  const byId = (id: CodeSample["id"]) => generated.filter((s) => s.id === id)
  return [
    { id: "curl", label: "curl", lang: "bash", code: curlSample(req) },
    { id: "javascript", label: "JavaScript", lang: "javascript", code: fetchSample(req) },
    ...byId("node"),
    { id: "python", label: "Python", lang: "python", code: pythonSample(req) },
    ...generated.filter((s) => s.id !== "node"),
  ]
}
