/**
 * Search documents from the site's content (build time): one per page section of a doc, one per API
 * operation, one per API model. Ids are positions in the index file, given by `numberDocuments` once a tag's documents
 * are all known.
 */
import { markdownToPlainText, splitSections, type PlainTextOptions } from "./sections"
import { definedIdentifiers } from "./defines"
import { withBasePath } from "../routing"
import { pagePath } from "./score-prepare"
import { MODELS_CATEGORY } from "../openapi/slug"
import type { SearchDocument } from "./types"

export type UnnumberedDocument = Omit<SearchDocument, "id">

/** The fields of a Doc node that search reads. */
export interface DocForSearch {
  route: string
  title: string
  tags?: readonly string[] | null
  rawBody: string
  sidebarParentCategories?: readonly string[] | null
  unlisted?: boolean | null
  draft?: boolean | null
}

/** A schema tree as the API pages render it (src/lib/openapi/types.ts SchemaNode): the parts search reads. */
export interface SchemaTreeForSearch {
  name?: string | null
  description?: string | null
  /** Allowed values, as JSON text (`"open"`). */
  enum?: readonly string[] | null
  /** Set on a schema that is a model of its own: its fields are searched on its own page. */
  model?: string | null
  children?: readonly SchemaTreeForSearch[] | null
  items?: SchemaTreeForSearch | null
  additional?: SchemaTreeForSearch | null
  alternatives?: { options?: readonly SchemaTreeForSearch[] | null } | null
}

/** An example of a request body or a response: its title and its JSON. */
export interface ExampleForSearch {
  summary?: string | null
  value?: string | null
}

/** The request body or one response of an operation, as the API pages render it. */
export interface BodyForSearch {
  status?: string | null
  statusText?: string | null
  kind?: string | null
  description?: string | null
  schema?: SchemaTreeForSearch | null
  examples?: readonly ExampleForSearch[] | null
}

/** The fields of an ApiOperation node that search reads. */
export interface ApiOperationForSearch {
  route: string
  method: string
  path: string
  /** The name generated clients give the operation ("createPoll"). */
  operationId?: string | null
  summary?: string | null
  description?: string | null
  tag?: string | null
  /** Parameter names, or the parameters themselves when the names are not given apart. */
  parameterNames?: readonly string[] | null
  parameters?:
    readonly ({ name?: string | null; description?: string | null; enum?: readonly string[] | null } | null)[] | null
  requestBody?: BodyForSearch | null
  responses?: readonly BodyForSearch[] | null
}

/** Unlisted and draft pages are never indexed. */
export function isSearchable(doc: Pick<DocForSearch, "unlisted" | "draft">): boolean {
  return !doc.unlisted && !doc.draft
}

/** The sections of a doc as search documents; the page's tags go on its first section only. */
export function docSectionDocuments(
  doc: DocForSearch,
  basePath: string,
  options: PlainTextOptions = {}
): LinkedDocument[] {
  if (!isSearchable(doc)) return []
  const pageRoute = withBasePath(basePath, doc.route)
  const categories = [...(doc.sidebarParentCategories ?? [])]
  // A heading with no text of its own (a group heading right above its h3s) is no answer: only the
  // first section, which stands for the page, is kept when empty.
  return splitSections(doc.rawBody, doc.title, options)
    .filter((section, i) => i === 0 || section.content.trim().length > 0)
    .map((section, i) => ({
      title: section.title,
      content: section.content,
      tags: i === 0 ? [...(doc.tags ?? [])] : [],
      sidebarParentCategories: categories,
      type: "docs",
      pageTitle: doc.title,
      sectionTitle: section.title,
      sectionRoute: section.anchor ? `${pageRoute}#${section.anchor}` : pageRoute,
      ...(section.defines.length ? { defines: section.defines } : {}),
      links: section.links.map((route) => withBasePath(basePath, route)),
      titleCaseNames: section.titleCaseNames,
    }))
}

/** A section's document with the pages its links point to (with the base path) and its Title Case names, until definitionsAtHome. */
export type LinkedDocument = UnnumberedDocument & { links?: readonly string[]; titleCaseNames?: readonly string[] }

/**
 * A name is defined at its home: a section whose table lists a name and that links to a page whose
 * sections define it too (/debug's check table names "Read Message History" and sends the reader to
 * the required bot permissions) leaves the definition to that page. The links are dropped.
 */
export function definitionsAtHome(documents: readonly LinkedDocument[]): UnnumberedDocument[] {
  // Per page and name: the sections of the page that define it.
  const definers = new Map<string, Map<string, string[]>>()
  for (const doc of documents) {
    const page = pagePath(doc.sectionRoute)
    const names = definers.get(page) ?? new Map<string, string[]>()
    for (const name of doc.defines ?? []) names.set(name, [...(names.get(name) ?? []), doc.sectionRoute])
    definers.set(page, names)
  }
  return documents.map(({ links, titleCaseNames, ...doc }) => {
    if (!doc.defines || !links?.length) return doc
    const definedElsewhere = (name: string) =>
      titleCaseNames?.includes(name) === true &&
      links.some((page) =>
        definers
          .get(page)
          ?.get(name)
          ?.some((route) => route !== doc.sectionRoute)
      )
    const defines = doc.defines.filter((name) => !definedElsewhere(name))
    if (defines.length === doc.defines.length) return doc
    const { defines: _dropped, ...rest } = doc
    return defines.length ? { ...rest, defines } : rest
  })
}

/** Every property name of a schema tree, nested ones included, once each, in tree order. */
export function schemaFieldNames(
  tree: SchemaTreeForSearch | null | undefined,
  names: Set<string> = new Set(),
  depth = 0
): Set<string> {
  if (!tree || depth > 8) return names
  if (tree.name) names.add(tree.name)
  for (const child of tree.children ?? []) schemaFieldNames(child, names, depth + 1)
  schemaFieldNames(tree.items, names, depth + 1)
  schemaFieldNames(tree.additional, names, depth + 1)
  for (const option of tree.alternatives?.options ?? []) schemaFieldNames(option, names, depth + 1)
  return names
}

/** The error codes of a response: in its description (`poll_closed`) and its examples ({ "code": "poll_closed" }). */
function errorCodes(response: BodyForSearch): string[] {
  const codes: string[] = []
  const add = (code: string) => {
    if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|^[a-z]+$/.test(code) && !codes.includes(code)) codes.push(code)
  }
  for (const m of String(response.description ?? "").matchAll(/`([^`\s]+)`/g)) add(m[1])
  for (const example of response.examples ?? [])
    for (const m of String(example.value ?? "").matchAll(/"code"\s*:\s*"([^"\s]+)"/g)) add(m[1])
  return codes
}

/** The messages of a response's error examples ({ "error": { "message": "No poll with id 5." } }). */
function errorMessages(response: BodyForSearch): string[] {
  const messages: string[] = []
  for (const example of response.examples ?? [])
    for (const m of String(example.value ?? "").matchAll(/"message"\s*:\s*"((?:[^"\\]|\\.)+)"/g))
      if (!messages.includes(m[1])) messages.push(m[1])
  return messages
}

/** The error examples' messages that more than one operation shows. */
export function sharedErrorMessages(ops: readonly ApiOperationForSearch[]): Set<string> {
  const seen = new Set<string>()
  const shared = new Set<string>()
  for (const op of ops) {
    const messages = new Set((op.responses ?? []).flatMap((r) => (r.kind === "error" ? errorMessages(r) : [])))
    for (const message of messages) (seen.has(message) ? shared : seen).add(message)
  }
  return shared
}

const exampleTitles = (examples: readonly ExampleForSearch[] | null | undefined) =>
  (examples ?? []).map((e) => e.summary?.trim()).filter(Boolean) as string[]

/** A schema's allowed values as the page shows them ("One of: open, closed."), or "". */
function allowedValuesText(node: SchemaTreeForSearch | null | undefined): string {
  return node?.enum?.length ? `One of: ${enumValues(node).join(", ")}.` : ""
}

const enumValues = (node: SchemaTreeForSearch | null | undefined) =>
  (node?.enum ?? []).map((value) => value.replace(/^"(.*)"$/, "$1"))

/** Text parts as sentences: a part that ends without a full stop gets one. */
const sentences = (parts: readonly string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/[.!?:]$/.test(p) ? p : `${p}.`))
    .join(" ")

/** A field or parameter as the API pages' tables show it: "name: Description. One of: a, b." */
const describedName = (node: SchemaTreeForSearch) =>
  [node.name, sentences([markdownToPlainText(node.description ?? ""), allowedValuesText(node)])]
    .filter(Boolean)
    .join(": ")

const withDefines = (defines: string[]) => (defines.length ? { defines } : {})

function parameterNamesOf(op: ApiOperationForSearch): string[] {
  return op.parameterNames
    ? [...op.parameterNames]
    : (op.parameters ?? []).map((p) => p?.name).filter((n): n is string => Boolean(n))
}

/**
 * The searchable text of an API operation, in the order its page shows it: "METHOD /path" (read
 * back for the result's badge), the operationId, the description (with "Who can call it" and the
 * status rules), the parameters (name, description, allowed values), the request body's fields and
 * example titles, the success responses with their descriptions, example titles and fields, and the
 * error responses as status, reason and error codes. The error responses' prose repeats across operations (400, 401, 422 and 429
 * are shared components; the 404 of every poll operation reads alike), so only their codes are taken:
 * their words would match every operation (adding the prose measured no better on the tuning set).
 * An error example's message is taken when no other operation shows it ("No channel with id … in a
 * server you share with Pollaris." only creating a poll returns): a reader pasting it finds the
 * operation; a shared one ("No poll with id …") would match them all (`sharedErrorMessages`).
 */
/**
 * The name an operation's page goes by in the docs' links and its address: "get-guild-limits" for
 * /api/get-guild-limits.
 */
const routeName = (route: string): string => route.split("/").filter(Boolean).pop() ?? ""

export function apiOperationText(op: ApiOperationForSearch, sharedMessages: ReadonlySet<string> = new Set()): string {
  const method = op.method.toUpperCase()
  // Each parameter as its table shows it (name, description, allowed values), else its name.
  const parameters = op.parameters?.length
    ? sentences(op.parameters.flatMap((p) => (p?.name ? [describedName(p)] : [])))
    : parameterNamesOf(op).join(" ")
  const parts: string[] = [
    `${method} ${op.path}`,
    op.operationId ?? "",
    routeName(op.route),
    markdownToPlainText(op.description ?? ""),
    parameters,
  ]
  const body = op.requestBody
  if (body) {
    parts.push(
      markdownToPlainText(body.description ?? ""),
      [...schemaFieldNames(body.schema)].join(" "),
      exampleTitles(body.examples).join(". ")
    )
  }
  const successFields = new Set<string>()
  for (const response of op.responses ?? []) {
    const status = [response.status, response.statusText].filter(Boolean).join(" ")
    if (response.kind === "error") {
      const ownMessages = errorMessages(response).filter((message) => !sharedMessages.has(message))
      parts.push(`${status} ${errorCodes(response).join(" ")}`, ownMessages.join(" "))
      continue
    }
    parts.push(
      `${status}: ${markdownToPlainText(response.description ?? "")}`,
      exampleTitles(response.examples).join(". ")
    )
    schemaFieldNames(response.schema, successFields)
  }
  parts.push([...successFields].join(" "))
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(" ")
}

/**
 * One API operation: its title and apiOperationText; it defines its operationId, its method and path
 * ("post /polls"; a long path alone too), its parameters and its request body's fields.
 */
export function apiOperationDocument(
  op: ApiOperationForSearch,
  basePath: string,
  sharedMessages: ReadonlySet<string> = new Set()
): UnnumberedDocument {
  const method = op.method.toUpperCase()
  const title = op.summary?.trim() || `${method} ${op.path}`
  const tag = op.tag ?? ""
  return {
    title,
    content: apiOperationText(op, sharedMessages),
    tags: tag ? [tag] : [],
    sidebarParentCategories: tag ? ["API", tag] : ["API"],
    type: "docs",
    pageTitle: title,
    sectionTitle: title,
    sectionRoute: withBasePath(basePath, op.route),
    ...withDefines(
      definedIdentifiers([
        op.operationId,
        routeName(op.route),
        `${method} ${op.path}`,
        op.path,
        ...parameterNamesOf(op),
        ...schemaFieldNames(op.requestBody?.schema),
      ])
    ),
  }
}

/** The fields of an ApiModel node that search reads. */
export interface ApiModelForSearch {
  name: string
  route: string
  typeLabel?: string | null
  description?: string | null
  schema?: SchemaTreeForSearch | null
}

/**
 * Each field of a model, nested fields included down to the next model, whose fields belong to that
 * model's own page.
 */
function modelFields(
  tree: SchemaTreeForSearch | null | undefined,
  out: SchemaTreeForSearch[] = [],
  depth = 0
): SchemaTreeForSearch[] {
  if (!tree || depth > 8) return out
  const nested = (node: SchemaTreeForSearch | null | undefined) => {
    if (node && !node.model) modelFields(node, out, depth + 1)
  }
  for (const child of tree.children ?? []) {
    if (child.name) out.push(child)
    nested(child)
  }
  nested(tree.items)
  nested(tree.additional)
  for (const option of tree.alternatives?.options ?? []) nested(option)
  return out
}

/**
 * Each field of a model with its description and allowed values ("end_time: When voting closes…",
 * "status: ... One of: open, closed."), as modelFields.
 */
export function modelFieldTexts(tree: SchemaTreeForSearch | null | undefined): string[] {
  return modelFields(tree).map(describedName)
}

/**
 * One API model: its name, type, description and allowed values, and its fields with theirs (after
 * "Fields", as the page heads them). A model defines its own allowed values (defines.ts): `poll.reopen`
 * is one of AuditLogAction's and nothing else lists them; and the plain names of its fields ("color",
 * "scope"), which count only after the model's own name ("Role color": score-rank.ts). Not the
 * identifiers among its fields: the seven list models all restate `next_cursor`, and the operations
 * and pages that tell what to do with a field answer before the data shape, as REFERENCE has it.
 */
export function apiModelDocument(model: ApiModelForSearch, basePath: string): UnnumberedDocument {
  const fields = modelFieldTexts(model.schema)
  const content = [
    `Model ${model.name}`,
    model.typeLabel ?? "",
    sentences([markdownToPlainText(model.description ?? ""), allowedValuesText(model.schema)]),
    // Under the page's heading "Fields", a word readers ask for a data shape with ("poll object fields").
    fields.length > 0 ? `Fields: ${sentences(fields)}` : "",
  ]
  return {
    title: model.name,
    content: content
      .map((p) => p.trim())
      .filter(Boolean)
      .join(" "),
    tags: [],
    sidebarParentCategories: ["API", MODELS_CATEGORY],
    type: "docs",
    pageTitle: model.name,
    sectionTitle: model.name,
    sectionRoute: withBasePath(basePath, model.route),
    ...withDefines([
      ...definedIdentifiers(enumValues(model.schema)),
      ...modelFields(model.schema)
        .map((field) => field.name?.toLowerCase() ?? "")
        .filter((name) => /^\p{L}+$/u.test(name)),
    ]),
  }
}

/** Gives each document its position as id. */
export function numberDocuments(documents: UnnumberedDocument[]): SearchDocument[] {
  return documents.map((doc, id) => ({ id, ...doc }))
}

/** The text FlexSearch indexes for a document: every field the scorer reads. */
export function indexedText(
  doc: Pick<SearchDocument, "title" | "content" | "tags" | "sidebarParentCategories">
): string {
  return [doc.title, doc.tags.join(" "), doc.sidebarParentCategories.join(" "), doc.content].join(" ")
}
