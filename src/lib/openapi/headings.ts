/**
 * The outline of an operation page: h2 sections in page order and one h3 per response status. The page
 * renders its headings with these ids and passes the same list to the table of contents.
 */
import type { Heading } from "../headings"

export const SECTION_IDS = {
  authentication: "authentication",
  parameters: "parameters",
  requestBody: "request-body",
  responses: "responses",
  codeSamples: "code-samples",
} as const

export const SECTION_TITLES = {
  authentication: "Authentication",
  parameters: "Parameters",
  requestBody: "Request body",
  responses: "Responses",
  codeSamples: "Code samples",
} as const

/** Anchor of a response's h3: "201" -> "response-201", "4XX" -> "response-4xx". */
export function responseId(status: string): string {
  return `response-${status.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`
}

/** Heading text of a response: "201 Created", or the bare status when it has no reason phrase. */
export function responseTitle(status: string, statusText: string): string {
  return statusText ? `${status} ${statusText}` : status
}

export interface OutlineInput {
  /** false leaves the Parameters section out (an operation without parameters has none). */
  hasParameters?: boolean
  hasRequestBody: boolean
  responses: { status: string; statusText: string }[]
  hasCodeSamples: boolean
}

/**
 * In page order: the code samples come right after the description (beside the reference on wide
 * screens), then authentication, parameters, request body and responses.
 */
export function operationHeadings(op: OutlineInput): Heading[] {
  const h2 = (key: keyof typeof SECTION_IDS): Heading => ({ depth: 2, value: SECTION_TITLES[key], id: SECTION_IDS[key] })
  const headings: Heading[] = []
  if (op.hasCodeSamples) headings.push(h2("codeSamples"))
  headings.push(h2("authentication"))
  if (op.hasParameters !== false) headings.push(h2("parameters"))
  if (op.hasRequestBody) headings.push(h2("requestBody"))
  if (op.responses.length > 0) {
    headings.push(h2("responses"))
    for (const r of op.responses) headings.push({ depth: 3, value: responseTitle(r.status, r.statusText), id: responseId(r.status) })
  }
  return headings
}

export const MODEL_SECTIONS = {
  fields: { id: "fields", title: "Fields" },
  schema: { id: "schema", title: "Schema" },
  example: { id: "example", title: "Example" },
  usedBy: { id: "used-by", title: "Used by" },
  usedIn: { id: "used-in", title: "Used in models" },
} as const

export interface ModelOutlineInput {
  /** True for an object with properties: its section is "Fields", otherwise "Schema". */
  hasFields: boolean
  usedByCount: number
  usedInCount: number
}

/** The outline of a model page: the example first (beside the fields on wide screens), then fields and uses. */
export function modelHeadings(model: ModelOutlineInput): Heading[] {
  const h2 = (key: keyof typeof MODEL_SECTIONS): Heading => ({ depth: 2, value: MODEL_SECTIONS[key].title, id: MODEL_SECTIONS[key].id })
  const headings = [h2("example"), h2(model.hasFields ? "fields" : "schema")]
  if (model.usedByCount > 0) headings.push(h2("usedBy"))
  if (model.usedInCount > 0) headings.push(h2("usedIn"))
  return headings
}
