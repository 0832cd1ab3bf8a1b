import fs from "fs"
import path from "path"
import FlexSearch from "flexsearch"
import { FLEXSEARCH_OPTIONS } from "./engine-options"
import { buildLoadedIndex } from "./engine"
import { docSectionDocuments, indexedText, numberDocuments } from "./documents"
import { searchDocuments } from "./score"
import { tokenize } from "./tokenize"
import type { Boosts, SearchDocument, SearchIndexFile } from "./types"

const boosts: Boosts = { titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2 }

/** What the build does: gatsby-plugin-local-search adds each document as JSON of its indexed fields. */
function indexFile(documents: SearchDocument[]): SearchIndexFile {
  const index = (FlexSearch as unknown as { create: (o: object) => { add: (id: number, text: string) => void; export: () => string } }).create({ ...FLEXSEARCH_OPTIONS })
  for (const doc of documents) index.add(doc.id, JSON.stringify({ text: indexedText(doc) }))
  return { documents, index: JSON.parse(index.export()) }
}

function siteDocuments(): SearchDocument[] {
  const root = path.resolve(__dirname, "../../../content/docs")
  const docs: SearchDocument[][] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".mdx")) {
        const source = fs.readFileSync(full, "utf8")
        const title = /^title:\s*(.*)$/m.exec(source)?.[1] ?? entry.name
        const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "")
        docs.push(numberDocuments(docSectionDocuments({ route: `/${path.relative(root, full).replace(/\.mdx$/, "")}`, title, rawBody: body, tags: ["guide"], sidebarParentCategories: ["Commands"] }, "/docs/")))
      }
    }
  }
  walk(root)
  return numberDocuments(docs.flat().map(({ id: _id, ...rest }) => rest))
}

describe("buildLoadedIndex", () => {
  const documents = siteDocuments()
  const loaded = buildLoadedIndex(indexFile(documents), "docs")

  it("imports the FlexSearch export and prepares every document", () => {
    expect(loaded.tag).toBe("docs")
    expect(loaded.documents).toHaveLength(documents.length)
  })

  it("finds candidates by whole words and by prefixes", () => {
    const exact = loaded.candidates(["anonymous"])
    const prefix = loaded.candidates(["anonym"])
    expect(exact.length).toBeGreaterThan(0)
    expect(prefix).toEqual(expect.arrayContaining(exact))
    expect(loaded.candidates(["zzzzqqq"])).toEqual([])
  })

  it.each(["poll", "create poll", "anonym", "max_choices", "role weight", "Manage Server", "the", "po", "close the poll", "x", "<img src=x onerror=alert(1)>", ".*+?^${}()|[]\\"])(
    "ranks %s exactly like a scan of every document",
    (query) => {
      const tokens = tokenize(query)
      const viaIndex = searchDocuments(loaded.documents, tokens, boosts, 8, loaded.candidates(tokens))
      const scan = searchDocuments(loaded.documents, tokens, boosts, 8)
      // Stop words are not in the index: a scan may add documents matching only them.
      const content = tokens.filter((t) => !["the"].includes(t))
      if (content.length === tokens.length) expect(viaIndex.map((r) => [r.document.id, r.score])).toEqual(scan.map((r) => [r.document.id, r.score]))
      else expect(viaIndex.length).toBeLessThanOrEqual(scan.length)
    }
  )

  it("gives an empty index for an empty or broken file", () => {
    expect(buildLoadedIndex({ documents: [], index: null }, "api").candidates(["poll"])).toEqual([])
    expect(() => buildLoadedIndex({ documents, index: "not json" }, "api")).toThrow()
  })
})
