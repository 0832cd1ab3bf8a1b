/**
 * What the API console of an operation page needs, beyond what the page shows: each parameter and the
 * request body as JSON Schema (for validation in the browser), the documented responses with their
 * schema and first example (for the in-browser mock and for checking real responses), the servers and
 * the security scheme. Written at build time to one small file per operation
 * (public/api-console/<slug>.json), fetched when a reader first opens the console.
 */
import { mergeParameters, pickMedia } from "./shape"
import { parameterExample } from "./schema"
import { toJsonSchema, type JsonSchema } from "./json-schema"
import { HTTP_METHODS, type HttpMethod, type JsonValue, type OpenApiDocument, type OperationData, type SecurityData } from "./types"

export interface ConsoleParameter {
  name: string
  in: "path" | "query" | "header" | "cookie"
  required: boolean
  deprecated: boolean
  description?: string
  /** The field's kind: a select for enums and booleans, a number field for numbers. */
  kind: "string" | "integer" | "number" | "boolean" | "array" | "object"
  schema: JsonSchema
  enum?: JsonValue[]
  default?: JsonValue
  example?: JsonValue
}

export interface ConsoleExample {
  name: string
  summary?: string
  /** Pretty-printed JSON. */
  value: string
}

export interface ConsoleResponse {
  status: string
  statusText: string
  description?: string
  contentType?: string
  schema?: JsonSchema
  /** The first documented (or generated) example, pretty-printed JSON. */
  example?: string
  /** Documented response headers with their example values (the mock sends them). */
  headers: [string, string][]
}

export interface ConsoleSecurity {
  kind: "bearer" | "basic" | "header" | "query" | "cookie"
  /** Header, query parameter or cookie name of an API key. */
  name?: string
  /** E.g. "HTTP bearer". */
  label: string
  /** E.g. "Authorization: Bearer <token>". */
  usage: string
  bearerFormat?: string
}

export interface ConsoleOperation {
  slug: string
  method: string
  path: string
  summary: string
  servers: { url: string; description?: string }[]
  /** The scheme the console sends a token with; null when the operation needs none. */
  security: ConsoleSecurity | null
  parameters: ConsoleParameter[]
  body: { contentType: string; required: boolean; schema?: JsonSchema; examples: ConsoleExample[] } | null
  responses: ConsoleResponse[]
}

function kindOf(schema: JsonSchema): ConsoleParameter["kind"] {
  const type = typeof schema === "object" ? schema.type : undefined
  const first = Array.isArray(type) ? type.find((t) => t !== "null") : type
  return first === "integer" || first === "number" || first === "boolean" || first === "array" || first === "object" ? first : "string"
}

export function consoleSecurity(security: SecurityData[]): ConsoleSecurity | null {
  const first = security[0]
  if (!first) return null
  const base = { label: first.label, usage: first.usage, ...(first.bearerFormat ? { bearerFormat: first.bearerFormat } : {}) }
  if (first.type === "apiKey") {
    const kind = first.in === "query" ? "query" : first.in === "cookie" ? "cookie" : "header"
    return { kind, name: first.parameterName, ...base }
  }
  if (first.type === "http" && first.scheme === "basic") return { kind: "basic", ...base }
  return { kind: "bearer", ...base }
}

/** Console data of every operation of the shaped document, matched to its source by method and path. */
export function consoleOperations(doc: OpenApiDocument, operations: OperationData[]): ConsoleOperation[] {
  const servers = (doc.servers ?? []).map((s) => {
    const url = s.url.replace(/\{([^}]+)\}/g, (whole, name: string) => s.variables?.[name]?.default ?? whole).replace(/\/+$/, "")
    return s.description ? { url, description: s.description } : { url }
  })
  return operations.map((shaped) => {
    const item = doc.paths?.[shaped.path]
    const method = shaped.method.toLowerCase() as HttpMethod
    const op = item && (HTTP_METHODS as readonly string[]).includes(method) ? item[method] : undefined
    const parameters: ConsoleParameter[] = mergeParameters(item?.parameters, op?.parameters)
      .filter((p) => p.in === "path" || p.in === "query" || p.in === "header" || p.in === "cookie")
      .map((p) => {
        const schema = p.schema ? toJsonSchema(p.schema) : {}
        const param: ConsoleParameter = { name: p.name, in: p.in as ConsoleParameter["in"], required: p.in === "path" || Boolean(p.required), deprecated: Boolean(p.deprecated), kind: kindOf(schema), schema }
        if (p.description) param.description = p.description
        if (p.schema?.enum) param.enum = p.schema.enum
        if (p.schema?.default !== undefined) param.default = p.schema.default
        const example = parameterExample(p)
        if (example !== undefined) param.example = example
        return param
      })
    const media = pickMedia(op?.requestBody?.content)
    const body: ConsoleOperation["body"] = op?.requestBody
      ? {
          contentType: media?.[0] ?? "application/json",
          required: Boolean(op.requestBody.required),
          ...(media?.[1].schema ? { schema: toJsonSchema(media[1].schema, { omit: "readOnly" }) } : {}),
          examples: (shaped.requestBody?.examples ?? []).map((e) => ({ name: e.name, ...(e.summary ? { summary: e.summary } : {}), value: e.value })),
        }
      : null
    const responses: ConsoleResponse[] = shaped.responses.map((r) => {
      const source = pickMedia(op?.responses?.[r.status]?.content)
      const headers = r.headers.filter((h) => h.example !== undefined).map((h): [string, string] => [h.name, String(JSON.parse(h.example as string))])
      const response: ConsoleResponse = { status: r.status, statusText: r.statusText, headers }
      if (r.description) response.description = r.description
      if (r.contentType) response.contentType = r.contentType
      if (source?.[1].schema) response.schema = toJsonSchema(source[1].schema, { omit: "writeOnly" })
      if (r.examples[0]) response.example = r.examples[0].value
      return response
    })
    return {
      slug: shaped.slug,
      method: shaped.method,
      path: shaped.path,
      summary: shaped.summary,
      servers,
      security: consoleSecurity(shaped.security),
      parameters,
      body,
      responses,
    }
  })
}
