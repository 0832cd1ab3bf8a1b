/**
 * "Mock (in your browser)": answers a console request from the OpenAPI document alone. The request is
 * checked as the API documents it (the token when the operation needs one, each parameter, the body's
 * JSON and fields); a request that passes gets the first documented success status with its example,
 * one that does not gets the documented error status for that problem with the documented error body,
 * its message and field list filled from the problems found.
 */
import type { ConsoleOperation, ConsoleResponse } from "../openapi/console-data"
import type { JsonValue } from "../openapi/types"
import { checkBody, parameterProblems, type Problem } from "./validate"
import type { ConsoleForm } from "./request"

export interface MockAnswer {
  status: number
  /** The documented response chosen, or null when the document has none for the problem. */
  documented: ConsoleResponse | null
  headers: [string, string][]
  /** Response body text (pretty JSON), "" for no body. */
  body: string
  /** What the mock found wrong with the request (empty for a success). */
  problems: Problem[]
}

type Failure = "unauthorized" | "parameters" | "syntax" | "fields"

/** Statuses to answer a problem with, in order of preference; the first the operation documents wins. */
const ERROR_STATUSES: Record<Failure, string[]> = {
  unauthorized: ["401", "403"],
  parameters: ["400", "422"],
  syntax: ["400", "422"],
  fields: ["422", "400"],
}

const isSuccess = (status: string) => /^2\d\d$/.test(status) || /^2XX$/i.test(status)
const numeric = (status: string, fallback: number) =>
  /^\d{3}$/.test(status) ? Number(status) : /^([1-5])XX$/i.test(status) ? Number(status[0]) * 100 : fallback

/** The documented response for a failure: its preferred statuses, then a 4XX range, then default. */
export function errorResponse(op: ConsoleOperation, failure: Failure): ConsoleResponse | null {
  for (const status of ERROR_STATUSES[failure]) {
    const found = op.responses.find((r) => r.status === status)
    if (found) return found
  }
  return op.responses.find((r) => /^4XX$/i.test(r.status)) ?? op.responses.find((r) => r.status === "default") ?? null
}

/** The documented success response: the first 2xx in document order. */
export function successResponse(op: ConsoleOperation): ConsoleResponse | null {
  return op.responses.find((r) => isSuccess(r.status)) ?? null
}

type JsonObject = { [key: string]: JsonValue }
const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The object of an error body that carries the message (the body itself, or e.g. its `error`). */
function messageHolder(body: JsonValue): JsonObject | null {
  if (!isObject(body)) return null
  if (typeof body.message === "string" || Array.isArray(body.details) || Array.isArray(body.errors)) return body
  for (const value of Object.values(body)) {
    const inner = isObject(value) ? messageHolder(value) : null
    if (inner) return inner
  }
  return null
}

/** The documented error example with the problems found: same shape, our message and field list. */
export function errorBody(example: string | undefined, problems: Problem[], message: string): JsonValue {
  let body: JsonValue = null
  try {
    body = example ? (JSON.parse(example) as JsonValue) : null
  } catch {
    body = null
  }
  const holder = body === null ? null : messageHolder(body)
  if (!holder) return { message, details: problems.map((p) => ({ field: p.field, message: p.message })) }
  if (typeof holder.message === "string") holder.message = message
  const listKey = Array.isArray(holder.details) ? "details" : Array.isArray(holder.errors) ? "errors" : null
  if (listKey) {
    const sample = (holder[listKey] as JsonValue[]).find(isObject) as JsonObject | undefined
    const keys = Object.keys(sample ?? {})
    const fieldKey = keys.find((k) => /field|path|param|name|pointer/i.test(k)) ?? "field"
    const messageKey = keys.find((k) => /message|reason|msg|error|detail/i.test(k)) ?? "message"
    holder[listKey] = problems.map((p) => ({ [fieldKey]: p.field || "body", [messageKey]: p.message }))
  }
  return body
}

function problemSentence(problems: Problem[], place: string): string {
  const first = problems[0]
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ""
  return first
    ? `${place}${first.field ? ` '${first.field}'` : ""} ${first.message}${more}.`
    : `The request is invalid.`
}

function answer(
  documented: ConsoleResponse | null,
  fallbackStatus: number,
  body: JsonValue | undefined,
  problems: Problem[]
): MockAnswer {
  const headers: [string, string][] = [...(documented?.headers ?? [])]
  const text = body === undefined ? "" : JSON.stringify(body, null, 2)
  if (text) headers.unshift(["content-type", documented?.contentType ?? "application/json"])
  return {
    status: documented ? numeric(documented.status, fallbackStatus) : fallbackStatus,
    documented,
    headers,
    body: text,
    problems,
  }
}

export function mockAnswer(op: ConsoleOperation, form: ConsoleForm): MockAnswer {
  const fail = (failure: Failure, problems: Problem[], message: string, fallbackStatus: number) => {
    const documented = errorResponse(op, failure)
    return answer(documented, fallbackStatus, errorBody(documented?.example, problems, message), problems)
  }

  if (op.security && form.token.trim() === "") {
    const problems = [
      {
        field:
          op.security.kind === "bearer" || op.security.kind === "basic" ? "Authorization" : (op.security.name ?? ""),
        message: "is missing: this operation needs a token",
      },
    ]
    return fail("unauthorized", problems, `The ${problems[0].field} header is missing; send ${op.security.usage}.`, 401)
  }

  const paramProblems = parameterProblems(op.parameters, form.values)
  if (paramProblems.length > 0)
    return fail("parameters", paramProblems, problemSentence(paramProblems, "Parameter"), 400)

  const body = checkBody(op.body, form.body)
  if (!body.ok) {
    const where = body.syntax.line ? ` (line ${body.syntax.line}, column ${body.syntax.column})` : ""
    const problems = [{ field: "", message: `is not valid JSON: ${body.syntax.message}${where}` }]
    return fail("syntax", problems, `The request body is not valid JSON: ${body.syntax.message}${where}.`, 400)
  }
  if (body.problems.length > 0) return fail("fields", body.problems, problemSentence(body.problems, "Field"), 422)

  const success = successResponse(op)
  let value: JsonValue | undefined
  if (success?.example !== undefined) {
    try {
      value = JSON.parse(success.example) as JsonValue
    } catch {
      value = success.example
    }
  }
  return answer(success, 200, success?.contentType ? value : undefined, [])
}
