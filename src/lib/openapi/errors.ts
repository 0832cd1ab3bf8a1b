/**
 * Build-failure messages for an OpenAPI document that cannot be used: the file, the parser's or
 * validator's own message, and the JSON pointer of the problem when one is known, e.g.
 *
 *   Invalid OpenAPI document openapi/pollaris-api.yaml:
 *     Swagger schema validation failed.
 *       #/paths/~1polls/get must have required property 'responses'
 *   JSON pointer: #/paths/~1polls/get
 */

/** The parts of swagger-parser's errors the message uses (they are plain Error subclasses). */
export interface ParserErrorLike {
  message?: string
  name?: string
  code?: string
  /** Ajv errors of a schema validation failure. */
  details?: { instancePath?: string; message?: string }[]
  /** MissingPointerError: where the broken $ref is, as "file#/pointer" or "#/pointer". */
  parentPath?: string | null
  /** MissingPointerError: the $ref that points nowhere. */
  targetRef?: string | null
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

export function formatLoadError(file: string, error: ParserErrorLike | unknown): string {
  const err = (error ?? {}) as ParserErrorLike
  const message = (err.message ?? String(error)).trim()
  const lines = [`Invalid OpenAPI document ${file}:`, ...message.split("\n").map((l) => `  ${l}`)]
  if (err.targetRef && !message.includes(err.targetRef)) lines.push(`  Missing $ref target: ${err.targetRef}`)
  const pointers = errorPointers(err)
  if (pointers.length > 0) lines.push(`JSON pointer: ${pointers.join(", ")}`)
  else if (err.code === "EPARSER" || /line|column|\(\d+:\d+\)/i.test(message)) lines.push("JSON pointer: none (the file is not valid YAML or JSON; see the line and column above)")
  return lines.join("\n")
}
