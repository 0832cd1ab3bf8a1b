/**
 * Examples: the ones the document gives (media-type examples, then the schema's own example), or, when
 * it gives none, one generated from the schema: its examples, defaults and enums first, then a plausible
 * value for the type and format.
 */
import { mergeAllOf } from "./schema"
import type { ExampleData, JsonValue, MediaTypeObject, SchemaObject } from "./types"

const MAX_DEPTH = 10

const FORMAT_EXAMPLES: Record<string, string> = {
  "date-time": "2024-06-17T18:04:11Z",
  date: "2024-06-17",
  time: "18:04:11Z",
  email: "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  byte: "U29tZSBieXRlcw==",
  binary: "<binary>",
  password: "********",
}

export interface ExampleOptions {
  /** Request bodies leave out readOnly properties, responses leave out writeOnly ones. */
  omit?: "readOnly" | "writeOnly"
}

/** An example value for a schema, preferring what the document writes over what can be made up. */
export function exampleFromSchema(schema: SchemaObject, options: ExampleOptions = {}): JsonValue {
  return generate(schema, options, [], 0)
}

function generate(schema: SchemaObject, options: ExampleOptions, ancestors: SchemaObject[], depth: number): JsonValue {
  const merged = mergeAllOf(schema)
  if (merged.example !== undefined) return merged.example
  if (merged.examples && merged.examples.length > 0) return merged.examples[0]
  if (merged.const !== undefined) return merged.const
  if (merged.default !== undefined) return merged.default
  if (merged.enum && merged.enum.length > 0) return merged.enum[0]
  if (ancestors.includes(schema) || depth >= MAX_DEPTH) return null
  const path = [...ancestors, schema]

  const alternatives = merged.oneOf ?? merged.anyOf
  if (alternatives && alternatives.length > 0) return generate(alternatives[0], options, path, depth + 1)

  const type = Array.isArray(merged.type) ? merged.type.find((t) => t !== "null") : merged.type
  if (type === "object" || (!type && (merged.properties || merged.additionalProperties))) {
    const out: { [key: string]: JsonValue } = {}
    for (const [key, prop] of Object.entries(merged.properties ?? {})) {
      const p = mergeAllOf(prop)
      if ((options.omit === "readOnly" && p.readOnly) || (options.omit === "writeOnly" && p.writeOnly)) continue
      out[key] = generate(prop, options, path, depth + 1)
    }
    if (!merged.properties && merged.additionalProperties && typeof merged.additionalProperties === "object") {
      out.key = generate(merged.additionalProperties, options, path, depth + 1)
    }
    return out
  }
  if (type === "array" || (!type && merged.items)) {
    return merged.items ? [generate(merged.items, options, path, depth + 1)] : []
  }
  if (type === "string") {
    if (merged.format && FORMAT_EXAMPLES[merged.format]) return FORMAT_EXAMPLES[merged.format]
    const text = "string"
    if (merged.minLength !== undefined && merged.minLength > text.length) return text.padEnd(merged.minLength, "x")
    if (merged.maxLength !== undefined && merged.maxLength < text.length) return text.slice(0, Math.max(merged.maxLength, 0))
    return text
  }
  if (type === "integer" || type === "number") {
    const step = type === "integer" ? 1 : 0.5
    const exMin = merged.exclusiveMinimum
    const exMax = merged.exclusiveMaximum
    if (typeof exMin === "number") return exMin + step
    if (merged.minimum !== undefined) return exMin === true ? merged.minimum + step : merged.minimum
    if (typeof exMax === "number") return Math.min(0, exMax - step)
    if (merged.maximum !== undefined) return Math.min(0, exMax === true ? merged.maximum - step : merged.maximum)
    return 0
  }
  if (type === "boolean") return true
  if (type === "null" || merged.nullable) return null
  return null
}

export function prettyJson(value: JsonValue): string {
  return JSON.stringify(value, null, 2)
}

/**
 * The examples of a request or response body: the named media-type examples, or its single example, or
 * the schema's example, or one generated from the schema. Empty without a schema or examples.
 */
export function mediaExamples(media: MediaTypeObject | undefined, options: ExampleOptions = {}): ExampleData[] {
  if (!media) return []
  const named = Object.entries(media.examples ?? {}).filter(([, ex]) => ex.value !== undefined)
  if (named.length > 0) {
    return named.map(([name, ex]) => {
      const data: ExampleData = { name, value: prettyJson(ex.value as JsonValue), generated: false }
      if (ex.summary) data.summary = ex.summary
      if (ex.description) data.description = ex.description
      return data
    })
  }
  if (media.example !== undefined) return [{ name: "example", value: prettyJson(media.example), generated: false }]
  if (!media.schema) return []
  const merged = mergeAllOf(media.schema)
  const written = merged.example !== undefined
  return [{ name: written ? "example" : "generated", value: prettyJson(exampleFromSchema(media.schema, options)), generated: !written }]
}

/** The example value to send in code samples: the first written example, else one from the schema. */
export function firstExampleValue(media: MediaTypeObject | undefined, options: ExampleOptions = {}): JsonValue | undefined {
  if (!media) return undefined
  const first = Object.values(media.examples ?? {}).find((ex) => ex.value !== undefined)
  if (first) return first.value
  if (media.example !== undefined) return media.example
  return media.schema ? exampleFromSchema(media.schema, options) : undefined
}
