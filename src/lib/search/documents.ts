/**
 * Search documents from the site's content (build time): one per page section of a doc, one per API
 * operation. Ids are positions in the index file, given by `numberDocuments` once a tag's documents
 * are all known.
 */
import { markdownToPlainText, splitSections, type PlainTextOptions } from "./sections"
import { withBasePath } from "../routing"
import type { SearchDocument } from "./types"

export type UnnumberedDocument = Omit<SearchDocument, "id">

/** The fields of a Doc node that search reads. */
export interface DocForSearch {
  route: string
  title: string
  tags?: readonly string[] | null
  rawBody: string
  sidebarParentCategories?: readonly string[] | null
  unlisted?: boolean | null
  draft?: boolean | null
}

/** The fields of an ApiOperation node that search reads. */
export interface ApiOperationForSearch {
  route: string
  method: string
  path: string
  summary?: string | null
  description?: string | null
  tag?: string | null
  /** Parameter names, or the parameters themselves when the names are not given apart. */
  parameterNames?: readonly string[] | null
  parameters?: readonly ({ name?: string | null } | null)[] | null
}

/** Unlisted and draft pages are never indexed. */
export function isSearchable(doc: Pick<DocForSearch, "unlisted" | "draft">): boolean {
  return !doc.unlisted && !doc.draft
}

/** The sections of a doc as search documents; the page's tags go on its first section only. */
export function docSectionDocuments(doc: DocForSearch, basePath: string, options: PlainTextOptions = {}): UnnumberedDocument[] {
  if (!isSearchable(doc)) return []
  const pageRoute = withBasePath(basePath, doc.route)
  const categories = [...(doc.sidebarParentCategories ?? [])]
  // A heading with no text of its own (a group heading right above its h3s) is no answer: only the
  // first section, which stands for the page, is kept when empty.
  return splitSections(doc.rawBody, doc.title, options)
    .filter((section, i) => i === 0 || section.content.trim().length > 0)
    .map((section, i) => ({
    title: section.title,
    content: section.content,
    tags: i === 0 ? [...(doc.tags ?? [])] : [],
    sidebarParentCategories: categories,
    type: "docs",
    pageTitle: doc.title,
    sectionTitle: section.title,
    sectionRoute: section.anchor ? `${pageRoute}#${section.anchor}` : pageRoute,
  }))
}

/** One API operation: "METHOD /path", its description and its parameter names. */
export function apiOperationDocument(op: ApiOperationForSearch, basePath: string): UnnumberedDocument {
  const method = op.method.toUpperCase()
  const title = op.summary?.trim() || `${method} ${op.path}`
  const parameterNames = op.parameterNames
    ? [...op.parameterNames]
    : (op.parameters ?? []).map((p) => p?.name).filter((n): n is string => Boolean(n))
  const content = [`${method} ${op.path}`, markdownToPlainText(op.description ?? ""), parameterNames.join(" ")].filter(Boolean).join(" ")
  const tag = op.tag ?? ""
  return {
    title,
    content,
    tags: tag ? [tag] : [],
    sidebarParentCategories: tag ? ["API", tag] : ["API"],
    type: "docs",
    pageTitle: title,
    sectionTitle: title,
    sectionRoute: withBasePath(basePath, op.route),
  }
}

/** Gives each document its position as id. */
export function numberDocuments(documents: UnnumberedDocument[]): SearchDocument[] {
  return documents.map((doc, id) => ({ id, ...doc }))
}

/** The text FlexSearch indexes for a document: every field the scorer reads. */
export function indexedText(doc: Pick<SearchDocument, "title" | "content" | "tags" | "sidebarParentCategories">): string {
  return [doc.title, doc.tags.join(" "), doc.sidebarParentCategories.join(" "), doc.content].join(" ")
}
