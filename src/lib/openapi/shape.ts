/**
 * A dereferenced OpenAPI document shaped into what the site needs: the spec summary, the tags in the
 * document's order, one record per operation (route, parameters rows, request body tree, responses with
 * examples, code samples) and the API sidebar group. Collisions come back as problems for the caller
 * to fail the build with.
 */
import { excerpt } from "./description-tree"
import { findCollisions, operationSlug, tagAnchor, MODELS_CATEGORY } from "./slug"
import { headerRow, parameterExample, parameterRow, schemaToTree } from "./schema"
import { firstExampleValue, mediaExamples } from "./example"
import { codeSamples, type SampleAuth } from "./code-samples"
import { shapeModels, type OperationSchemas } from "./models"
import { HTTP_METHODS, type HttpMethod } from "./types"
import type {
  JsonValue,
  MediaTypeObject,
  ModelData,
  OpenApiDocument,
  OperationData,
  OperationObject,
  ParameterObject,
  RequestBodyData,
  ResponseData,
  SchemaNameOf,
  SecurityData,
  SecurityRequirement,
  SecuritySchemeObject,
  SpecData,
  TagData,
} from "./types"
import type { SidebarNode } from "../sidebar"

export interface ShapeOptions {
  /** Name of a component schema for a dereferenced schema object (keeps "Poll" visible in types). */
  nameOf?: SchemaNameOf
  /** Route of the API section, without the site's base path. Default /api. */
  routeBase?: string
  /** Environment variable the code samples read the API key from. Default: <FIRST WORD OF TITLE>_API_KEY. */
  apiKeyEnvVar?: string
}

export interface ShapedApi {
  spec: SpecData
  tags: TagData[]
  operations: OperationData[]
  /** One model per component schema (src/lib/openapi/models.ts). */
  models: ModelData[]
  /** The API reference's sidebar group: one category per tag, one link per operation, then the models. */
  sidebar: SidebarNode[]
  /** Slug or method+path collisions, of operations or models; the build must fail when there are any. */
  problems: string[]
}

const STATUS_TEXT: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "301": "Moved Permanently",
  "302": "Found",
  "304": "Not Modified",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "405": "Method Not Allowed",
  "409": "Conflict",
  "410": "Gone",
  "412": "Precondition Failed",
  "413": "Content Too Large",
  "415": "Unsupported Media Type",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
  "504": "Gateway Timeout",
}

export { MODELS_CATEGORY }

export function statusText(status: string): string {
  if (status === "default") return "Any other status"
  if (/^[1-5]XX$/i.test(status)) return `Any ${status[0]}xx status`
  return STATUS_TEXT[status] ?? ""
}

export function statusKind(status: string): ResponseData["kind"] {
  if (/^2/.test(status)) return "success"
  if (/^3/.test(status)) return "redirect"
  if (/^[45]/.test(status)) return "error"
  return "other"
}

/** The first server's URL with its variables filled with their defaults. */
export function baseUrlOf(doc: OpenApiDocument): string {
  const server = doc.servers?.[0]
  if (!server) return ""
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole).replace(/\/+$/, "")
}

function defaultEnvVar(title: string): string {
  const word = (title.split(/\s+/)[0] ?? "API").replace(/[^A-Za-z0-9]/g, "").toUpperCase() || "API"
  return `${word}_API_KEY`
}

export function describeScheme(name: string, scheme: SecuritySchemeObject, scopes: string[] = []): SecurityData {
  const data: SecurityData = { name, type: scheme.type, label: scheme.type, usage: "", scopes }
  if (scheme.description) data.description = scheme.description
  if (scheme.type === "http") {
    const kind = (scheme.scheme ?? "").toLowerCase()
    data.scheme = kind
    if (scheme.bearerFormat) data.bearerFormat = scheme.bearerFormat
    data.label = `HTTP ${kind || "authentication"}`
    data.usage = kind === "bearer" ? `Authorization: Bearer <${scheme.bearerFormat ?? "token"}>` : kind === "basic" ? "Authorization: Basic <base64 of user:password>" : `Authorization: ${scheme.scheme ?? ""} <credentials>`
  } else if (scheme.type === "apiKey") {
    data.in = scheme.in
    data.parameterName = scheme.name
    data.label = `API key in the ${scheme.in ?? "header"}`
    data.usage = scheme.in === "query" ? `?${scheme.name}=<API key>` : scheme.in === "cookie" ? `Cookie: ${scheme.name}=<API key>` : `${scheme.name}: <API key>`
  } else if (scheme.type === "oauth2") {
    data.label = "OAuth 2.0"
    data.usage = "Authorization: Bearer <access token>"
  } else if (scheme.type === "openIdConnect") {
    data.label = "OpenID Connect"
    data.usage = "Authorization: Bearer <ID token>"
  } else if (scheme.type === "mutualTLS") {
    data.label = "Mutual TLS"
    data.usage = "A client certificate"
  }
  return data
}

function securityOf(requirements: SecurityRequirement[] | undefined, schemes: Record<string, SecuritySchemeObject>): SecurityData[] {
  const out: SecurityData[] = []
  for (const requirement of requirements ?? []) {
    for (const [name, scopes] of Object.entries(requirement)) {
      const scheme = schemes[name]
      if (scheme && !out.some((s) => s.name === name)) out.push(describeScheme(name, scheme, scopes))
    }
  }
  return out
}

function sampleAuth(security: SecurityData[], envVar: string): SampleAuth | null {
  const first = security[0]
  if (!first) return null
  if (first.type === "apiKey") {
    const kind = first.in === "query" ? "query" : first.in === "cookie" ? "cookie" : "header"
    return { kind, name: first.parameterName, envVar }
  }
  if (first.type === "http" && first.scheme === "basic") return { kind: "basic", envVar }
  return { kind: "bearer", envVar }
}

/** Path-level parameters apply to every operation of the path unless the operation redefines them. */
export function mergeParameters(pathParams: ParameterObject[] = [], opParams: ParameterObject[] = []): ParameterObject[] {
  const key = (p: ParameterObject) => `${p.in}:${p.name}`
  const own = new Set(opParams.map(key))
  return [...pathParams.filter((p) => !own.has(key(p))), ...opParams]
}

const IN_ORDER: Record<string, number> = { path: 0, query: 1, header: 2, cookie: 3 }

/** The JSON media type of a content map, or the first one. */
export function pickMedia(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | null {
  const entries = Object.entries(content ?? {})
  if (entries.length === 0) return null
  return entries.find(([type]) => /\bjson\b/i.test(type)) ?? entries[0]
}

function shapeRequestBody(op: OperationObject, nameOf: SchemaNameOf): RequestBodyData | null {
  const body = op.requestBody
  if (!body) return null
  const media = pickMedia(body.content)
  const data: RequestBodyData = {
    required: Boolean(body.required),
    contentType: media?.[0] ?? "application/json",
    schema: media?.[1].schema ? schemaToTree(media[1].schema, { nameOf, omit: "readOnly" }) : null,
    examples: mediaExamples(media?.[1], { omit: "readOnly" }),
  }
  if (body.description) data.description = body.description
  return data
}

function shapeResponses(op: OperationObject, nameOf: SchemaNameOf): ResponseData[] {
  return Object.entries(op.responses ?? {}).map(([status, response]) => {
    const media = pickMedia(response.content)
    const data: ResponseData = {
      status,
      statusText: statusText(status),
      kind: statusKind(status),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => headerRow(name, header, nameOf)),
      schema: media?.[1].schema ? schemaToTree(media[1].schema, { nameOf, omit: "writeOnly" }) : null,
      examples: mediaExamples(media?.[1], { omit: "writeOnly" }),
    }
    if (response.description) data.description = response.description
    if (media) data.contentType = media[0]
    return data
  })
}

function exampleString(value: JsonValue | undefined, fallback: string): string {
  if (value === undefined || value === null) return fallback
  return typeof value === "string" ? value : JSON.stringify(value)
}

export function shapeDocument(doc: OpenApiDocument, options: ShapeOptions = {}): ShapedApi {
  const nameOf = options.nameOf ?? (() => undefined)
  const routeBase = (options.routeBase ?? "/api").replace(/\/+$/, "")
  const envVar = options.apiKeyEnvVar ?? defaultEnvVar(doc.info.title)
  const schemes = doc.components?.securitySchemes ?? {}
  const baseUrl = baseUrlOf(doc)

  // Tags in the document's order, then tags only operations name, in order of appearance.
  const tagOrder: string[] = (doc.tags ?? []).map((t) => t.name)
  const collected: { op: OperationObject; method: string; path: string; pathParams?: ParameterObject[]; index: number }[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    // Operations keep the document's order, also within a path.
    for (const method of Object.keys(item).filter((k): k is HttpMethod => (HTTP_METHODS as readonly string[]).includes(k))) {
      const op = item[method]
      if (!op) continue
      collected.push({ op, method, path, pathParams: item.parameters, index: collected.length })
      for (const tag of op.tags?.length ? op.tags : ["default"]) if (!tagOrder.includes(tag)) tagOrder.push(tag)
    }
  }
  const firstTag = (op: OperationObject) => (op.tags?.length ? op.tags[0] : "default")
  // Within a tag, an `x-order` number (vendor extension) places an operation; others follow in document order.
  const explicitOrder = (op: OperationObject) => {
    const value = (op as OperationObject & { "x-order"?: unknown })["x-order"]
    return typeof value === "number" ? value : Number.MAX_SAFE_INTEGER
  }
  collected.sort(
    (a, b) => tagOrder.indexOf(firstTag(a.op)) - tagOrder.indexOf(firstTag(b.op)) || explicitOrder(a.op) - explicitOrder(b.op) || a.index - b.index
  )

  const operations: OperationData[] = collected.map(({ op, method, path, pathParams }, order) => {
    const slug = operationSlug(op.operationId, method, path)
    const params = mergeParameters(pathParams, op.parameters).sort((a, b) => (IN_ORDER[a.in] ?? 9) - (IN_ORDER[b.in] ?? 9))
    const security = securityOf(op.security ?? doc.security, schemes)
    const requestBody = shapeRequestBody(op, nameOf)
    const responses = shapeResponses(op, nameOf)
    const bodyMedia = pickMedia(op.requestBody?.content)
    const successes = responses.filter((r) => r.kind === "success")

    const pathValues: Record<string, string> = {}
    for (const p of params.filter((p) => p.in === "path")) pathValues[p.name] = exampleString(parameterExample(p), `{${p.name}}`)
    const query: [string, string][] = params
      .filter((p) => p.in === "query" && !p.deprecated)
      .flatMap((p): [string, string][] => {
        const example = parameterExample(p)
        const fallback = p.schema?.default
        // Optional parameters are shown when they have an example that differs from their default.
        if (example === undefined || (!p.required && JSON.stringify(example) === JSON.stringify(fallback))) {
          return p.required ? [[p.name, exampleString(example ?? fallback, p.name)]] : []
        }
        return [[p.name, exampleString(example, "")]]
      })

    const data: OperationData = {
      slug,
      route: `${routeBase}/${slug}`,
      operationId: op.operationId ?? slug,
      method: method.toUpperCase(),
      path,
      tag: firstTag(op),
      tags: op.tags?.length ? op.tags : ["default"],
      summary: op.summary ?? op.operationId ?? `${method.toUpperCase()} ${path}`,
      order,
      deprecated: Boolean(op.deprecated),
      security,
      parameters: params.map((p) => parameterRow(p, nameOf)),
      parameterNames: params.map((p) => p.name),
      requestBody,
      responses,
      statuses: responses.map((r) => r.status),
      codeSamples: codeSamples({
        method,
        baseUrl,
        path,
        pathParams: pathValues,
        query,
        body: bodyMedia ? firstExampleValue(bodyMedia[1], { omit: "readOnly" }) : undefined,
        contentType: bodyMedia?.[0],
        auth: sampleAuth(security, envVar),
        hasResponseBody: successes.length === 0 || successes.some((r) => r.contentType !== undefined),
      }),
    }
    if (op.description) data.description = op.description
    const text = excerpt(op.description ?? op.summary)
    if (text) data.excerpt = text
    return data
  })

  const schemasOf = ({ op, pathParams }: (typeof collected)[number], data: OperationData): OperationSchemas => ({
    route: data.route,
    method: data.method,
    path: data.path,
    summary: data.summary,
    parameters: mergeParameters(pathParams, op.parameters).flatMap((p) => (p.schema ? [p.schema] : [])),
    requestBody: pickMedia(op.requestBody?.content)?.[1].schema,
    responses: Object.entries(op.responses ?? {}).flatMap(([status, response]) => {
      const schema = pickMedia(response.content)?.[1].schema
      return schema ? [{ status, schema }] : []
    }),
  })
  const shapedModels = shapeModels(doc.components?.schemas ?? {}, collected.map((c, i) => schemasOf(c, operations[i])), nameOf, routeBase)
  const models = shapedModels.models

  const problems = [
    ...findCollisions(operations.map((o) => ({ slug: o.slug, method: o.method, path: o.path, operationId: o.operationId, route: o.route }))),
    ...shapedModels.problems,
  ]

  const descriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description]))
  const tags: TagData[] = tagOrder
    .map((name, order) => {
      const tag: TagData = {
        name,
        order,
        anchor: tagAnchor(name),
        route: `${routeBase}#${tagAnchor(name)}`,
        operationCount: operations.filter((o) => o.tag === name).length,
      }
      const description = descriptions.get(name)
      if (description) tag.description = description
      return tag
    })
    .filter((t) => t.operationCount > 0 || descriptions.has(t.name))

  const sidebar: SidebarNode[] = tags
    .filter((t) => t.operationCount > 0)
    .map((t) => ({
      type: "category" as const,
      label: t.name,
      collapsible: true,
      collapsed: false,
      items: operations
        .filter((o) => o.tag === t.name)
        .map((o) => ({ type: "link" as const, label: o.summary, href: o.route, badge: o.method })),
    }))
  if (models.length > 0) {
    sidebar.push({
      type: "category" as const,
      label: MODELS_CATEGORY,
      collapsible: true,
      // Folded by default: a reader opens the models from a field's type more often than from the list.
      collapsed: true,
      items: models.map((m) => ({ type: "link" as const, label: m.name, href: m.route })),
    })
  }

  const spec: SpecData = {
    title: doc.info.title,
    version: doc.info.version,
    openapiVersion: doc.openapi,
    baseUrl,
    servers: (doc.servers ?? []).map((s) => (s.description ? { url: s.url, description: s.description } : { url: s.url })),
    securitySchemes: Object.entries(schemes).map(([name, scheme]) => describeScheme(name, scheme)),
    apiKeyEnvVar: envVar,
    operationCount: operations.length,
  }
  if (doc.info.description) spec.description = doc.info.description

  return { spec, tags, operations, models, sidebar, problems }
}
