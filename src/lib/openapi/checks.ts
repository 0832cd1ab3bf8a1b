/**
 * Mistakes the OpenAPI schema allows but the reference cannot present: an operation whose tag the
 * document does not declare (it would open a stray group at the end of the API sidebar), and an
 * operation without an operationId (its page would move to a generated slug and its route vanish).
 * Each problem names the operation by method and path, with its line in the document.
 */
import { didYouMean } from "../did-you-mean"
import { lineOfPointer, pointerOf } from "./locate"
import { HTTP_METHODS, type OpenApiDocument, type OperationObject } from "./types"

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

/** The build-failure message for the problems, or null when there are none. */
export function formatOperationProblems(file: string, problems: string[]): string | null {
  if (problems.length === 0) return null
  return [`Invalid OpenAPI document ${file}: ${problems.length} ${problems.length === 1 ? "problem" : "problems"}`, ...problems.map((p) => `  ${p}`)].join("\n")
}
