/**
 * An API operation (as shaped for its page by src/lib/openapi) → Markdown tree: method and path,
 * description, authentication, parameters as a table, request and response schemas as nested lists,
 * examples and code samples as fenced code. A model → its description, example, fields and uses. Descriptions are Markdown in the OpenAPI document: they are
 * parsed and their links made absolute like any guide's.
 */
import type { ExampleData, ModelData, OperationData, ParameterRow, SchemaNode } from "../openapi/types"
import {
  blockquote,
  code,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  root,
  strong,
  table,
  text,
  type MdNode,
} from "./tree"
import { absoluteUrl, resolveLink, type SiteUrls } from "./urls"
import type { MarkdownToolkit } from "./toolkit"

export type OperationForMarkdown = Pick<
  OperationData,
  | "route"
  | "method"
  | "path"
  | "summary"
  | "description"
  | "deprecated"
  | "security"
  | "parameters"
  | "requestBody"
  | "responses"
  | "codeSamples"
>

export interface OperationContext extends SiteUrls {
  /** Base URL of the API, e.g. https://pollaris.example/api/v1. */
  baseUrl?: string
}

/** Parses a description and resolves its links for the page at `route`. */
export function descriptionBlocks(
  toolkit: MarkdownToolkit,
  markdown: string | undefined | null,
  route: string,
  urls: SiteUrls
): MdNode[] {
  if (!markdown?.trim()) return []
  const absolutise = (node: MdNode): MdNode => {
    const copy: MdNode = { ...node }
    delete copy.position
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && typeof node.url === "string")
      copy.url = resolveLink(node.url, route, urls)
    if (node.children) copy.children = node.children.map(absolutise)
    return copy
  }
  return (toolkit.parseMarkdown(markdown).children ?? []).map(absolutise)
}

/** Inline content of a one-paragraph description (table cells); longer ones keep their text. */
function inlineDescription(
  toolkit: MarkdownToolkit,
  markdown: string | undefined,
  route: string,
  urls: SiteUrls
): MdNode[] {
  const blocks = descriptionBlocks(toolkit, markdown, route, urls)
  const inline: MdNode[] = []
  blocks.forEach((block, i) => {
    if (i > 0) inline.push(text(" "))
    inline.push(...(block.type === "paragraph" ? (block.children ?? []) : [text(plain(block))]))
  })
  return inline
}

const plain = (node: MdNode): string =>
  typeof node.value === "string" ? node.value : (node.children ?? []).map(plain).join(" ")

function facts(
  node: { typeLabel: string; format?: string; required?: boolean; nullable?: boolean; deprecated?: boolean },
  extra: string[] = []
): string {
  return [
    node.format ? `${node.typeLabel}, ${node.format}` : node.typeLabel,
    node.required ? "required" : null,
    node.nullable ? "nullable" : null,
    node.deprecated ? "deprecated" : null,
    ...extra,
  ]
    .filter(Boolean)
    .join(", ")
}

function details(node: { constraints: string[]; enum?: string[]; defaultValue?: string; example?: string }): MdNode[] {
  const out: MdNode[] = []
  const add = (label: string, value: MdNode[]) => out.push(text(` ${label}: `), ...value, text("."))
  // A pattern is code, not words: it goes in a code span.
  const words = node.constraints.filter((c) => !c.startsWith("pattern "))
  const pattern = node.constraints.find((c) => c.startsWith("pattern "))
  if (words.length > 0) out.push(text(` ${capitalise(words.join(", "))}.`))
  if (pattern) add("Pattern", [inlineCode(pattern.slice("pattern ".length))])
  if (node.enum?.length) add("One of", joinCode(node.enum))
  if (node.defaultValue !== undefined) add("Default", [inlineCode(node.defaultValue)])
  if (node.example !== undefined) add("Example", [inlineCode(node.example)])
  return out
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function joinCode(values: string[]): MdNode[] {
  return values.flatMap((v, i) => (i === 0 ? [inlineCode(v)] : [text(", "), inlineCode(v)]))
}

/** A schema as a nested list: "`name` (type, required): description. Constraints." */
function schemaItems(toolkit: MarkdownToolkit, node: SchemaNode, route: string, urls: SiteUrls): MdNode[][] {
  const items: MdNode[][] = []
  for (const child of node.children ?? []) items.push(schemaItem(toolkit, child, route, urls))
  if (node.additional) items.push(schemaItem(toolkit, { ...node.additional, name: "[any key]" }, route, urls))
  if (node.items) items.push(...schemaItems(toolkit, node.items, route, urls))
  for (const [i, option] of (node.alternatives?.options ?? []).entries()) {
    const label = `${node.alternatives?.kind === "anyOf" ? "Any of" : "One of"}, option ${i + 1}`
    items.push(schemaItem(toolkit, { ...option, name: undefined }, route, urls, label))
  }
  return items
}

/** The component schema's name, unless the type label already says it ("array of Answer"). */
const namedType = (node: { typeLabel: string; schemaName?: string }) =>
  node.schemaName && !node.typeLabel.includes(node.schemaName) ? [node.schemaName] : []

function schemaItem(
  toolkit: MarkdownToolkit,
  node: SchemaNode,
  route: string,
  urls: SiteUrls,
  label?: string
): MdNode[] {
  const access = node.access ? [node.access] : []
  const line: MdNode[] = [
    ...(label ? [strong(text(label))] : node.name ? [inlineCode(node.name)] : []),
    text(`${label || node.name ? " " : ""}(${facts(node, [...namedType(node), ...access])})`),
  ]
  // A one-paragraph description continues the line; a longer one (lists, several paragraphs) follows it.
  const blocks = descriptionBlocks(toolkit, node.description, route, urls)
  const [first, ...more] = blocks
  if (first?.type === "paragraph") line.push(text(": "), ...(first.children ?? []))
  const after = first?.type === "paragraph" ? more : blocks
  const detail = details(node)
  if (node.circular) detail.push(text(" Same structure as its parent."))
  if (after.length === 0) line.push(...(first || detail.length === 0 ? detail : [text(":"), ...detail]))
  const nested = schemaItems(toolkit, node, route, urls)
  return [
    paragraph(...line),
    ...after,
    ...(after.length > 0 && detail.length > 0 ? [paragraph(...trimStart(detail))] : []),
    ...(nested.length > 0 ? [list(nested)] : []),
  ]
}

function trimStart(nodes: MdNode[]): MdNode[] {
  const [head, ...rest] = nodes
  return head?.type === "text" ? [text((head.value ?? "").trimStart()), ...rest] : nodes
}

/**
 * A schema as a list of its properties. A named schema already written out on the page (the Error of
 * every error response) is referred to instead of repeated.
 */
function schemaBlocks(
  toolkit: MarkdownToolkit,
  schema: SchemaNode | null,
  route: string,
  urls: SiteUrls,
  seen: Map<string, string>,
  where: string
): MdNode[] {
  if (!schema) return []
  const summary = `Schema: ${facts({ ...schema, required: false }, namedType(schema))}`
  const earlier = schema.schemaName ? seen.get(schema.schemaName) : undefined
  if (earlier) return [paragraph(text(`${summary}, as described under ${earlier}.`))]
  if (schema.schemaName) seen.set(schema.schemaName, where)
  const items = schemaItems(toolkit, schema, route, urls)
  return items.length > 0 ? [paragraph(text(`${summary}.`)), list(items)] : [paragraph(text(`${summary}.`))]
}

function exampleBlocks(examples: ExampleData[], depth: number, lang: string): MdNode[] {
  return examples.flatMap((example) => [
    heading(depth, text(examples.length > 1 ? `Example: ${example.summary ?? example.name}` : "Example")),
    code(example.value, lang),
  ])
}

const langOf = (contentType: string | undefined) => (contentType && /json/.test(contentType) ? "json" : "text")

function parameterTable(toolkit: MarkdownToolkit, rows: ParameterRow[], route: string, urls: SiteUrls): MdNode {
  return table([
    [[text("Name")], [text("In")], [text("Type")], [text("Required")], [text("Description")]],
    ...rows.map((row) => [
      [inlineCode(row.name)],
      [text(row.in)],
      [text(facts({ ...row, required: false }))],
      [text(row.required ? "yes" : "no")],
      [...inlineDescription(toolkit, row.description, route, urls), ...details(row)],
    ]),
  ])
}

export function operationToMarkdownTree(
  toolkit: MarkdownToolkit,
  op: OperationForMarkdown,
  ctx: OperationContext
): MdNode {
  const route = op.route
  const seenSchemas = new Map<string, string>()
  const children: MdNode[] = [heading(1, text(op.summary))]
  const endpoint: MdNode[] = [inlineCode(`${op.method} ${op.path}`)]
  if (ctx.baseUrl)
    endpoint.push(text(" (full URL: "), inlineCode(`${ctx.baseUrl.replace(/\/+$/, "")}${op.path}`), text(")"))
  children.push(paragraph(...endpoint))
  if (op.deprecated)
    children.push(
      blockquote(paragraph(strong(text("Deprecated")), text(": this operation will be removed in a future version.")))
    )
  children.push(...descriptionBlocks(toolkit, op.description, route, ctx))

  if (op.security.length > 0) {
    children.push(heading(2, text("Authentication")))
    children.push(
      list(
        op.security.map((s) => [
          paragraph(
            strong(text(s.label)),
            text(": "),
            inlineCode(s.usage),
            ...(s.scopes.length > 0 ? [text(". Scopes: "), ...joinCode(s.scopes)] : []),
            ...(s.description ? [text(". "), ...inlineDescription(toolkit, s.description, route, ctx)] : [])
          ),
        ])
      )
    )
  }
  if (op.parameters.length > 0) {
    children.push(heading(2, text("Parameters")), parameterTable(toolkit, op.parameters, route, ctx))
  }
  if (op.requestBody) {
    const body = op.requestBody
    children.push(heading(2, text("Request body")))
    children.push(paragraph(inlineCode(body.contentType), text(body.required ? ", required." : ", optional.")))
    children.push(...descriptionBlocks(toolkit, body.description, route, ctx))
    children.push(...schemaBlocks(toolkit, body.schema, route, ctx, seenSchemas, "Request body"))
    children.push(...exampleBlocks(body.examples, 3, langOf(body.contentType)))
  }
  if (op.responses.length > 0) {
    children.push(heading(2, text("Responses")))
    const seenHeaders = new Map<string, string>()
    for (const response of op.responses) {
      const title = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`
      children.push(heading(3, text(title)))
      children.push(...descriptionBlocks(toolkit, response.description, route, ctx))
      if (response.contentType)
        children.push(paragraph(text("Content type: "), inlineCode(response.contentType), text(".")))
      const headerKey = JSON.stringify(response.headers)
      const sameHeaders = seenHeaders.get(headerKey)
      if (response.headers.length > 0 && sameHeaders) {
        children.push(
          paragraph(
            text("Headers: "),
            ...joinCode(response.headers.map((h) => h.name)),
            text(`, as described under ${sameHeaders}.`)
          )
        )
      } else if (response.headers.length > 0) {
        seenHeaders.set(headerKey, title)
        children.push(
          paragraph(text("Headers:")),
          list(
            response.headers.map((h) => [
              paragraph(
                inlineCode(h.name),
                text(` (${h.typeLabel})`),
                ...(h.description ? [text(": "), ...inlineDescription(toolkit, h.description, route, ctx)] : []),
                ...details({ constraints: h.constraints, example: h.example })
              ),
            ])
          )
        )
      }
      children.push(...schemaBlocks(toolkit, response.schema, route, ctx, seenSchemas, title))
      children.push(...exampleBlocks(response.examples, 4, langOf(response.contentType)))
    }
  }
  if (op.codeSamples.length > 0) {
    children.push(heading(2, text("Code samples")))
    for (const sample of op.codeSamples) children.push(heading(3, text(sample.label)), code(sample.code, sample.lang))
  }
  return root(children)
}

export function operationToMarkdown(toolkit: MarkdownToolkit, op: OperationForMarkdown, ctx: OperationContext): string {
  return toolkit.stringify(operationToMarkdownTree(toolkit, op, ctx))
}

export type ModelForMarkdown = Pick<
  ModelData,
  "name" | "route" | "typeLabel" | "description" | "schema" | "example" | "exampleGenerated" | "usedBy" | "usedIn"
>

/** A model's page: type, description, example, its fields as a nested list, the operations and models that use it. */
export function modelToMarkdown(toolkit: MarkdownToolkit, model: ModelForMarkdown, urls: SiteUrls): string {
  const route = model.route
  const children: MdNode[] = [
    heading(1, text(model.name)),
    paragraph(text("Model, type "), inlineCode(model.typeLabel), text(".")),
  ]
  children.push(...descriptionBlocks(toolkit, model.description, route, urls))
  children.push(
    heading(2, text(model.exampleGenerated ? "Example (generated from the schema)" : "Example")),
    code(model.example, "json")
  )
  const items = schemaItems(toolkit, model.schema, route, urls)
  if (model.schema.children?.length) {
    children.push(heading(2, text("Fields")), list(items))
  } else {
    const detail = details(model.schema)
    children.push(
      heading(2, text("Schema")),
      paragraph(
        text(facts({ ...model.schema, required: false })),
        ...(detail.length > 0 ? [text("."), ...detail] : [text(".")])
      )
    )
    if (items.length > 0) children.push(list(items))
  }
  const page = (to: string) => absoluteUrl(urls.siteUrl, urls.basePath, to)
  if (model.usedBy.length > 0) {
    children.push(
      heading(2, text("Used by")),
      list(
        model.usedBy.map((use) => [
          paragraph(
            link(page(use.route), text(use.summary)),
            text(": "),
            inlineCode(`${use.method} ${use.path}`),
            text(`, in ${use.where.join(", ")}.`)
          ),
        ])
      )
    )
  }
  if (model.usedIn.length > 0) {
    children.push(
      heading(2, text("Used in models")),
      list(model.usedIn.map((m) => [paragraph(link(page(m.route), inlineCode(m.name)))]))
    )
  }
  return toolkit.stringify(root(children))
}

/** The API overview: every tag with its description and its operations as links, then the models. */
export interface OverviewForMarkdown {
  route: string
  title: string
  intro: string
  baseUrl?: string
  version?: string
  links: { label: string; href: string }[]
  tags: {
    name: string
    description?: string | null
    operations: { method: string; path: string; summary: string; route: string }[]
  }[]
  models?: { name: string; route: string; excerpt?: string | null }[]
}

export function overviewToMarkdown(toolkit: MarkdownToolkit, page: OverviewForMarkdown, urls: SiteUrls): string {
  const children: MdNode[] = [heading(1, text(page.title)), paragraph(text(page.intro))]
  const facts: MdNode[][] = []
  if (page.baseUrl)
    facts.push([
      paragraph(
        text("Base URL: "),
        inlineCode(page.baseUrl),
        ...(page.version ? [text(` (version ${page.version})`)] : [])
      ),
    ])
  for (const l of page.links) facts.push([paragraph(link(resolveLink(l.href, page.route, urls), text(l.label)))])
  if (facts.length > 0) children.push(list(facts))
  for (const tag of page.tags) {
    children.push(heading(2, text(tag.name)), ...descriptionBlocks(toolkit, tag.description, page.route, urls))
    children.push(
      list(
        tag.operations.map((op) => [
          paragraph(
            link(absoluteUrl(urls.siteUrl, urls.basePath, op.route), text(op.summary)),
            text(": "),
            inlineCode(`${op.method} ${op.path}`)
          ),
        ])
      )
    )
  }
  if (page.models?.length) {
    children.push(
      heading(2, text("Models")),
      list(
        page.models.map((m) => [
          paragraph(
            link(absoluteUrl(urls.siteUrl, urls.basePath, m.route), inlineCode(m.name)),
            ...(m.excerpt ? [text(`: ${m.excerpt}`)] : [])
          ),
        ])
      )
    )
  }
  return toolkit.stringify(root(children))
}
