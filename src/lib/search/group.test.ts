import { apiOperationOf, groupByPage, groupedOrder } from "./group"

const hit = (pageHref: string, key: string) => ({ pageHref, page: pageHref.slice(6), key })

describe("groupByPage", () => {
  const hits = [
    hit("/docs/a", "a1"),
    hit("/docs/b", "b1"),
    hit("/docs/a", "a2"),
    hit("/docs/c", "c1"),
    hit("/docs/b", "b2"),
  ]

  it("orders pages by their best result and keeps each page's sections in score order", () => {
    expect(groupByPage(hits).map((g) => [g.page, g.hits.map((h) => h.key)])).toEqual([
      ["a", ["a1", "a2"]],
      ["b", ["b1", "b2"]],
      ["c", ["c1"]],
    ])
  })

  it("gives the flat order the arrow keys walk", () => {
    expect(groupedOrder(hits).map((h) => h.key)).toEqual(["a1", "a2", "b1", "b2", "c1"])
    expect(groupedOrder([])).toEqual([])
  })
})

describe("apiOperationOf", () => {
  it("reads the method and path that start an operation's text", () => {
    expect(apiOperationOf("POST /polls Creates a poll.")).toEqual({ method: "POST", path: "/polls" })
    expect(apiOperationOf("GET /guilds/{guild_id}/limits")).toEqual({
      method: "GET",
      path: "/guilds/{guild_id}/limits",
    })
    expect(apiOperationOf("Post a poll in the channel.")).toBeNull()
  })
})
