/**
 * Operation slugs and the collisions that must fail the build: a slug is the kebab-cased operationId
 * (createPoll -> create-poll), so two operations on one route, or two operations on one method and path,
 * are reported naming both.
 */

/** "createPoll" -> "create-poll", "getAPIKey" -> "get-api-key", "get_current user" -> "get-current-user". */
export function kebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
}

/** Slug of an operation: its operationId kebab-cased; without one, method and path ("get-polls-poll-id"). */
export function operationSlug(operationId: string | undefined, method: string, path: string): string {
  const fromId = operationId ? kebabCase(operationId) : ""
  return fromId || kebabCase(`${method} ${path.replace(/[{}]/g, "")}`)
}

/** Label of the API sidebar's category of models (the search ranks its pages as reference, see score.ts). */
export const MODELS_CATEGORY = "Models"

/** Slug of a component schema's model page: "AuditLogEntry" -> "audit-log-entry". */
export function modelSlug(name: string): string {
  return kebabCase(name) || "model"
}

/** Route of a component schema's model page, without the site's base path: /api/models/<slug>. */
export function modelRoute(name: string, routeBase = "/api"): string {
  return `${routeBase.replace(/\/+$/, "")}/models/${modelSlug(name)}`
}

/** Anchor id of a tag's section: "polls/answers" -> "polls-answers". */
export function tagAnchor(tag: string): string {
  return kebabCase(tag) || "default"
}

export interface OperationRef {
  slug: string
  method: string
  path: string
  operationId?: string
  /** Route of the operation's page, named in the message when given. */
  route?: string
}

function describe(op: OperationRef): string {
  return `${op.method.toUpperCase()} ${op.path}${op.operationId ? ` (operationId ${op.operationId})` : ""}`
}

/** "/polls/{pollId}" and "/polls/{id}" are the same path to a client: parameter names do not count. */
export function pathKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, "{}").replace(/\/+$/, "")}`
}

/**
 * Problems that make two operations indistinguishable: one message per pair with the same slug, and per
 * pair with the same method and path. Empty when every operation is unique.
 */
export function findCollisions(operations: OperationRef[]): string[] {
  const problems: string[] = []
  const bySlug = new Map<string, OperationRef>()
  const byPath = new Map<string, OperationRef>()
  for (const op of operations) {
    const sameSlug = bySlug.get(op.slug)
    if (sameSlug) {
      problems.push(
        `Two operations have the slug "${op.slug}"${op.route ? ` (route ${op.route})` : ""}: ${describe(sameSlug)} and ${describe(op)}. ` +
          `Give one of them another operationId.`
      )
    } else bySlug.set(op.slug, op)

    const key = pathKey(op.method, op.path)
    const samePath = byPath.get(key)
    if (samePath) {
      problems.push(
        `Two operations have the same method and path (${key}): ${describe(samePath)} and ${describe(op)}. ` +
          `Merge them or change one path.`
      )
    } else byPath.set(key, op)
  }
  return problems
}
