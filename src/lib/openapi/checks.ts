/**
 * Mistakes the OpenAPI schema allows but the reference cannot present: an operation whose tag the
 * document does not declare (it would open a stray group at the end of the API sidebar), an
 * operation without an operationId (its page would move to a generated slug and its route vanish),
 * and an error response whose example has a `code` its description does not name (the reader of the
 * operation would be told of an error it cannot return, or not told when it happens).
 * Each problem names the operation by method and path, with its line in the document.
 */
import { didYouMean } from "../did-you-mean"
import { lineOfPointer, pointerOf } from "./locate"
import { HTTP_METHODS, type JsonValue, type OpenApiDocument, type OperationObject } from "./types"

/** "Get poll votes" -> "getPollVotes". */
export function suggestedOperationId(summary: string | undefined, method: string, path: string): string {
  const words = (summary ?? `${method} ${path.replace(/[{}]/g, "")}`).split(/[^A-Za-z0-9]+/).filter(Boolean)
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join("")
}

export function operationProblems(doc: OpenApiDocument, source?: string): string[] {
  const declared = (doc.tags ?? []).map((t) => t.name)
  const problems: string[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = (item as Record<string, OperationObject | undefined>)[method]
      if (!op) continue
      const line = source ? lineOfPointer(source, pointerOf(["paths", path, method])) : null
      const name = `Operation ${method.toUpperCase()} ${path}${op.operationId ? ` (${op.operationId}` : " ("}${line ? `${op.operationId ? ", " : ""}line ${line}` : ""})`.replace(" ()", "")
      if (!op.operationId) {
        problems.push(
          `${name} has no operationId; its kebab-case is the page's route (/api/<slug>). Add one, e.g. operationId: ${suggestedOperationId(op.summary, method, path)}`
        )
      }
      for (const [status, code] of unnamedErrorCodes(op)) {
        problems.push(
          `${name} has an example of its ${status} response with the code "${code}", which the response's description does not name. Name it in the description as \`${code}\`, with when it happens, or remove the example`
        )
      }
      for (const tag of op.tags ?? []) {
        if (declared.includes(tag)) continue
        const hint = didYouMean(tag, declared)
        problems.push(
          `${name} has the tag "${tag}", which the document's tags list does not declare.${hint}` +
            (hint ? "" : ` Declare it under tags: or use one of: ${declared.join(", ") || "(no tags are declared)"}`)
        )
      }
    }
  }
  return problems
}

/** The error code of an example value: { "error": { "code": ... } } or { "code": ... }. */
function codeOf(value: JsonValue | undefined): string | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const inner = value.error && typeof value.error === "object" && !Array.isArray(value.error) ? value.error : value
  return typeof inner.code === "string" ? inner.code : null
}

/** [status, code] of each error response example whose code the response's description does not name. */
function unnamedErrorCodes(op: OperationObject): [string, string][] {
  const found: [string, string][] = []
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!/^[45]/.test(status)) continue
    for (const media of Object.values(response.content ?? {})) {
      const values = [media.example, ...Object.values(media.examples ?? {}).map((e) => e.value)]
      for (const code of values.map(codeOf)) {
        if (code && !(response.description ?? "").includes(`\`${code}\``) && !found.some(([s, c]) => s === status && c === code))
          found.push([status, code])
      }
    }
  }
  return found
}

/** The build-failure message for the problems, or null when there are none. */
export function formatOperationProblems(file: string, problems: string[]): string | null {
  if (problems.length === 0) return null
  return [`Invalid OpenAPI document ${file}: ${problems.length} ${problems.length === 1 ? "problem" : "problems"}`, ...problems.map((p) => `  ${p}`)].join("\n")
}
