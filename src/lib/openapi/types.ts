/**
 * Types of the OpenAPI reference: the subset of an OpenAPI 3.0/3.1 document the shaping code reads
 * (after dereferencing, so no `$ref`), and the shapes it produces for the GraphQL nodes and pages.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

// ---------------------------------------------------------------------------------------------
// Input: a dereferenced OpenAPI document
// ---------------------------------------------------------------------------------------------

export interface SchemaObject {
  /** 3.0: one type; 3.1: may be a list such as ["string", "null"]. */
  type?: string | string[]
  format?: string
  title?: string
  description?: string
  enum?: JsonValue[]
  const?: JsonValue
  default?: JsonValue
  example?: JsonValue
  examples?: JsonValue[]
  nullable?: boolean
  readOnly?: boolean
  writeOnly?: boolean
  deprecated?: boolean
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  /** 3.0: boolean flag on minimum; 3.1: the bound itself. */
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  multipleOf?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  minProperties?: number
  maxProperties?: number
  properties?: Record<string, SchemaObject>
  required?: string[]
  additionalProperties?: boolean | SchemaObject
  items?: SchemaObject
  allOf?: SchemaObject[]
  oneOf?: SchemaObject[]
  anyOf?: SchemaObject[]
  not?: SchemaObject
}

export interface ExampleObject {
  summary?: string
  description?: string
  value?: JsonValue
  externalValue?: string
}

export interface ParameterObject {
  name: string
  in: string
  required?: boolean
  description?: string
  deprecated?: boolean
  schema?: SchemaObject
  example?: JsonValue
  examples?: Record<string, ExampleObject>
}

export interface MediaTypeObject {
  schema?: SchemaObject
  example?: JsonValue
  examples?: Record<string, ExampleObject>
}

export interface RequestBodyObject {
  description?: string
  required?: boolean
  content?: Record<string, MediaTypeObject>
}

export interface HeaderObject {
  description?: string
  required?: boolean
  deprecated?: boolean
  schema?: SchemaObject
  example?: JsonValue
}

export interface ResponseObject {
  description?: string
  headers?: Record<string, HeaderObject>
  content?: Record<string, MediaTypeObject>
}

export type SecurityRequirement = Record<string, string[]>

export interface OperationObject {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  parameters?: ParameterObject[]
  requestBody?: RequestBodyObject
  responses?: Record<string, ResponseObject>
  security?: SecurityRequirement[]
  deprecated?: boolean
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  summary?: string
  description?: string
  parameters?: ParameterObject[]
}

export interface SecuritySchemeObject {
  type: string
  description?: string
  /** http: bearer, basic, ... */
  scheme?: string
  bearerFormat?: string
  /** apiKey: header, query or cookie. */
  in?: string
  /** apiKey: the header, query or cookie name. */
  name?: string
  openIdConnectUrl?: string
}

export interface ServerObject {
  url: string
  description?: string
  variables?: Record<string, { default: string; description?: string; enum?: string[] }>
}

export interface TagObject {
  name: string
  description?: string
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string; summary?: string }
  servers?: ServerObject[]
  tags?: TagObject[]
  paths?: Record<string, PathItemObject>
  components?: {
    schemas?: Record<string, SchemaObject>
    securitySchemes?: Record<string, SecuritySchemeObject>
  }
  security?: SecurityRequirement[]
}

/** Name of a component schema (components.schemas key) for a dereferenced schema object, if it is one. */
export type SchemaNameOf = (schema: SchemaObject) => string | undefined

// ---------------------------------------------------------------------------------------------
// Output: what the pages render (stored as JSON fields of ApiOperation nodes)
// ---------------------------------------------------------------------------------------------

/** One property (or the root, or an array's items) of a schema, ready to render as a nested tree. */
export interface SchemaNode {
  /** Property name; absent for a root schema, array items and alternatives. */
  name?: string
  /** "string", "integer", "object", "array of Answer", "string | integer", "any". */
  typeLabel: string
  /** Component schema name, e.g. "Poll", when the schema is a named object, array or composition. */
  schemaName?: string
  /** Component schema name of any named schema, scalars included ("Snowflake"): its model page is linked. */
  model?: string
  format?: string
  required: boolean
  nullable: boolean
  deprecated: boolean
  /** "read-only" or "write-only" when the schema says so. */
  access?: "read-only" | "write-only"
  /** Markdown. */
  description?: string
  /** Allowed values, as JSON text (`"open"`, `60`, `null`). */
  enum?: string[]
  /** Default value as JSON text. */
  defaultValue?: string
  /** Example value as JSON text (only for scalar values; objects have their own example blocks). */
  example?: string
  /** Human-readable constraints: "1 to 300 characters", "at most 10 items", "unique items", "pattern ^…$". */
  constraints: string[]
  /** Properties of an object. */
  children?: SchemaNode[]
  /** Schema of the values of a map (additionalProperties). */
  additional?: SchemaNode
  /** The items of an array. */
  items?: SchemaNode
  /** oneOf / anyOf: each alternative as its own node. */
  alternatives?: { kind: "oneOf" | "anyOf"; options: SchemaNode[] }
  /** The schema refers back to one of its ancestors; its children are not repeated. */
  circular?: boolean
}

export interface ParameterRow {
  name: string
  /** path, query, header or cookie. */
  in: string
  typeLabel: string
  /** Component schema name of the parameter's schema, if it is a named one: its model page is linked. */
  model?: string
  format?: string
  required: boolean
  deprecated: boolean
  nullable: boolean
  description?: string
  constraints: string[]
  enum?: string[]
  defaultValue?: string
  example?: string
}

export interface ExampleData {
  /** Key of the example in the document ("simple"), or "example" / "generated". */
  name: string
  /** Short title shown on the example's tab. */
  summary?: string
  description?: string
  /** Pretty-printed JSON (or the raw text for non-JSON media types). */
  value: string
  /** True when no example was written and one was generated from the schema. */
  generated: boolean
}

export interface RequestBodyData {
  description?: string
  required: boolean
  contentType: string
  schema: SchemaNode | null
  examples: ExampleData[]
}

export interface HeaderRow {
  name: string
  typeLabel: string
  description?: string
  example?: string
  constraints: string[]
}

export interface ResponseData {
  /** "200", "404", "4XX" or "default". */
  status: string
  /** Reason phrase, e.g. "Created"; empty when unknown. */
  statusText: string
  kind: "success" | "redirect" | "error" | "other"
  /** Markdown. */
  description?: string
  headers: HeaderRow[]
  contentType?: string
  schema: SchemaNode | null
  examples: ExampleData[]
}

export interface SecurityData {
  /** Key of the scheme in components.securitySchemes, e.g. "ApiKey". */
  name: string
  type: string
  /** Reader's name of the scheme, e.g. "HTTP bearer". */
  label: string
  /** How to send it, e.g. "Authorization: Bearer <token>". */
  usage: string
  /** Markdown. */
  description?: string
  scheme?: string
  bearerFormat?: string
  in?: string
  parameterName?: string
  scopes: string[]
}

export type CodeSampleId = "curl" | "javascript" | "node" | "python" | "go" | "ruby" | "php" | "java" | "csharp"

export interface CodeSample {
  id: CodeSampleId
  /** Tab label. */
  label: string
  /** Language for highlighting. */
  lang: "bash" | "javascript" | "python" | "go" | "ruby" | "php" | "java" | "csharp"
  code: string
}

export interface OperationData {
  /** kebab-cased operationId, e.g. create-poll. */
  slug: string
  /** /api/<slug>, without the site's base path. */
  route: string
  operationId: string
  /** Upper case: GET, POST, PATCH, ... */
  method: string
  /** Path template as written, e.g. /polls/{pollId}. */
  path: string
  /** First tag (the sidebar group). */
  tag: string
  tags: string[]
  summary: string
  /** Markdown. */
  description?: string
  /** Plain text of the description's first paragraph, for meta tags and search. */
  excerpt?: string
  /** Position in sidebar order (tag order, then document order). */
  order: number
  deprecated: boolean
  security: SecurityData[]
  parameters: ParameterRow[]
  parameterNames: string[]
  requestBody: RequestBodyData | null
  responses: ResponseData[]
  statuses: string[]
  codeSamples: CodeSample[]
}

export interface TagData {
  name: string
  /** Markdown. */
  description?: string
  order: number
  /** Anchor id of the tag's section on the API overview, e.g. polls-answers. */
  anchor: string
  /** Where the tag's group is listed: its section of the API overview, e.g. /api#polls-answers. */
  route: string
  operationCount: number
}

export interface SpecData {
  title: string
  version: string
  openapiVersion: string
  /** Markdown. */
  description?: string
  baseUrl: string
  servers: { url: string; description?: string }[]
  securitySchemes: SecurityData[]
  /** Environment variable the code samples read the API key from. */
  apiKeyEnvVar: string
  operationCount: number
}

/** An operation that sends or returns a model, and where: "request body", "response 200", "parameters". */
export interface ModelUse {
  route: string
  method: string
  path: string
  summary: string
  where: string[]
}

/** A named schema of components.schemas, as its model page shows it. */
export interface ModelData {
  /** The schema's key in components.schemas, e.g. "Poll". */
  name: string
  /** kebab-cased name, e.g. audit-log-entry. */
  slug: string
  /** /api/models/<slug>, without the site's base path. */
  route: string
  /** Position in components.schemas (the sidebar's order). */
  order: number
  /** "object", "string", "array of Poll", ... */
  typeLabel: string
  /** Markdown. */
  description?: string
  /** Plain text of the description's first paragraph, for search and lists. */
  excerpt?: string
  /** The page's meta description: the excerpt, then the fields (or the type). */
  metaDescription: string
  /** The whole schema as a tree, read-only and write-only fields included (flagged). */
  schema: SchemaNode
  /** Pretty-printed JSON: the schema's example, or one generated from it. */
  example: string
  /** True when the document writes no example and it was generated from the schema. */
  exampleGenerated: boolean
  /** Operations whose parameters, body or responses use the model (at any depth), in sidebar order. */
  usedBy: ModelUse[]
  /** Models with a field (or items, or alternative) of this model. */
  usedIn: { name: string; route: string }[]
}
