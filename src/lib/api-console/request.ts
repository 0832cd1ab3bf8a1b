/**
 * The request a console form describes: URL (server, path with its parameters filled, query), headers
 * (header parameters, the token as the security scheme says, the content type) and body; and the same
 * request as a curl command, with the token masked unless the reader asks to see it.
 */
import type { ConsoleOperation, ConsoleParameter } from "../openapi/console-data"
import { coerceParameter, parameterKey } from "./validate"

export interface ConsoleForm {
  /** Base URL the path is appended to. */
  serverUrl: string
  /** Text of each parameter, by parameterKey(). */
  values: Record<string, string>
  /** The body as typed. */
  body: string
  token: string
}

export interface BuiltRequest {
  method: string
  url: string
  headers: [string, string][]
  body?: string
}

function fillPath(path: string, params: ConsoleParameter[], values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = params.find((p) => p.in === "path" && p.name === name)
    const value = param ? values[parameterKey(param)] : undefined
    return value ? encodeURIComponent(value) : whole
  })
}

export function buildRequest(op: ConsoleOperation, form: ConsoleForm): BuiltRequest {
  const query = new URLSearchParams()
  const headers: [string, string][] = []
  for (const param of op.parameters) {
    const text = form.values[parameterKey(param)] ?? ""
    if (text === "") continue
    if (param.in === "query") {
      const value = coerceParameter(param, text)
      // Arrays go as repeated parameters (OpenAPI's default: form style, exploded).
      for (const item of Array.isArray(value) ? value : [value]) query.append(param.name, String(item))
    } else if (param.in === "header") headers.push([param.name, text])
  }
  const token = form.token.trim()
  const security = op.security
  if (security && token) {
    if (security.kind === "bearer") headers.push(["Authorization", `Bearer ${token}`])
    else if (security.kind === "basic") headers.push(["Authorization", `Basic ${token}`])
    else if (security.kind === "header" && security.name) headers.push([security.name, token])
    else if (security.kind === "query" && security.name) query.append(security.name, token)
  }
  const request: BuiltRequest = { method: op.method.toUpperCase(), url: "", headers }
  if (op.body && form.body.trim() !== "") {
    headers.push(["Content-Type", op.body.contentType])
    request.body = form.body
  }
  const qs = query.toString()
  request.url = `${form.serverUrl.replace(/\/+$/, "")}${fillPath(op.path, op.parameters, form.values)}${qs ? `?${qs}` : ""}`
  return request
}

/** The token as shown when masked: its last four characters at most, so a reader can tell keys apart. */
export function maskToken(token: string): string {
  const tail = token.length > 8 ? token.slice(-4) : ""
  return `****${tail}`
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The request as a curl command; `token` is replaced by its masked form unless `reveal`. */
export function curlCommand(request: BuiltRequest, token: string, reveal: boolean): string {
  const hide = (text: string) =>
    !reveal && token.trim() ? text.split(token.trim()).join(maskToken(token.trim())) : text
  const parts = [
    request.method === "GET"
      ? `curl ${shellQuote(hide(request.url))}`
      : `curl -X ${request.method} ${shellQuote(hide(request.url))}`,
  ]
  for (const [name, value] of request.headers) parts.push(`-H ${shellQuote(hide(`${name}: ${value}`))}`)
  if (request.body !== undefined) parts.push(`--data ${shellQuote(request.body)}`)
  return parts.join(" \\\n  ")
}
