/**
 * Checks of a console request before it is sent, and of a response once it arrives: JSON syntax with
 * line and column, the body and each parameter against their JSON Schema (@cfworker/json-schema: it
 * interprets schemas without generating code, so it runs under a Content Security Policy without
 * 'unsafe-eval'), every problem naming the field or parameter it is about.
 */
import { Validator } from "@cfworker/json-schema"
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser"
import type { ConsoleParameter } from "../openapi/console-data"
import type { JsonSchema } from "../openapi/json-schema"
import type { JsonValue } from "../openapi/types"

export interface Problem {
  /** Field path ("answers[0].text"), parameter name, or "" for the whole value. */
  field: string
  message: string
}

export type JsonParse = { ok: true; value: JsonValue } | { ok: false; message: string; line?: number; column?: number }

/** Line and column (1-based) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split("\n")
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

/** By jsonc-parser's error name (its codes are a const enum, which isolated modules cannot read). */
const SYNTAX_MESSAGES: Record<string, string> = {
  ValueExpected: "a value is expected here",
  CommaExpected: "a comma is missing",
  ColonExpected: "a colon is missing",
  PropertyNameExpected: "a property name in double quotes is expected",
  CloseBracketExpected: "a closing ] is missing",
  CloseBraceExpected: "a closing } is missing",
  EndOfFileExpected: "there is text after the end of the JSON value",
  InvalidSymbol: "unexpected character (strings and names take double quotes)",
  InvalidNumberFormat: "this number is not written as JSON writes numbers",
  UnexpectedEndOfString: "a string is not closed",
  UnexpectedEndOfNumber: "a number ends too early",
  InvalidEscapeCharacter: "a backslash escape is not valid",
  InvalidCharacter: "a string holds a raw control character (write a line break as \\n)",
  InvalidCommentToken: "JSON has no comments",
}

/**
 * JSON.parse, and when it fails the first error with its line and column. Engines word the error
 * differently and often give no position, so jsonc-parser (comments and trailing commas disallowed)
 * finds where it is.
 */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue }
  } catch (error) {
    if (text.trim() === "") return { ok: false, message: "The body is empty." }
    const errors: ParseError[] = []
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
    const first = errors[0]
    if (!first) return { ok: false, message: (error as Error).message }
    return {
      ok: false,
      message: SYNTAX_MESSAGES[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error),
      ...lineColumn(text, first.offset),
    }
  }
}

/** "#/answers/0/text" -> "answers[0].text"; "#" -> "". */
export function fieldPath(pointer: string): string {
  const parts = pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter((p) => p !== "")
    .map((p) => decodeURIComponent(p).replace(/~1/g, "/").replace(/~0/g, "~"))
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), "")
}

/** Keywords whose errors only repeat the errors of the values under them. */
const SUMMARY_KEYWORDS = new Set([
  "properties",
  "items",
  "additionalProperties",
  "allOf",
  "$ref",
  "prefixItems",
  "unevaluatedProperties",
  "unevaluatedItems",
  "dependentSchemas",
  "contains",
])

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

const validators = new WeakMap<object, Validator>()

/** Problems of `value` against `schema`, one per failing value, each naming its field path. */
export function schemaProblems(schema: JsonSchema, value: JsonValue, base = ""): Problem[] {
  if (schema === true || (typeof schema === "object" && Object.keys(schema).length === 0)) return []
  const key = typeof schema === "object" ? schema : { not: {} }
  let validator = validators.get(key)
  if (!validator) {
    validator = new Validator(key as never, "7", false)
    validators.set(key, validator)
  }
  const result = validator.validate(value)
  if (result.valid) return []
  const join = (path: string) =>
    base && path ? (path.startsWith("[") ? `${base}${path}` : `${base}.${path}`) : base || path
  const problems: Problem[] = []
  for (const error of result.errors) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue
    const at = fieldPath(error.instanceLocation)
    if (error.keyword === "required") {
      const name = /"([^"]+)"/.exec(error.error)?.[1]
      problems.push({ field: join(name ? (at ? `${at}.${name}` : name) : at), message: "is required" })
    } else if (error.keyword === "false") {
      problems.push({ field: join(at), message: "is not a documented field" })
    } else if (error.keyword === "type") {
      const expected = /Expected (.+)\.$/.exec(error.error)?.[1]
      problems.push({
        field: join(at),
        message: expected
          ? `must be of type ${expected.replace(/"/g, "").replace(/, /g, " or ")}`
          : lowerFirst(error.error.replace(/\.$/, "")),
      })
    } else if (error.keyword === "enum") {
      const allowed = /any of (\[.*\])\.$/.exec(error.error)?.[1]
      problems.push({
        field: join(at),
        message: allowed
          ? `must be one of ${allowed.slice(1, -1).replace(/,/g, ", ")}`
          : lowerFirst(error.error.replace(/\.$/, "")),
      })
    } else {
      problems.push({ field: join(at), message: lowerFirst(error.error.replace(/\.$/, "")) })
    }
  }
  // The same problem reached through two branches is listed once.
  return problems.filter((p, i) => problems.findIndex((q) => q.field === p.field && q.message === p.message) === i)
}

/** A parameter's text as the value its schema describes ("5" -> 5 for an integer), or the text itself. */
export function coerceParameter(param: ConsoleParameter, text: string): JsonValue {
  if (param.kind === "integer" || param.kind === "number")
    return text.trim() !== "" && !Number.isNaN(Number(text)) ? Number(text) : text
  if (param.kind === "boolean") return text === "true" ? true : text === "false" ? false : text
  if (param.kind === "array")
    return text
      .split(",")
      .map((t) => t.trim())
      .filter((t) => t !== "")
  return text
}

/** Key of a parameter's value in the console's form: parameters of different places may share a name. */
export const parameterKey = (p: Pick<ConsoleParameter, "in" | "name">) => `${p.in}:${p.name}`

/** Missing required parameters and values their schema rejects, each naming the parameter. */
export function parameterProblems(params: ConsoleParameter[], values: Record<string, string>): Problem[] {
  const problems: Problem[] = []
  for (const param of params) {
    const text = values[parameterKey(param)] ?? ""
    if (text === "") {
      if (param.required) problems.push({ field: param.name, message: `is required (${param.in} parameter)` })
      continue
    }
    problems.push(
      ...schemaProblems(param.schema, coerceParameter(param, text), param.name).map((p) => ({
        field: p.field || param.name,
        message: p.message,
      }))
    )
  }
  return problems
}

export type BodyCheck =
  | { ok: true; value: JsonValue | undefined; problems: Problem[] }
  | { ok: false; syntax: Extract<JsonParse, { ok: false }> }

/** The body's JSON syntax, then its fields against the request schema. An empty optional body is fine. */
export function checkBody(body: { required: boolean; schema?: JsonSchema } | null, text: string): BodyCheck {
  if (!body) return { ok: true, value: undefined, problems: [] }
  if (text.trim() === "")
    return {
      ok: true,
      value: undefined,
      problems: body.required ? [{ field: "", message: "The request body is required." }] : [],
    }
  const parsed = parseJson(text)
  if (!parsed.ok) return { ok: false, syntax: parsed }
  return { ok: true, value: parsed.value, problems: body.schema ? schemaProblems(body.schema, parsed.value) : [] }
}
