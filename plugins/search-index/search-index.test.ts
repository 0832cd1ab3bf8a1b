import fs from "fs"
import os from "os"
import path from "path"
import { synonymsProblem } from "./synonyms-file"
import { readQuestions } from "./questions-file"
import { indexFileOf, localSearchNodeType, PARTS_FOLDER, publishedFiles, type LocalSearchNode } from "./index-file"
import { localSearchOptions, searchDocumentsOf, tagOfDoc } from "./local-search"
import { PACK_FORMAT } from "../../src/lib/search/pack"

const doc = (docId: string, route: string, extra = {}) => ({
  docId,
  route,
  title: docId,
  tags: ["t"],
  rawBody: "Intro\n\n## Part\n\nText",
  sidebarParentCategories: [],
  unlisted: false,
  draft: false,
  ...extra,
})

const result = {
  data: {
    allDoc: {
      nodes: [
        doc("faq", "/faq"),
        doc("api/pollaris-api", "/api/pollaris-api"),
        doc("hidden", "/hidden", { unlisted: true }),
      ],
    },
    allApiOperation: {
      nodes: [
        {
          route: "/api/create-poll",
          method: "POST",
          path: "/polls",
          summary: "Create poll",
          description: "Creates a poll.",
          tag: "polls",
          parameterNames: [],
        },
      ],
    },
  },
}

describe("local search options", () => {
  it("puts API docs and operations in the api tag, the rest in docs, numbered per tag", () => {
    expect(tagOfDoc("api/pollaris-api")).toBe("api")
    expect(tagOfDoc("commands/poll")).toBe("docs")
    const docs = searchDocumentsOf("docs", result)
    expect(docs.map((d) => [d.id, d.sectionRoute])).toEqual([
      [0, "/docs/faq"],
      [1, "/docs/faq#part"],
    ])
    const api = searchDocumentsOf("api", result)
    expect(api.map((d) => [d.id, d.sectionRoute])).toEqual([
      [0, "/docs/api/pollaris-api"],
      [1, "/docs/api/pollaris-api#part"],
      [2, "/docs/api/create-poll"],
    ])
    expect(api[2].text).toBe("Create poll polls API polls POST /polls create-poll Creates a poll.")
  })

  it("configures one FlexSearch index per tag over the indexed text, storing the document fields", () => {
    const options = localSearchOptions("api")
    expect(options).toMatchObject({ name: "api", engine: "flexsearch", ref: "id", index: ["text"] })
    expect(options.store).not.toContain("text")
    expect(options.query).toContain("allApiOperation")
    expect(localSearchOptions("docs").query).not.toContain("allApiOperation")
  })
})

describe("indexFileOf", () => {
  const node = (index: unknown, store: Record<string, unknown>) =>
    ({ index: JSON.stringify(index), store }) as unknown as LocalSearchNode
  const document = { id: 0, title: "FAQ" }

  it("makes { documents, index } from the local-search node", () => {
    const file = indexFileOf(node([[{ faq: [0] }, {}], {}, ["@0"]], { 0: document }), "docs")
    expect(file).toEqual({ documents: [document], index: [[{ faq: [0] }, {}], {}, ["@0"]] })
    expect(localSearchNodeType("docs")).toBe("LocalSearchDocs")
  })

  it("publishes the documents for the reader and the FlexSearch export beside them, named by the reader's file", () => {
    const exported = [[{ faq: [0] }, {}], {}, ["@0"]]
    const file = indexFileOf(node(exported, { 0: document }), "docs")
    if (typeof file === "string") throw new Error(file)
    const { reader, flexSearchExport } = publishedFiles(file, "docs")
    expect(reader).toEqual({
      documents: [document],
      index: { engine: "flexsearch-0.6", export: "search-flexsearch-docs.json" },
    })
    expect(JSON.stringify(reader)).not.toContain('"@0"')
    expect(flexSearchExport).toEqual(exported)
  })

  it("publishes a tag above the split size as an entry and parts in a folder named by their content", () => {
    const sections = Array.from({ length: 40 }, (_v, i) => ({
      id: i,
      title: `Part ${i}`,
      content: `Poll answer ${i} with words of its own: w${i}`,
      tags: [],
      sidebarParentCategories: ["Guides"],
      type: "docs" as const,
      pageTitle: `Page ${i}`,
      sectionTitle: `Part ${i}`,
      sectionRoute: `/docs/page-${String(i).padStart(2, "0")}`,
      ...(i === 3 ? { questions: ["how do i ask zebra"], defines: [`w${i}`] } : {}),
    }))
    const small = publishedFiles({ documents: sections, index: [] }, "docs", Infinity)
    expect(small.parts.size).toBe(0)
    expect(small.reader.documents).toHaveLength(40)

    const split = publishedFiles({ documents: sections, index: [] }, "docs", 100)
    const entry = split.reader.index as { format: string; parts: string; sectionTotal: number }
    expect(split.reader.documents).toEqual([])
    expect(entry.format).toBe(PACK_FORMAT)
    expect(entry.sectionTotal).toBe(40)
    expect(entry.parts).toMatch(PARTS_FOLDER)
    expect(PARTS_FOLDER.exec(entry.parts)?.[1]).toBe("docs")
    const names = Array.from(split.parts.keys())
    expect(names.every((name) => name.startsWith(`${entry.parts}/`))).toBe(true)
    expect(names).toEqual(
      expect.arrayContaining([
        `${entry.parts}/w0.json`,
        `${entry.parts}/s0.json`,
        `${entry.parts}/d0.json`,
        `${entry.parts}/vocabulary.json`,
      ])
    )
    // Every document is in one group, once, in route order.
    const grouped = names
      .filter((name) => /\/d\d+\.json$/.test(name))
      .flatMap((name) => JSON.parse(split.parts.get(name) as string) as { id: number }[])
    expect(grouped.map((d) => d.id)).toEqual(sections.map((d) => d.id))
    // Readers' questions and defined identifiers count in the statistics (the vocabulary knows the
    // questions' words, a stem's postings where it is defined), never in the documents.
    expect(grouped.some((d) => "questions" in d || "defines" in d)).toBe(false)
    expect(Array.from(split.parts.values()).some((part) => part.includes('"w3":{') && part.includes('"d":[0]'))).toBe(
      true
    )
    expect(split.parts.get(`${entry.parts}/vocabulary.json`)).toContain("zebra")
    // Same content, same folder; other content, another one.
    expect(publishedFiles({ documents: sections, index: [] }, "docs", 100).reader.index).toEqual(entry)
    const changed = publishedFiles({ documents: [...sections.slice(1)], index: [] }, "docs", 100).reader.index as {
      parts: string
    }
    expect(changed.parts).not.toBe(entry.parts)
  })

  it("names what is wrong otherwise", () => {
    expect(indexFileOf(undefined, "api")).toMatch(/no LocalSearchApi node/)
    expect(indexFileOf(node([[{}]], {}), "docs")).toMatch(/no documents/)
    expect(indexFileOf(node([[{}]], { 0: document }), "docs")).toMatch(/index is empty/)
    expect(indexFileOf(node([[{ "two words": [0] }]], { 0: document }), "docs")).toMatch(/not a word/)
    expect(indexFileOf({ index: "{", store: { 0: document } } as unknown as LocalSearchNode, "docs")).toMatch(
      /not JSON/
    )
  })
})

describe("readers' questions", () => {
  it("go on the search document of the section they name, and nowhere else", () => {
    const questions = new Map([["/faq#part", ["where is the part"]]])
    const docs = searchDocumentsOf("docs", result, questions)
    expect(docs.map((d) => [d.sectionRoute, d.questions])).toEqual([
      ["/docs/faq", undefined],
      // Without the stop words, which the index leaves out.
      ["/docs/faq#part", ["where part"]],
    ])
    expect(localSearchOptions("docs").store).toContain("questions")
  })

  it("come from the project's file, which names sections of the docs", () => {
    const questions = readQuestions()
    expect(typeof questions).not.toBe("string")
    expect((questions as Map<string, string[]>).size).toBeGreaterThan(0)
  })

  it("name the file and the problem when the file is broken; no file means no questions", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "questions-"))
    const file = path.join(dir, "search-questions.json")
    fs.writeFileSync(file, '{ "questions": { "faq": ["a"] } }')
    expect(readQuestions(file)).toBe(
      `${path.relative(process.cwd(), file)}: "faq" is not a route of the docs such as "/commands/block" or "/commands/block#timed-blocks"`
    )
    fs.writeFileSync(file, "{ nope")
    expect(readQuestions(file)).toMatch(/search-questions\.json: /)
    expect(readQuestions(path.join(dir, "missing.json"))).toEqual(new Map())
  })
})

describe("synonyms file", () => {
  const write = (text: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "synonyms-")), "search-synonyms.json")
    fs.writeFileSync(file, text)
    return file
  }

  it("accepts the project's file", () => {
    expect(synonymsProblem()).toBeNull()
  })

  it("names the file and the entry at fault", () => {
    expect(synonymsProblem(write('{ "synonyms": { "block": ["Kick Out"] } }'))).toBe(
      'content/search-synonyms.json: "block": "Kick Out" is not a lowercase word or phrase of two or three words'
    )
    expect(synonymsProblem(write('{ "synonyms": { "block": [] } }'))).toContain(
      '"block" needs a non-empty list of words'
    )
    expect(synonymsProblem(write("{ nope"))).toMatch(/^content\/search-synonyms\.json: /)
  })
})
