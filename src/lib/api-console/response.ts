/**
 * What the console shows of a response: the status with its documented meaning, the body formatted
 * (JSON pretty-printed, anything else as text with a note), and for a documented status the body
 * checked against the documented schema, each mismatch naming its field.
 */
import type { ConsoleOperation, ConsoleResponse } from "../openapi/console-data"
import { parseJson, schemaProblems, type Problem } from "./validate"

export interface ResponseView {
  status: number
  /** The documented response for the status (exact, then its range such as 4XX, then default). */
  documented: ConsoleResponse | null
  /** "Created: the poll as saved." or "Not documented for this operation." */
  meaning: string
  contentType: string | null
  /** The body as shown: pretty JSON, or the text as received. */
  body: string
  isJson: boolean
  /** A sentence when the body is not JSON although it should be, or is empty. */
  note: string | null
  /** Mismatches with the documented schema (empty when it matches or there is no schema). */
  problems: Problem[]
}

export function documentedResponse(op: ConsoleOperation, status: number): ConsoleResponse | null {
  const exact = op.responses.find((r) => r.status === String(status))
  if (exact) return exact
  return (
    op.responses.find((r) => r.status.toUpperCase() === `${String(status)[0]}XX`) ??
    op.responses.find((r) => r.status === "default") ??
    null
  )
}

const firstSentence = (text: string) =>
  (/^(.*?[.!?])(\s|$)/s.exec(text.replace(/\s+/g, " ").trim())?.[1] ?? text.trim()).replace(/`/g, "")

/** "Not Found: No poll with this id." — the reason phrase once, even when the description starts with it. */
export function meaningOf(response: Pick<ConsoleResponse, "statusText" | "description">): string {
  const sentence = response.description ? firstSentence(response.description) : ""
  if (response.statusText && sentence.toLowerCase().startsWith(response.statusText.toLowerCase())) return sentence
  return [response.statusText, sentence].filter(Boolean).join(": ")
}

export function viewResponse(
  op: ConsoleOperation,
  status: number,
  headers: [string, string][],
  body: string
): ResponseView {
  const documented = documentedResponse(op, status)
  const contentType = headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? null
  const meaning = documented ? meaningOf(documented) : "Not documented for this operation."
  const view: ResponseView = { status, documented, meaning, contentType, body, isJson: false, note: null, problems: [] }
  if (body.trim() === "") {
    view.note = documented?.contentType ? "The response has no body, although the document describes one." : null
    return view
  }
  const parsed = parseJson(body)
  if (!parsed.ok) {
    view.note = `The response is not JSON${contentType ? ` (content type ${contentType})` : ""}; it is shown as text.`
    return view
  }
  view.isJson = true
  view.body = JSON.stringify(parsed.value, null, 2)
  if (documented?.schema) view.problems = schemaProblems(documented.schema, parsed.value)
  return view
}
