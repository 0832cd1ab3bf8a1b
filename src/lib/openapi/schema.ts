/**
 * JSON Schemas (dereferenced OpenAPI schema objects) turned into what a reader needs: a type label,
 * constraints in words, and a nested tree of properties. allOf is merged into one schema; oneOf and
 * anyOf become alternatives. Cycles are cut where a schema repeats one of its ancestors.
 */
import type { JsonValue, ParameterObject, HeaderObject, ParameterRow, HeaderRow, SchemaNameOf, SchemaNode, SchemaObject } from "./types"

const MAX_DEPTH = 12

const noNames: SchemaNameOf = () => undefined

/** JSON text of a value for display: strings keep their quotes, so `"open"` and `60` read differently. */
export function jsonText(value: JsonValue | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value)
}

function intersect(a: JsonValue[], b: JsonValue[]): JsonValue[] {
  const keys = new Set(b.map((v) => JSON.stringify(v)))
  return a.filter((v) => keys.has(JSON.stringify(v)))
}

/**
 * Merge an allOf list into one schema, as a validator would read it: properties merged (recursively when
 * both parts define one), required lists united, enums intersected, bounds tightened, `nullable` only when
 * every part allows null, and descriptions, examples and other annotations taken from the later part.
 * The schema's own keywords (next to allOf) come last, so they win.
 */
export function mergeAllOf(schema: SchemaObject): SchemaObject {
  if (!schema.allOf || schema.allOf.length === 0) return schema
  const { allOf, ...own } = schema
  const parts = [...allOf.map((part) => mergeAllOf(part)), own]
  return parts.reduce<SchemaObject>((merged, part) => mergeTwo(merged, part), {})
}

function mergeTwo(a: SchemaObject, b: SchemaObject): SchemaObject {
  const out: SchemaObject = { ...a, ...b }
  // nullable: absent means "not nullable" in 3.0, but an annotation-only part (no type) should not veto it.
  const aHasType = a.type !== undefined || a.properties !== undefined
  const bHasType = b.type !== undefined || b.properties !== undefined
  if (aHasType && bHasType) out.nullable = Boolean(a.nullable) && Boolean(b.nullable)
  else out.nullable = aHasType ? a.nullable : bHasType ? b.nullable : a.nullable || b.nullable
  if (!out.nullable) delete out.nullable
  if (a.type && b.type && a.type !== b.type && !Array.isArray(a.type) && !Array.isArray(b.type)) {
    // integer is a number: keep the narrower one.
    if ((a.type === "integer" && b.type === "number") || (a.type === "number" && b.type === "integer")) out.type = "integer"
  }
  if (a.properties || b.properties) {
    const props: Record<string, SchemaObject> = { ...(a.properties ?? {}) }
    for (const [key, value] of Object.entries(b.properties ?? {})) {
      props[key] = props[key] ? mergeTwo(mergeAllOf(props[key]), mergeAllOf(value)) : value
    }
    out.properties = props
  }
  if (a.required || b.required) out.required = Array.from(new Set([...(a.required ?? []), ...(b.required ?? [])]))
  if (a.enum && b.enum) out.enum = intersect(a.enum, b.enum)
  // An example or default the narrowed enum no longer allows would mislead.
  if (out.enum) {
    for (const key of ["example", "default"] as const) {
      if (out[key] !== undefined && intersect([out[key] as JsonValue], out.enum).length === 0) delete out[key]
    }
  }
  const max = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.max(x, y))
  const min = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.min(x, y))
  out.minimum = max(a.minimum, b.minimum)
  out.maximum = min(a.maximum, b.maximum)
  out.minLength = max(a.minLength, b.minLength)
  out.maxLength = min(a.maxLength, b.maxLength)
  out.minItems = max(a.minItems, b.minItems)
  out.maxItems = min(a.maxItems, b.maxItems)
  for (const key of ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"] as const) {
    if (out[key] === undefined) delete out[key]
  }
  if (a.items && b.items) out.items = mergeTwo(mergeAllOf(a.items), mergeAllOf(b.items))
  return out
}

/** The schema's types without "null" (3.1 writes nullable as a type). */
function typesOf(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type.filter((t) => t !== "null")
  if (schema.type) return [schema.type]
  if (schema.properties || schema.additionalProperties) return ["object"]
  if (schema.items) return ["array"]
  return []
}

export function isNullable(schema: SchemaObject): boolean {
  return Boolean(schema.nullable) || (Array.isArray(schema.type) && schema.type.includes("null")) || schema.const === null
}

function isComposite(schema: SchemaObject): boolean {
  const types = typesOf(schema)
  return types.includes("object") || types.includes("array") || Boolean(schema.oneOf || schema.anyOf || schema.allOf)
}

/**
 * A short type for tables and trees: "string", "integer", "array of Answer", "array of string",
 * "string | integer" (oneOf), "Poll" for a named object. Formats are not included (see `format`).
 */
export function typeLabel(schema: SchemaObject, nameOf: SchemaNameOf = noNames, depth = 0): string {
  const name = nameOf(schema)
  // Named objects read best by name ("Poll"); a named oneOf reads best as its alternatives.
  if (name && (typesOf(schema).includes("object") || (schema.allOf && !schema.oneOf && !schema.anyOf))) return name
  const merged = mergeAllOf(schema)
  const alternatives = merged.oneOf ?? merged.anyOf
  if (alternatives && depth < MAX_DEPTH) {
    return Array.from(new Set(alternatives.map((alt) => typeLabel(alt, nameOf, depth + 1)))).join(" | ")
  }
  const types = typesOf(merged)
  if (types.length === 0) return merged.const !== undefined ? typeof merged.const : "any"
  return types
    .map((t) => {
      if (t === "array") {
        if (!merged.items || depth >= MAX_DEPTH) return "array"
        const inner = typeLabel(merged.items, nameOf, depth + 1)
        return `array of ${inner.includes(" | ") ? `(${inner})` : inner}`
      }
      return t
    })
    .join(" | ")
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${plural(min, unit)}` : `${min} to ${max} ${unit}s`
  }
  if (min !== undefined && min > 0) return `at least ${plural(min, unit)}`
  if (max !== undefined) return `at most ${plural(max, unit)}`
  return null
}

/** Constraints of a schema in words: lengths, bounds, item counts, uniqueness, pattern. */
export function constraintsOf(schema: SchemaObject): string[] {
  const out: string[] = []
  const lengthMin = schema.minLength !== undefined && schema.minLength > 0 ? schema.minLength : undefined
  const length = range(lengthMin, schema.maxLength, "character")
  if (length) out.push(length)

  const exMin = schema.exclusiveMinimum
  const exMax = schema.exclusiveMaximum
  const lower = typeof exMin === "number" ? { value: exMin, exclusive: true } : schema.minimum !== undefined ? { value: schema.minimum, exclusive: exMin === true } : null
  const upper = typeof exMax === "number" ? { value: exMax, exclusive: true } : schema.maximum !== undefined ? { value: schema.maximum, exclusive: exMax === true } : null
  if (lower && upper && !lower.exclusive && !upper.exclusive) out.push(`${lower.value} to ${upper.value}`)
  else {
    if (lower) out.push(lower.exclusive ? `greater than ${lower.value}` : `at least ${lower.value}`)
    if (upper) out.push(upper.exclusive ? `less than ${upper.value}` : `at most ${upper.value}`)
  }
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`)

  const itemsMin = schema.minItems !== undefined && schema.minItems > 0 ? schema.minItems : undefined
  const items = range(itemsMin, schema.maxItems, "item")
  if (items) out.push(items)
  if (schema.uniqueItems) out.push("unique items")

  const propsMin = schema.minProperties !== undefined && schema.minProperties > 0 ? schema.minProperties : undefined
  const props = range(propsMin, schema.maxProperties, "property")
  if (props) out.push(props.replace(/propertys\b/, "properties"))

  if (schema.pattern) out.push(`pattern ${schema.pattern}`)
  return out
}

const isScalar = (value: JsonValue | undefined) => value === null || ["string", "number", "boolean"].includes(typeof value)

interface TreeOptions {
  nameOf?: SchemaNameOf
  /** Leave out readOnly properties (request bodies) or writeOnly ones (responses). */
  omit?: "readOnly" | "writeOnly"
}

/**
 * The schema as a tree of nodes: an object's properties become children (required ones first, then in
 * document order), an array's item schema becomes `items`, oneOf/anyOf become `alternatives`.
 */
export function schemaToTree(schema: SchemaObject, options: TreeOptions = {}, name?: string, required = false): SchemaNode {
  return toNode(schema, options, name, required, [], 0)
}

function toNode(schema: SchemaObject, options: TreeOptions, name: string | undefined, required: boolean, ancestors: SchemaObject[], depth: number): SchemaNode {
  const nameOf = options.nameOf ?? noNames
  const schemaName = nameOf(schema)
  const merged = mergeAllOf(schema)
  const node: SchemaNode = {
    typeLabel: typeLabel(schema, nameOf),
    required,
    nullable: isNullable(merged),
    deprecated: Boolean(merged.deprecated),
    constraints: constraintsOf(merged),
  }
  if (name !== undefined) node.name = name
  if (schemaName && isComposite(schema)) node.schemaName = schemaName
  if (schemaName) node.model = schemaName
  if (merged.format) node.format = merged.format
  if (merged.readOnly) node.access = "read-only"
  else if (merged.writeOnly) node.access = "write-only"
  if (merged.description) node.description = merged.description
  if (merged.enum) node.enum = merged.enum.map((v) => JSON.stringify(v))
  else if (merged.const !== undefined) node.enum = [JSON.stringify(merged.const)]
  if (merged.default !== undefined) node.defaultValue = JSON.stringify(merged.default)
  if (merged.example !== undefined && isScalar(merged.example) && !merged.enum) node.example = JSON.stringify(merged.example)

  if (ancestors.includes(schema) || depth >= MAX_DEPTH) {
    node.circular = true
    return node
  }
  const path = [...ancestors, schema]

  const alternatives = merged.oneOf ? { kind: "oneOf" as const, list: merged.oneOf } : merged.anyOf ? { kind: "anyOf" as const, list: merged.anyOf } : null
  if (alternatives) {
    node.alternatives = {
      kind: alternatives.kind,
      options: alternatives.list.map((alt) => toNode(alt, options, undefined, false, path, depth + 1)),
    }
  }

  if (merged.properties) {
    const requiredSet = new Set(merged.required ?? [])
    const entries = Object.entries(merged.properties).filter(([, prop]) => {
      const p = mergeAllOf(prop)
      return !(options.omit === "readOnly" && p.readOnly) && !(options.omit === "writeOnly" && p.writeOnly)
    })
    const children = entries.map(([key, prop]) => toNode(prop, options, key, requiredSet.has(key), path, depth + 1))
    node.children = [...children.filter((c) => c.required), ...children.filter((c) => !c.required)]
  }
  if (merged.additionalProperties && typeof merged.additionalProperties === "object") {
    node.additional = toNode(merged.additionalProperties, options, undefined, false, path, depth + 1)
  }
  if (merged.items) node.items = toNode(merged.items, options, undefined, false, path, depth + 1)
  return node
}

/** A row of the parameters table. */
export function parameterRow(param: ParameterObject, nameOf: SchemaNameOf = noNames): ParameterRow {
  const schema = mergeAllOf(param.schema ?? {})
  const row: ParameterRow = {
    name: param.name,
    in: param.in,
    typeLabel: param.schema ? typeLabel(param.schema, nameOf) : "string",
    required: param.in === "path" ? true : Boolean(param.required),
    deprecated: Boolean(param.deprecated || schema.deprecated),
    nullable: isNullable(schema),
    constraints: constraintsOf(schema),
  }
  const model = param.schema ? nameOf(param.schema) : undefined
  if (model) row.model = model
  if (schema.format) row.format = schema.format
  const description = param.description ?? schema.description
  if (description) row.description = description
  if (schema.enum) row.enum = schema.enum.map((v) => JSON.stringify(v))
  if (schema.default !== undefined) row.defaultValue = JSON.stringify(schema.default)
  const example = parameterExample(param)
  if (example !== undefined) row.example = JSON.stringify(example)
  return row
}

/** The example value of a parameter, as written in the document (parameter, its examples, or its schema). */
export function parameterExample(param: ParameterObject): JsonValue | undefined {
  if (param.example !== undefined) return param.example
  const first = param.examples ? Object.values(param.examples)[0] : undefined
  if (first?.value !== undefined) return first.value
  const schema = param.schema ? mergeAllOf(param.schema) : undefined
  if (schema?.example !== undefined) return schema.example
  if (schema?.examples?.length) return schema.examples[0]
  return undefined
}

/** A row of a response's headers list. */
export function headerRow(name: string, header: HeaderObject, nameOf: SchemaNameOf = noNames): HeaderRow {
  const schema = mergeAllOf(header.schema ?? {})
  const row: HeaderRow = { name, typeLabel: header.schema ? typeLabel(header.schema, nameOf) : "string", constraints: constraintsOf(schema) }
  const description = header.description ?? schema.description
  if (description) row.description = description
  const example = header.example ?? schema.example
  if (example !== undefined) row.example = JSON.stringify(example)
  return row
}
