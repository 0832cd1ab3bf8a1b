/**
 * Models: each named schema of `components.schemas` as a page of its own (fields, type, constraints,
 * an example), with the operations that send or return it and the models that contain it. Works on the
 * dereferenced document, where a `$ref` has become the component object itself, so "which named
 * schemas does this schema use" is a walk that stops at objects `nameOf` knows.
 */
import { excerpt } from "./description-tree"
import { modelRoute, modelSlug } from "./slug"
import { schemaToTree, typeLabel, mergeAllOf } from "./schema"
import { exampleFromSchema, prettyJson } from "./example"
import type { ModelData, ModelUse, SchemaNameOf, SchemaObject } from "./types"

/** An operation as the models see it: where it is listed, and the schemas of its parameters, body and responses. */
export interface OperationSchemas {
  route: string
  method: string
  path: string
  summary: string
  parameters: SchemaObject[]
  requestBody?: SchemaObject
  /** Status code and schema of each response with a body. */
  responses: { status: string; schema: SchemaObject }[]
}

/** The schemas directly below one schema: properties, items, map values, compositions, `not`. */
function subschemas(schema: SchemaObject): SchemaObject[] {
  const out: SchemaObject[] = [...Object.values(schema.properties ?? {})]
  if (schema.items) out.push(schema.items)
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") out.push(schema.additionalProperties)
  for (const list of [schema.allOf, schema.oneOf, schema.anyOf]) if (list) out.push(...list)
  if (schema.not) out.push(schema.not)
  return out
}

/**
 * Names of the named schemas a schema uses. `direct`: only those reached without passing through
 * another named schema (Poll uses Answer, not what Answer uses); otherwise every one, at any depth.
 * The schema itself counts when it is named and `includeSelf` is set.
 */
export function namedSchemasIn(schema: SchemaObject, nameOf: SchemaNameOf, { direct = false, includeSelf = true } = {}): Set<string> {
  const names = new Set<string>()
  const seen = new Set<SchemaObject>()
  const visit = (s: SchemaObject, isRoot: boolean) => {
    if (seen.has(s)) return
    seen.add(s)
    const name = nameOf(s)
    if (name && (!isRoot || includeSelf)) names.add(name)
    if (name && direct && !isRoot) return
    for (const sub of subschemas(s)) visit(sub, false)
  }
  visit(schema, true)
  return names
}

/** The operations that use each model, with where ("request body", "response 200", "parameter"). */
function usesByModel(operations: OperationSchemas[], nameOf: SchemaNameOf): Map<string, ModelUse[]> {
  const uses = new Map<string, ModelUse[]>()
  for (const op of operations) {
    const places = new Map<string, string[]>()
    const add = (schema: SchemaObject, place: string) => {
      for (const name of namedSchemasIn(schema, nameOf)) {
        const list = places.get(name) ?? []
        if (!list.includes(place)) list.push(place)
        places.set(name, list)
      }
    }
    for (const schema of op.parameters) add(schema, "parameters")
    if (op.requestBody) add(op.requestBody, "request body")
    for (const r of op.responses) add(r.schema, `response ${r.status}`)
    for (const [name, where] of places) {
      const list = uses.get(name) ?? []
      list.push({ route: op.route, method: op.method, path: op.path, summary: op.summary, where })
      uses.set(name, list)
    }
  }
  return uses
}

/**
 * The page's meta description (search engines, link previews): the description's first paragraph,
 * then the fields it has, its allowed values or its type: "Changes to a server. Fields: settings."
 */
export function modelMetaDescription(
  name: string,
  excerptText: string | undefined,
  typeLabelText: string,
  fieldNames: string[],
  allowedValues: string[] = []
): string {
  // A first paragraph that introduces a list ("Where the poll is in its life:") ends as a sentence here.
  const lead = excerptText ? excerptText.replace(/:$/, ".") : `The ${name} model of the API.`
  const list = (items: string[]) => `${items.slice(0, 6).join(", ")}${items.length > 6 ? ` and ${items.length - 6} more` : ""}`
  if (fieldNames.length > 0) return `${lead} Fields: ${list(fieldNames)}.`
  if (allowedValues.length > 0) return `${lead} One of: ${list(allowedValues)}.`
  return `${lead} Type: ${typeLabelText}.`
}

export interface ShapedModels {
  models: ModelData[]
  /** Two schema names with one page slug; the build must fail when there are any. */
  problems: string[]
}

/**
 * One model per component schema, in the document's order. `schemas` is the dereferenced
 * `components.schemas`; `operations` the operations in sidebar order (their "used by" keeps it).
 */
export function shapeModels(
  schemas: Record<string, SchemaObject>,
  operations: OperationSchemas[],
  nameOf: SchemaNameOf,
  routeBase = "/api"
): ShapedModels {
  const uses = usesByModel(operations, nameOf)
  const entries = Object.entries(schemas)
  const containers = new Map<string, string[]>()
  for (const [name, schema] of entries) {
    for (const used of namedSchemasIn(schema, nameOf, { direct: true, includeSelf: false })) {
      if (used === name) continue
      containers.set(used, [...(containers.get(used) ?? []), name])
    }
  }

  const problems: string[] = []
  const bySlug = new Map<string, string>()
  const models = entries.map(([name, schema], order): ModelData => {
    const slug = modelSlug(name)
    const other = bySlug.get(slug)
    if (other) problems.push(`the schemas "${other}" and "${name}" would both have the model page ${modelRoute(name, routeBase)}: rename one of them`)
    bySlug.set(slug, name)
    const merged = mergeAllOf(schema)
    const written = merged.example !== undefined || (merged.examples?.length ?? 0) > 0
    const model: ModelData = {
      name,
      slug,
      route: modelRoute(name, routeBase),
      order,
      typeLabel: typeLabel(schema, () => undefined),
      schema: schemaToTree(schema, { nameOf }),
      example: prettyJson(exampleFromSchema(schema)),
      exampleGenerated: !written,
      usedBy: uses.get(name) ?? [],
      usedIn: (containers.get(name) ?? []).map((container) => ({ name: container, route: modelRoute(container, routeBase) })),
      metaDescription: "",
    }
    if (merged.description) model.description = merged.description
    const text = excerpt(merged.description ?? "")
    if (text) model.excerpt = text
    const fieldNames = (model.schema.children ?? []).flatMap((c) => (c.name ? [c.name] : []))
    const values = (model.schema.enum ?? []).map((v) => v.replace(/^"(.*)"$/, "$1"))
    model.metaDescription = modelMetaDescription(name, text, model.typeLabel, fieldNames, values)
    return model
  })
  return { models, problems }
}
