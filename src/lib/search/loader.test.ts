import { createIndexLoader, EMPTY_INDEX_FILE, type FetchLike } from "./loader"
import type { SearchIndexFile } from "./types"

const file: SearchIndexFile = {
  documents: [
    {
      id: 0,
      title: "Poll",
      content: "",
      tags: [],
      sidebarParentCategories: [],
      type: "docs",
      pageTitle: "Poll",
      sectionTitle: "Poll",
      sectionRoute: "/docs/commands/poll",
    },
  ],
  index: [[{ poll: [0] }], {}, ["0"]],
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const ok = (body: unknown) => ({ ok: true, json: async () => body })

function setup(fetch: FetchLike) {
  const build = jest.fn((f: SearchIndexFile, tag: string) => ({ tag, count: f.documents.length }))
  const loader = createIndexLoader({ fetch, indexUrl: (tag) => `/docs/search-index-${tag}.json`, build })
  return { loader, build }
}

describe("createIndexLoader", () => {
  it("goes unloaded -> loading -> ready, and concurrent callers share one request", async () => {
    const response = deferred<ReturnType<typeof ok>>()
    const fetch = jest.fn(() => response.promise)
    const { loader, build } = setup(fetch)
    expect(loader.state("docs")).toBe("unloaded")
    const first = loader.load("docs")
    const second = loader.load("docs")
    expect(loader.state("docs")).toBe("loading")
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith("/docs/search-index-docs.json")
    response.resolve(ok(file))
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(a).toEqual({ tag: "docs", count: 1 })
    expect(loader.state("docs")).toBe("ready")
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("keeps a ready index for the session", async () => {
    const fetch = jest.fn(async () => ok(file))
    const { loader } = setup(fetch)
    const first = await loader.load("docs")
    const again = await loader.load("docs")
    expect(again).toBe(first)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("loads each tag on its own", async () => {
    const fetch = jest.fn(async () => ok(file))
    const { loader } = setup(fetch)
    await Promise.all([loader.load("docs"), loader.load("api")])
    expect(fetch.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      "/docs/search-index-docs.json",
      "/docs/search-index-api.json",
    ])
    expect(loader.state("api")).toBe("ready")
  })

  it.each([
    ["a failed request", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a response that is not ok", async () => ({ ok: false, json: async () => file })],
    [
      "a body that is not JSON",
      async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError("Unexpected token")) }),
    ],
    ["a body without documents", async () => ok({ nope: true })],
  ])("gives an empty index and no error for %s", async (_name, fetchImpl) => {
    const { loader, build } = setup(jest.fn(fetchImpl) as unknown as FetchLike)
    await expect(loader.load("docs")).resolves.toEqual({ tag: "docs", count: 0 })
    expect(build).toHaveBeenCalledWith(EMPTY_INDEX_FILE, "docs")
    expect(loader.state("docs")).toBe("ready")
  })

  it("gives an empty index when the file cannot be built", async () => {
    const build = jest.fn((f: SearchIndexFile) => {
      if (f.documents.length) throw new Error("bad index")
      return "empty"
    })
    const loader = createIndexLoader({ fetch: async () => ok(file), indexUrl: () => "/x", build })
    await expect(loader.load("docs")).resolves.toBe("empty")
  })
})

describe("retry after a failure", () => {
  it("fetches a failed tag again after retryFailed, and keeps a good one", async () => {
    let fail = true
    const fetch = jest.fn(async (url: string) =>
      fail && url.includes("-docs") ? Promise.reject(new Error("offline")) : ok(file)
    )
    const loader = createIndexLoader({
      fetch,
      indexUrl: (tag) => `/docs/search-index-${tag}.json`,
      build: (f: SearchIndexFile) => f.documents.length,
    })
    expect(await loader.load("docs")).toBe(0)
    expect(await loader.load("api")).toBe(1)
    expect(await loader.load("docs")).toBe(0)
    expect(fetch).toHaveBeenCalledTimes(2)
    fail = false
    loader.retryFailed()
    expect(await loader.load("docs")).toBe(1)
    expect(await loader.load("api")).toBe(1)
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it("treats a request that hangs past the timeout as failed", async () => {
    const hanging = jest.fn(() => new Promise<never>(() => undefined))
    const loader = createIndexLoader({
      fetch: hanging,
      indexUrl: (tag) => tag,
      build: (f: SearchIndexFile) => f.documents.length,
      timeoutMs: 20,
    })
    expect(await loader.load("docs")).toBe(0)
    loader.retryFailed()
    void loader.load("docs")
    expect(hanging).toHaveBeenCalledTimes(2)
  })
})
