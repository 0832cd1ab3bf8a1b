/**
 * Build-failure messages for an OpenAPI document that cannot be used: the file, the parser's or
 * validator's own message, and the JSON pointer of the problem when one is known. A schema violation
 * is reported once per problem, at the component that holds it, with its YAML line and bad value:
 *
 *   Invalid OpenAPI document openapi/pollaris-api.yaml: 1 problem
 *     #/components/parameters/Cursor/schema/type (line 2340): must be one of array, boolean, integer, number, object, string; found "strin"
 */
import { lineOfPointer, resolveThroughRefs } from "./locate"

/** The parts of swagger-parser's errors the message uses (they are plain Error subclasses). */
export interface ParserErrorLike {
  message?: string
  name?: string
  code?: string
  /** Ajv errors of a schema validation failure. */
  details?: AjvDetail[]
  /** MissingPointerError: where the broken $ref is, as "file#/pointer" or "#/pointer". */
  parentPath?: string | null
  /** MissingPointerError: the $ref that points nowhere. */
  targetRef?: string | null
}

export interface AjvDetail {
  instancePath?: string
  message?: string
  keyword?: string
  params?: { allowedValues?: unknown[]; additionalProperty?: string; missingProperty?: string; [key: string]: unknown }
}

/** The raw (not dereferenced) document and its text, to point at components and lines. */
export interface DocumentContext {
  raw: unknown
  source: string
}

export interface SchemaProblem {
  pointer: string
  line: number | null
  message: string
}

// What a failed oneOf/anyOf adds around the real problem: "not a $ref either", "matches no branch".
const CONSEQUENTIAL = new Set(["oneOf", "anyOf"])
const isRefAlternative = (d: AjvDetail) => d.keyword === "required" && d.params?.missingProperty === "$ref"

/**
 * One problem per place: instance paths followed through `$ref`s to the component that holds them,
 * duplicates merged (a component used by five operations is one problem), and a problem dropped when
 * a more specific one lies inside it.
 */
export function schemaProblems(details: AjvDetail[], context: DocumentContext): SchemaProblem[] {
  const candidates = details
    .filter((d) => d.instancePath !== undefined && !CONSEQUENTIAL.has(d.keyword ?? "") && !isRefAlternative(d))
    .map((d) => {
      const at = resolveThroughRefs(context.raw, asPointer(d.instancePath as string))
      let pointer = at.pointer
      let text = d.message ?? "is invalid"
      if (d.keyword === "enum" && Array.isArray(d.params?.allowedValues)) {
        text = `must be one of ${d.params.allowedValues.join(", ")}; found ${JSON.stringify(at.value)}`
      } else if (d.keyword === "additionalProperties" && d.params?.additionalProperty) {
        pointer = `${pointer}/${d.params.additionalProperty.replace(/~/g, "~0").replace(/\//g, "~1")}`
        text = `"${d.params.additionalProperty}" is not allowed here`
      } else if (at.value !== undefined && (typeof at.value !== "object" || at.value === null)) {
        text = `${text}; found ${JSON.stringify(at.value)}`
      }
      return { pointer, message: text }
    })
  const unique = new Map<string, { pointer: string; message: string }>()
  for (const c of candidates) unique.set(`${c.pointer}\0${c.message}`, c)
  const list = [...unique.values()]
  const specific = list.filter((p) => !list.some((q) => q !== p && q.pointer.startsWith(`${p.pointer}/`)))
  return specific.map((p) => ({ ...p, line: lineOfPointer(context.source, p.pointer) }))
}

/** "/paths/~1polls/get" or "#/paths/..." or "file.yaml#/paths/..." -> "#/paths/~1polls/get". */
function asPointer(path: string): string {
  const hash = path.indexOf("#")
  const pointer = hash === -1 ? path : path.slice(hash + 1)
  return `#${pointer.startsWith("/") || pointer === "" ? pointer : `/${pointer}`}`
}

/** JSON pointers named by the error, most specific first. Empty when the error has none (e.g. YAML syntax). */
export function errorPointers(error: ParserErrorLike): string[] {
  const pointers: string[] = []
  for (const detail of error.details ?? []) if (detail.instancePath !== undefined) pointers.push(asPointer(detail.instancePath))
  if (error.parentPath) pointers.push(asPointer(error.parentPath))
  // Validation messages name the place as "#/paths/~1polls/get must ...".
  for (const match of (error.message ?? "").matchAll(/(?:^|\s)(#\/[^\s'"]*)/g)) pointers.push(match[1].replace(/[.,;:]+$/, ""))
  return Array.from(new Set(pointers)).slice(0, 5)
}

export function formatLoadError(file: string, error: ParserErrorLike | unknown, context?: DocumentContext): string {
  const err = (error ?? {}) as ParserErrorLike
  const message = (err.message ?? String(error)).trim()
  const problems = context && err.details?.length ? schemaProblems(err.details, context) : []
  if (problems.length > 0) {
    return [
      `Invalid OpenAPI document ${file}: ${problems.length} ${problems.length === 1 ? "problem" : "problems"}`,
      ...problems.map((p) => `  ${p.pointer}${p.line ? ` (line ${p.line})` : ""}: ${p.message}`),
    ].join("\n")
  }
  const lines = [`Invalid OpenAPI document ${file}:`, ...message.split("\n").map((l) => `  ${l}`)]
  if (err.targetRef && !message.includes(err.targetRef)) lines.push(`  Missing $ref target: ${err.targetRef}`)
  const pointers = errorPointers(err)
  if (pointers.length > 0) lines.push(`JSON pointer: ${pointers.join(", ")}`)
  else if (err.code === "EPARSER" || /line|column|\(\d+:\d+\)/i.test(message)) lines.push("JSON pointer: none (the file is not valid YAML or JSON; see the line and column above)")
  return lines.join("\n")
}
