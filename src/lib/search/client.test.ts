import FlexSearch from "flexsearch"
import { createSearchClient, withoutBasePath } from "./client"
import { FLEXSEARCH_OPTIONS } from "./flexsearch-options"
import { indexedText, numberDocuments, type UnnumberedDocument } from "./documents"
import type { SearchIndexFile } from "./types"

function section(title: string, content: string, route: string, pageTitle = title): UnnumberedDocument {
  return {
    title,
    content,
    tags: [],
    sidebarParentCategories: [],
    type: "docs",
    pageTitle,
    sectionTitle: title,
    sectionRoute: route,
  }
}

function file(docs: UnnumberedDocument[]): SearchIndexFile {
  const documents = numberDocuments(docs)
  const index = (
    FlexSearch as unknown as { create: (o: object) => { add: (id: number, t: string) => void; export: () => string } }
  ).create({ ...FLEXSEARCH_OPTIONS })
  for (const d of documents) index.add(d.id, JSON.stringify({ text: indexedText(d) }))
  return { documents, index: JSON.parse(index.export()) }
}

const files: Record<string, SearchIndexFile> = {
  docs: file([
    section("/poll", "Create a poll in the channel.", "/docs/commands/poll"),
    section("Options", "The anonymous option hides voters.", "/docs/commands/poll#options", "/poll"),
    ...Array.from({ length: 12 }, (_v, i) => section(`Guide ${i}`, "poll poll", `/docs/guide-${i}`)),
  ]),
  api: file([section("Create poll", "POST /polls Creates a poll.", "/docs/api/create-poll")]),
}

type Fetch = (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>

/** A fetch that serves the index files of each tag. */
const serving = (served: Record<string, SearchIndexFile>) =>
  jest.fn(async (url: string) => ({ ok: true, json: async () => served[/search-index-(\w+)\.json/.exec(url)![1]] }))

function client(fetch: jest.Mock<ReturnType<Fetch>, Parameters<Fetch>> = serving(files)) {
  return {
    fetch,
    search: createSearchClient({
      tags: ["docs", "api"],
      boosts: { titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2 },
      maxResults: 8,
      maxQueryLength: 512,
      basePath: "/docs/",
      indexUrl: (tag) => `/docs/search-index-${tag}.json`,
      fetch,
    }),
  }
}

describe("createSearchClient", () => {
  it("merges the tags, keeps 8, and shapes hits for display and navigation", async () => {
    const { search, fetch } = client()
    const hits = await search.search("create poll")
    expect(hits).toHaveLength(8)
    expect(hits[0]).toMatchObject({
      key: "api:0",
      pageTitle: null,
      page: "Create poll",
      href: "/docs/api/create-poll?_highlight=create&_highlight=poll",
      to: "/api/create-poll?_highlight=create&_highlight=poll",
      pageHref: "/docs/api/create-poll",
      terms: ["create", "poll"],
    })
    expect(hits[0].sectionTitle).toEqual([
      { text: "Create", mark: true },
      { text: " ", mark: false },
      { text: "poll", mark: true },
    ])
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("shows the page title when it differs and routes to the section anchor", async () => {
    const hits = await client().search.search("anonym")
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatchObject({
      pageTitle: "/poll",
      to: "/commands/poll?_highlight=anonym#options",
      pageHref: "/docs/commands/poll",
    })
    expect(hits[0].snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(["anonymous"])
  })

  it("lists every result when asked (the search page)", async () => {
    // 14 sections say "poll"; the Options section of the /poll page is found through its page title.
    expect(await client().search.search("poll", { limit: Infinity })).toHaveLength(15)
  })

  it("finds nothing, without error, when the index files fail to load", async () => {
    const failing = client(jest.fn(async (_url: string) => Promise.reject(new Error("offline"))))
    await expect(failing.search.search("poll")).resolves.toEqual([])
    // The failed files are fetched again on the next preload (a focus).
    await expect(failing.search.preload()).resolves.toBe(true)
    expect(failing.fetch).toHaveBeenCalledTimes(4)
  })

  it("searches nothing for an empty query", async () => {
    const { search, fetch } = client()
    expect(await search.search("  ")).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })
})

/** Index files of these docs sections, among a dozen guides that only say "poll". */
const filesOf = (...sections: Parameters<typeof file>[0]): Record<string, SearchIndexFile> => ({
  docs: file([
    ...sections,
    ...Array.from({ length: 12 }, (_v, i) => section(`Guide ${i}`, "poll poll", `/docs/guide-${i}`)),
  ]),
  api: file([]),
})

/** The route of a hit's section: its page and anchor. */
const routeOf = (hit: { pageHref: string; href: string }) => hit.pageHref + hit.href.replace(/^[^#]*/, "")

describe("a message pasted from Discord", () => {
  it("opens the section that quotes it", async () => {
    const { search } = client(
      serving(
        filesOf(
          section(
            "Scheduled polls",
            "A scheduled poll opens at its start time. Until it has opened it cannot be closed, only deleted.",
            "/docs/guide#scheduled-polls",
            "Poll types"
          ),
          section(
            "Errors",
            "Message Cause What to do \"This poll is scheduled and hasn't opened yet, so it can't be closed.\" Delete it instead.",
            "/docs/commands/closepoll#errors",
            "/closepoll"
          )
        )
      )
    )
    const [first] = await search.search("This poll is scheduled and hasn't opened yet, so it can't be closed.")
    expect(routeOf(first)).toBe("/docs/commands/closepoll#errors")
    // The same words, not pasted, are read as words.
    const [other] = await search.search("scheduled poll not opened yet")
    expect(routeOf(other)).toBe("/docs/guide#scheduled-polls")
  })

  it("opens the section that quotes it, with the reader's own name and value, before one that defines its words", async () => {
    const { search } = client(
      serving(
        filesOf(
          section(
            "Scopes",
            "The scope of a block: vote, create or all. A member blocked with scope create cannot create polls; a member blocked with scope vote cannot vote. Blocked members see why.",
            "/docs/commands/block#scopes",
            "/block"
          ),
          section(
            "Errors",
            'Message Cause What to do "@QuickVoter99 is already blocked (scope: vote). Remove the block with /unblock before setting a new one." The target has a block.',
            "/docs/commands/block#errors",
            "/block"
          )
        )
      )
    )
    const [first] = await search.search("@Kai is already blocked (scope: create)")
    expect(routeOf(first)).toBe("/docs/commands/block#errors")
  })
})

describe("a problem reported in the reader's words", () => {
  const { search } = client(
    serving(
      filesOf(
        section(
          "/settings language",
          "Set the language Pollaris replies in on this server: English, German, French or Spanish. The server language is set once for every member.",
          "/docs/commands/settings/language"
        ),
        section(
          "Pollaris answers in the wrong language",
          "Symptoms: Pollaris replies in German on an English server. Cause: the language setting. Fix: set it back.",
          "/docs/troubleshooting#pollaris-answers-in-the-wrong-language",
          "Troubleshooting"
        )
      )
    )
  )

  it("opens the troubleshooting entry when it sets what happened against what was expected", async () => {
    const [first] = await search.search("bot replies in german but our server language is english")
    expect(routeOf(first)).toBe("/docs/troubleshooting#pollaris-answers-in-the-wrong-language")
    const [also] = await search.search("bot replies in german even though the server language is english")
    expect(routeOf(also)).toBe("/docs/troubleshooting#pollaris-answers-in-the-wrong-language")
  })

  it("opens the page about the feature for the same words asked plainly", async () => {
    const [first] = await search.search("bot replies in german, server language english")
    expect(routeOf(first)).toBe("/docs/commands/settings/language")
  })
})

describe("the query's neighbouring words near each other", () => {
  const { search } = client(
    serving(
      filesOf(
        section(
          "Limits",
          "A poll can be reopened for a month. Old polls stay closed and cannot be reopened; their votes and vote counts are kept.",
          "/docs/commands/reopenpoll#limits",
          "/reopenpoll"
        ),
        section(
          "What is kept",
          "A closed poll can be reopened by its author or a poll manager for 30 days after it closed: old votes stay, and members can vote again.",
          "/docs/commands/reopenpoll#what-is-kept",
          "/reopenpoll"
        )
      )
    )
  )

  it("puts first the section that has them together", async () => {
    const [first] = await search.search("do old votes stay when a poll is reopened")
    expect(routeOf(first)).toBe("/docs/commands/reopenpoll#what-is-kept")
  })
})

describe("withoutBasePath", () => {
  it("strips the base path for client-side navigation", () => {
    expect(withoutBasePath("/docs/commands/poll#usage", "/docs/")).toBe("/commands/poll#usage")
    expect(withoutBasePath("/docs/", "/docs/")).toBe("/")
    expect(withoutBasePath("/docs?_highlight=x", "/docs/")).toBe("/?_highlight=x")
    expect(withoutBasePath("/other", "/docs/")).toBe("/other")
  })
})
