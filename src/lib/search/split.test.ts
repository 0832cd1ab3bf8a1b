/**
 * A split index (parts fetched as queries read them) ranks exactly as the same documents in one file,
 * and a part that cannot be loaded makes its tag a failed index, never a partial result list.
 */
import fs from "fs"
import path from "path"
import { createSearchClient, type SearchOutcome } from "./client"
import { packIndex } from "./pack"
import { parseSynonyms } from "./synonyms"
import { siteDocuments } from "./test-documents"
import type { SearchDocument } from "./types"

const ROOT = path.resolve(__dirname, "../../..")
const synonyms = parseSynonyms(
  JSON.parse(fs.readFileSync(path.join(ROOT, "content/search-synonyms.json"), "utf8")),
  "content/search-synonyms.json"
)

const RELEVANCE = path.join(ROOT, "scripts/bench/relevance")

/** Every query of the relevance benchmark's sets (every file of its folder), and queries of any content. */
const QUERIES = [
  ...fs
    .readdirSync(RELEVANCE)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) =>
      (
        JSON.parse(fs.readFileSync(path.join(RELEVANCE, name), "utf8")) as {
          queries: { q: string }[]
        }
      ).queries.map((query) => query.q)
    ),
  "p",
  "po",
  "anonymus",
  "autoarchive",
  "timelimited poll",
  "zzzz",
  "<img src=x onerror=alert(1)>",
  ".*+?^${}()|[]\\",
]

const documents = siteDocuments()
type Tags = Record<string, SearchDocument[]>
/**
 * One tag; and two, so that merging a split tag with a whole one is covered: the FAQ, the rest. The
 * whole tag is small, as the site's second one is: a fresh client prepares it again for each query.
 */
const WHOLE_PAGE = "/docs/faq"
const ONE_TAG: Tags = { docs: documents }
const TWO_TAGS: Tags = {
  docs: documents.filter((d) => !d.sectionRoute.startsWith(WHOLE_PAGE)),
  faq: documents.filter((d) => d.sectionRoute.startsWith(WHOLE_PAGE)),
}

/** Files served by URL, as JSON text (what crosses the network): tag "docs" split into small parts. */
function servedFiles(split: boolean, byTag: Tags = TWO_TAGS): Map<string, string> {
  const files = new Map<string, string>()
  for (const [tag, docs] of Object.entries(byTag)) {
    if (!split || tag !== "docs") {
      files.set(`/docs/search-index-${tag}.json`, JSON.stringify({ documents: docs, index: null }))
      continue
    }
    const pack = packIndex(docs, { parts: "search-docs-test", wordBytes: 300, shardBytes: 2_000, groupBytes: 3_000 })
    files.set(`/docs/search-index-${tag}.json`, JSON.stringify({ documents: [], index: pack.entry }))
    pack.words.forEach((words, i) => files.set(`/docs/search-docs-test/w${i}.json`, JSON.stringify(words)))
    pack.shards.forEach((shard, i) => files.set(`/docs/search-docs-test/s${i}.json`, JSON.stringify(shard)))
    pack.groups.forEach((group, i) => files.set(`/docs/search-docs-test/d${i}.json`, JSON.stringify(group)))
    files.set("/docs/search-docs-test/vocabulary.json", JSON.stringify(pack.vocabulary))
  }
  return files
}

function clientOf(files: Map<string, string>, fails: (url: string) => boolean = () => false) {
  const requested: string[] = []
  const tags = Array.from(files.keys()).flatMap((url) => /search-index-(\w+)\.json$/.exec(url)?.[1] ?? [])
  const client = createSearchClient({
    tags,
    boosts: { titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2 },
    maxResults: 8,
    maxQueryLength: 512,
    basePath: "/docs/",
    indexUrl: (tag) => `/docs/search-index-${tag}.json`,
    synonyms,
    fetch: async (url) => {
      requested.push(url)
      const body = files.get(url)
      if (body === undefined || fails(url)) return { ok: false, json: async () => null }
      return { ok: true, json: async () => JSON.parse(body) }
    },
  })
  return { client, requested }
}

describe("a split index", () => {
  const splitFiles = servedFiles(true)
  const shardCount = Array.from(splitFiles.keys()).filter((url) => /\/s\d+\.json$/.test(url)).length

  it("is split into many parts", () => {
    expect(shardCount).toBeGreaterThan(20)
  })

  const show = (outcome: SearchOutcome) => ({
    corrected: outcome.correctedQuery,
    hits: outcome.hits.map((hit) => `${hit.href} ${hit.score.toFixed(12)} ${JSON.stringify(hit.snippet)}`),
  })

  it.each([
    ["one tag", ONE_TAG],
    ["a split tag and a whole one", TWO_TAGS],
  ])("ranks every benchmark query as the whole index does (%s)", async (_name, tags) => {
    const files = servedFiles(true, tags)
    const whole = clientOf(servedFiles(false, tags)).client
    const split = clientOf(files).client
    expect(QUERIES.length).toBeGreaterThan(200)
    for (const query of QUERIES) {
      const expected = show(await whole.searchWithCorrection(query))
      // A fresh split client per query: each query loads its parts from nothing.
      expect({ query, ...show(await clientOf(files).client.searchWithCorrection(query)) }).toEqual({
        query,
        ...expected,
      })
      // And one client through all the queries, its parts loaded little by little.
      expect({ query, ...show(await split.searchWithCorrection(query)) }).toEqual({ query, ...expected })
    }
  })

  it("fetches only the parts a query reads", async () => {
    const { client, requested } = clientOf(splitFiles)
    const hits = await client.search("anonymous poll")
    expect(hits.length).toBeGreaterThan(0)
    const parts = requested.filter((url) => url.includes("/search-docs-test/"))
    expect(parts.length).toBeGreaterThan(0)
    // Documents of the results shown only, not of the runs before every word was loaded.
    expect(parts.filter((url) => /\/d\d+\.json$/.test(url)).length).toBeLessThanOrEqual(hits.length)
    expect(parts.length).toBeLessThan(splitFiles.size / 4)
    expect(new Set(requested).size).toBe(requested.length)
    // Word shards are read for the word being typed only (a query ending in a space has none), not for
    // known words that a run before their postings were loaded could not yet tell from unknown ones.
    const typed = clientOf(servedFiles(true, ONE_TAG))
    await typed.client.search("anonymous poll results ")
    expect(typed.requested.filter((url) => /\/w\d+\.json$/.test(url))).toEqual([])
    // The vocabulary is read for typos only.
    expect(parts).not.toContain("/docs/search-docs-test/vocabulary.json")
    await client.search("anonymus")
    expect(requested).toContain("/docs/search-docs-test/vocabulary.json")
  })

  it("behaves as a failed index when a part fails, and loads again on the next focus", async () => {
    let failing = true
    const { client } = clientOf(splitFiles, (url) => failing && /\/d\d+\.json$/.test(url))
    const whole = clientOf(servedFiles(false)).client
    const query = "anonymous poll"
    const expected = (await whole.search(query)).map((hit) => hit.href)
    const expectedWhole = expected.filter((href) => href.startsWith(WHOLE_PAGE))
    expect(expectedWhole.length).toBeGreaterThan(0)

    // The split tag gives nothing: only the other tag's results, each of them in the whole index's order.
    const during = (await client.search(query)).map((hit) => hit.href)
    expect(during.every((href) => href.startsWith(WHOLE_PAGE))).toBe(true)
    expect(during.slice(0, expectedWhole.length)).toEqual(expectedWhole)

    failing = false
    // No request until the next focus: the tag stays empty, as a failed index file does.
    expect((await client.search(query)).map((hit) => hit.href)).toEqual(during)
    expect(await client.preload()).toBe(true)
    expect((await client.search(query)).map((hit) => hit.href)).toEqual(expected)
  })

  it("stops loading parts for a query typed over, and answers the new one", async () => {
    const { client } = clientOf(splitFiles)
    const typedOver = client.search("anonymous poll")
    const current = client.search("anonymous poll results")
    expect(await typedOver).toEqual([])
    expect((await current).length).toBeGreaterThan(0)
    // Another limit (the search page) is another reader's query: it does not supersede the box's.
    const box = client.search("vote")
    const page = client.search("poll", { limit: Infinity })
    expect((await box).length).toBeGreaterThan(0)
    expect((await page).length).toBeGreaterThan(8)
  })

  it("behaves as a failed index when a part is not what it should be", async () => {
    const broken = new Map(splitFiles)
    for (const url of broken.keys()) if (/\/s\d+\.json$/.test(url)) broken.set(url, "42")
    const { client } = clientOf(broken)
    const hits = await client.search("anonymous poll")
    expect(hits.every((hit) => hit.href.startsWith(WHOLE_PAGE))).toBe(true)
  })
})
