import { prepareDocument, scoreDocument, searchDocuments, mergeResults } from "./score"
import type { Boosts, SearchDocument, SearchResult } from "./types"

const boosts: Boosts = { titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2 }

let nextId = 0
function doc(fields: Partial<SearchDocument>): SearchDocument {
  const title = fields.title ?? "Untitled"
  return {
    id: nextId++,
    title,
    content: "",
    tags: [],
    sidebarParentCategories: [],
    type: "docs",
    pageTitle: title,
    sectionTitle: title,
    sectionRoute: `/docs/${nextId}`,
    ...fields,
  }
}

const score = (d: SearchDocument, query: string[]) => scoreDocument(prepareDocument(d), query, boosts)

describe("scoreDocument", () => {
  it("weights each field by its boost, exact matches counting as exact and as prefix", () => {
    expect(score(doc({ title: "Poll" }), ["poll"]).score).toBe(10)
    expect(score(doc({ content: "a poll" }), ["poll"]).score).toBe(2)
    expect(score(doc({ tags: ["poll"] }), ["poll"]).score).toBe(6)
    expect(score(doc({ sidebarParentCategories: ["Poll commands"] }), ["poll"]).score).toBe(4)
  })

  it("counts a trailing-wildcard prefix match once", () => {
    expect(score(doc({ title: "Polls" }), ["poll"]).score).toBe(5)
    expect(score(doc({ content: "polling" }), ["pol"]).score).toBe(1)
    expect(score(doc({ content: "apolls" }), ["poll"]).score).toBe(0)
  })

  it("adds the fields and the tokens up, and names the tokens that matched", () => {
    const d = doc({ title: "Create poll", content: "POST /polls", tags: ["polls"], sidebarParentCategories: ["API", "polls"] })
    // create: title exact 10; poll: title exact 10 + content prefix 1 + tags prefix 3 + categories prefix 2
    expect(score(d, ["create", "poll", "nothing"])).toEqual({ score: 26, terms: ["create", "poll"] })
  })

  it("is case-insensitive and ignores punctuation in fields", () => {
    expect(score(doc({ content: "Use /POLL, then (poll)." }), ["poll"]).score).toBe(2)
  })
})

describe("searchDocuments", () => {
  const docs = [
    doc({ title: "Intro", content: "poll" }), // 2
    doc({ title: "Poll" }), // 10
    doc({ title: "Other", content: "nothing here" }), // 0
    doc({ title: "Polls", tags: ["poll"] }), // 5 + 6
    doc({ title: "Again", content: "poll" }), // 2
  ].map(prepareDocument)

  it("sorts by score descending, ties in index order, and leaves out non-matches", () => {
    const results = searchDocuments(docs, ["poll"], boosts, 8)
    expect(results.map((r) => [r.document.title, r.score])).toEqual([
      ["Polls", 11],
      ["Poll", 10],
      ["Intro", 2],
      ["Again", 2],
    ])
  })

  it("keeps at most `limit` results", () => {
    expect(searchDocuments(docs, ["poll"], boosts, 2)).toHaveLength(2)
    expect(searchDocuments(docs, ["poll"], boosts, 0)).toEqual([])
  })

  it("scores only the candidates when given, in index order", () => {
    const results = searchDocuments(docs, ["poll"], boosts, 8, [4, 0, 4])
    expect(results.map((r) => r.document.title)).toEqual(["Intro", "Again"])
  })

  it("finds nothing without tokens", () => {
    expect(searchDocuments(docs, [], boosts, 8)).toEqual([])
  })

  it("limits to 8 per index with many matches", () => {
    const many = Array.from({ length: 30 }, (_v, i) => prepareDocument(doc({ title: `Poll ${i}` })))
    expect(searchDocuments(many, ["poll"], boosts, 8)).toHaveLength(8)
  })
})

describe("mergeResults", () => {
  const result = (title: string, s: number): SearchResult => ({ document: doc({ title }), score: s, terms: ["x"] })

  it("merges the lists by score, keeps list order for ties, and limits again", () => {
    const docsList = [result("d1", 9), result("d2", 4), result("d3", 4)]
    const apiList = [result("a1", 10), result("a2", 4), result("a3", 1)]
    expect(mergeResults([docsList, apiList], 5).map((r) => r.document.title)).toEqual(["a1", "d1", "d2", "d3", "a2"])
  })

  it("keeps at most 8 of two full lists", () => {
    const list = (prefix: string) => Array.from({ length: 8 }, (_v, i) => result(`${prefix}${i}`, 8 - i))
    const merged = mergeResults([list("d"), list("a")], 8)
    expect(merged).toHaveLength(8)
    expect(merged.map((r) => r.score)).toEqual([8, 8, 7, 7, 6, 6, 5, 5])
  })
})
