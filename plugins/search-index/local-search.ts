/**
 * Options of the gatsby-plugin-local-search instances, one per search tag (gatsby-config.ts lists
 * them). Each builds a FlexSearch 0.6 index and a store of search documents: one per page section
 * (split at h2 and h3), and in the `api` tag one per API operation and one per model too. Unlisted and draft pages are
 * left out. search-index/gatsby-node.ts then publishes both as public/search-index-<tag>.json.
 */
import { site } from "../../src/config/site"
import { FLEXSEARCH_OPTIONS } from "../../src/lib/search/flexsearch-options"
import {
  apiModelDocument,
  apiOperationDocument,
  definitionsAtHome,
  docSectionDocuments,
  indexedText,
  numberDocuments,
  sharedErrorMessages,
  type ApiModelForSearch,
  type ApiOperationForSearch,
  type DocForSearch,
  type UnnumberedDocument,
} from "../../src/lib/search/documents"
import type { SearchDocument } from "../../src/lib/search/types"
import { indexedQuestion, questionRoute, type QuestionMap } from "../../src/lib/search/questions"
import { readQuestions } from "./questions-file"

export type SearchTag = "docs" | "api"

/** Docs whose id starts with "api/" (the API introduction) belong to the `api` tag. */
export function tagOfDoc(docId: string): SearchTag {
  return docId.startsWith("api/") ? "api" : "docs"
}

/** Fields of a search document kept in the store, i.e. in the published `documents`. */
export const STORE_FIELDS: (keyof SearchDocument)[] = [
  "id",
  "title",
  "content",
  "tags",
  "sidebarParentCategories",
  "type",
  "pageTitle",
  "sectionTitle",
  "sectionRoute",
  "questions",
  "defines",
]

const DOC_FIELDS = `
  nodes {
    docId
    route
    title
    tags
    rawBody
    unlisted
    draft
    sidebarParentCategories
  }
`

const DOCS_QUERY = `{
  allDoc(filter: { unlisted: { eq: false }, draft: { eq: false } }, sort: { route: ASC }) {${DOC_FIELDS}}
}`

const API_QUERY = `{
  allDoc(filter: { unlisted: { eq: false }, draft: { eq: false } }, sort: { route: ASC }) {${DOC_FIELDS}}
  allApiOperation(sort: { order: ASC }) {
    nodes {
      route
      method
      path
      operationId
      summary
      description
      tag
      parameterNames
      parameters
      requestBody
      responses
    }
  }
  allApiModel(sort: { order: ASC }) {
    nodes {
      name
      route
      typeLabel
      description
      schema
    }
  }
}`

interface QueryResult {
  data: {
    allDoc: { nodes: (DocForSearch & { docId: string })[] }
    allApiOperation?: { nodes: ApiOperationForSearch[] }
    allApiModel?: { nodes: ApiModelForSearch[] }
  }
}

/** The questions of content/search-questions.json; a broken file fails the build before (gatsby-node.ts). */
function fileQuestions(): QuestionMap {
  const questions = readQuestions()
  return typeof questions === "string" ? new Map() : questions
}

/**
 * The search documents of one tag, numbered, each with the text FlexSearch indexes and the readers'
 * questions its section answers.
 */
export function searchDocumentsOf(
  tag: SearchTag,
  result: QueryResult,
  questions: QuestionMap = fileQuestions()
): (SearchDocument & { text: string })[] {
  const docs: UnnumberedDocument[] = definitionsAtHome(
    result.data.allDoc.nodes
      .filter((doc) => tagOfDoc(doc.docId) === tag)
      .flatMap((doc) => docSectionDocuments(doc, site.basePath))
  )
  const allOperations = tag === "api" ? (result.data.allApiOperation?.nodes ?? []) : []
  const sharedMessages = sharedErrorMessages(allOperations)
  const operations = allOperations.map((op) => apiOperationDocument(op, site.basePath, sharedMessages))
  const models =
    tag === "api" ? (result.data.allApiModel?.nodes ?? []).map((model) => apiModelDocument(model, site.basePath)) : []
  return numberDocuments([...docs, ...operations, ...models]).map((doc) => {
    const asked = questions.get(questionRoute(doc.sectionRoute, site.basePath))?.map(indexedQuestion).filter(Boolean)
    return { ...doc, ...(asked?.length ? { questions: asked } : {}), text: indexedText(doc) }
  })
}

export function localSearchOptions(tag: SearchTag) {
  return {
    name: tag,
    engine: "flexsearch",
    engineOptions: { ...FLEXSEARCH_OPTIONS },
    query: tag === "api" ? API_QUERY : DOCS_QUERY,
    ref: "id",
    index: ["text"],
    store: STORE_FIELDS,
    normalizer: (result: QueryResult) => searchDocumentsOf(tag, result),
  }
}
