/** The shapes search works with: documents in the index files, results of a query. */

export type SearchDocumentType = "docs" | "blog" | "other"

/** One section of a page (split at h2 and h3), or one API operation. */
export interface SearchDocument {
  /** Position of the document in its index file; the id FlexSearch knows it by. */
  id: number
  /** What the title boost applies to: the section's heading, or the page title for the first section. */
  title: string
  /** Plain text of the section. */
  content: string
  /**
   * Questions readers ask that the section answers (content/search-questions.json): searched as part
   * of its content, never shown.
   */
  questions?: string[]
  /**
   * The identifiers the section defines (defines.ts): its tables' names, an operation's operationId and
   * parameters, a model's fields. A query naming one ranks the section above those that only mention it.
   */
  defines?: string[]
  /** The page's search keywords; only on its first section. */
  tags: string[]
  sidebarParentCategories: string[]
  type: SearchDocumentType
  pageTitle: string
  sectionTitle: string
  /** Full path with the base path and, except for a page's first section, "#anchor". */
  sectionRoute: string
}

/** The file a build publishes per search tag: `search-index-<tag>.json`. */
export interface SearchIndexFile {
  documents: SearchDocument[]
  /**
   * As published: a reference to the tag's FlexSearch 0.6 export, a file beside this one that the
   * browser does not download (plugins/search-index/index-file.ts publishedFiles); the build's own
   * { documents, index } before publishing holds the export itself.
   */
  index: unknown
}

export interface SearchResult {
  document: SearchDocument
  score: number
  /** The query tokens that matched the document, for snippets and page highlighting. */
  terms: string[]
}

export interface Boosts {
  titleBoost: number
  contentBoost: number
  tagsBoost: number
  parentCategoriesBoost: number
}

/** A piece of display text; `mark` pieces are matched terms. Rendered as text, never as HTML. */
export interface TextSegment {
  text: string
  mark: boolean
}
