import FlexSearch from "flexsearch"
import { FLEXSEARCH_OPTIONS } from "./flexsearch-options"
import { buildLoadedIndex } from "./engine"
import { indexedText } from "./documents"
import { siteDocuments } from "./test-documents"
import { planQuery, searchIndex } from "./score"
import { readQuery } from "./tokenize"
import type { Boosts, SearchDocument, SearchIndexFile } from "./types"

const boosts: Boosts = { titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2 }

/** What the build does: gatsby-plugin-local-search adds each document as JSON of its indexed fields. */
function indexFile(documents: SearchDocument[]): SearchIndexFile {
  const index = (
    FlexSearch as unknown as {
      create: (o: object) => { add: (id: number, text: string) => void; export: () => string }
    }
  ).create({ ...FLEXSEARCH_OPTIONS })
  for (const doc of documents) index.add(doc.id, JSON.stringify({ text: indexedText(doc) }))
  return { documents, index: JSON.parse(index.export()) }
}

describe("buildLoadedIndex", () => {
  const documents = siteDocuments()
  const loaded = buildLoadedIndex(indexFile(documents), "docs")
  const search = (query: string) => {
    const plan = planQuery(readQuery(query), [loaded.index])
    return searchIndex(loaded.index, plan, boosts, 8)
  }

  it("prepares every document of the file", () => {
    expect(loaded.tag).toBe("docs")
    expect(loaded.index.sectionTotal).toBe(documents.length)
    expect(loaded.index.wordsStartingWith("").length).toBeGreaterThan(100)
    expect(loaded.index.takeMissing()).toEqual([])
  })

  it.each([
    "poll",
    "create poll",
    "anonym",
    "max_choices",
    "role weight",
    "Manage Server",
    "the",
    "po",
    "close the poll",
    "x",
    "<img src=x onerror=alert(1)>",
    ".*+?^${}()|[]\\",
  ])("answers %s with at most 8 results sorted by score", (query) => {
    const results = search(query)
    expect(results.length).toBeLessThanOrEqual(8)
    for (let i = 1; i < results.length; i++) expect(results[i - 1].score).toBeGreaterThanOrEqual(results[i].score)
  })

  it("finds the command page first for its name", () => {
    expect(search("timepoll")[0].document.sectionRoute).toBe("/docs/commands/timepoll")
  })

  it("gives an empty index for an empty file", () => {
    const empty = buildLoadedIndex({ documents: [], index: null }, "api").index
    expect(empty.sectionTotal).toBe(0)
    expect(empty.wordsStartingWith("")).toEqual([])
  })
})
