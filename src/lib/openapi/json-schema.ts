/**
 * An OpenAPI 3.0 schema as plain JSON Schema (draft 7), for the validator of the API console: `nullable`
 * becomes a "null" type, 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become bounds, readOnly
 * (request) or writeOnly (response) properties are left out, and keywords only documentation reads
 * (example, description, xml, ...) are dropped to keep the files small. A schema that refers back to
 * one of its ancestors accepts anything at that point (the dereferenced document holds cycles).
 */
import type { JsonValue, SchemaObject } from "./types"

export type JsonSchema = { [key: string]: JsonValue } | boolean

export interface JsonSchemaOptions {
  omit?: "readOnly" | "writeOnly"
}

const KEPT = [
  "enum",
  "const",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "format",
] as const

export function toJsonSchema(schema: SchemaObject, options: JsonSchemaOptions = {}): JsonSchema {
  return convert(schema, options, [])
}

function convert(schema: SchemaObject, options: JsonSchemaOptions, ancestors: SchemaObject[]): JsonSchema {
  if (ancestors.includes(schema)) return true
  const path = [...ancestors, schema]
  const out: { [key: string]: JsonValue } = {}
  for (const key of KEPT) if (schema[key] !== undefined) out[key] = schema[key] as JsonValue

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? [...schema.type] : [schema.type]
    if (schema.nullable && !types.includes("null")) types.push("null")
    out.type = types.length === 1 ? types[0] : types
  }
  if (schema.nullable && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]

  // 3.0 writes exclusive bounds as a flag on minimum/maximum; 3.1 (and draft 7) as the bound itself.
  if (typeof schema.exclusiveMinimum === "number") out.exclusiveMinimum = schema.exclusiveMinimum
  else if (schema.exclusiveMinimum === true && schema.minimum !== undefined) {
    out.exclusiveMinimum = schema.minimum
    delete out.minimum
  }
  if (typeof schema.exclusiveMaximum === "number") out.exclusiveMaximum = schema.exclusiveMaximum
  else if (schema.exclusiveMaximum === true && schema.maximum !== undefined) {
    out.exclusiveMaximum = schema.maximum
    delete out.maximum
  }

  if (schema.properties) {
    const properties: { [key: string]: JsonValue } = {}
    const left: string[] = []
    for (const [name, property] of Object.entries(schema.properties)) {
      if (options.omit && property[options.omit]) {
        left.push(name)
        continue
      }
      properties[name] = convert(property, options, path)
    }
    out.properties = properties
    const required = (schema.required ?? []).filter((name) => !left.includes(name))
    if (required.length > 0) out.required = required
  } else if (schema.required && schema.required.length > 0) out.required = schema.required
  if (schema.additionalProperties !== undefined) {
    out.additionalProperties = typeof schema.additionalProperties === "boolean" ? schema.additionalProperties : convert(schema.additionalProperties, options, path)
  }
  if (schema.items) out.items = convert(schema.items, options, path)
  for (const key of ["allOf", "oneOf", "anyOf"] as const) {
    const list = schema[key]
    if (list) out[key] = list.map((s) => convert(s, options, path))
  }
  if (schema.not) out.not = convert(schema.not, options, path)
  // `nullable` beside oneOf/anyOf/allOf and no type (AuditLogValue): null is one more choice.
  if (schema.nullable && schema.type === undefined && (out.oneOf || out.anyOf || out.allOf)) return { anyOf: [{ type: "null" }, out] }
  return out
}
