import { addRecentSearch, parseRecentSearches, removeRecentSearch, RECENT_SEARCHES_MAX } from "./recent-searches"

describe("recent searches", () => {
  it("puts the newest query first, without repeating one that differs only in case or spacing", () => {
    expect(addRecentSearch(["poll", "anonymous"], "  Anonymous ")).toEqual(["Anonymous", "poll"])
    expect(addRecentSearch(["end  time"], "end time")).toEqual(["end time"])
  })

  it("keeps the last five", () => {
    let list: string[] = []
    for (const q of ["a", "b", "c", "d", "e", "f"]) list = addRecentSearch(list, q)
    expect(list).toEqual(["f", "e", "d", "c", "b"])
    expect(list).toHaveLength(RECENT_SEARCHES_MAX)
  })

  it("ignores a blank query", () => {
    expect(addRecentSearch(["poll"], "   ")).toEqual(["poll"])
  })

  it("removes one query", () => {
    expect(removeRecentSearch(["poll", "vote", "roles"], "VOTE")).toEqual(["poll", "roles"])
  })

  it("reads only a list of strings from storage", () => {
    expect(parseRecentSearches('["poll","vote"]')).toEqual(["poll", "vote"])
    expect(parseRecentSearches('["poll",3,null,""," "]')).toEqual(["poll"])
    expect(parseRecentSearches("{not json")).toEqual([])
    expect(parseRecentSearches('{"a":1}')).toEqual([])
    expect(parseRecentSearches(null)).toEqual([])
    expect(parseRecentSearches(JSON.stringify(["1", "2", "3", "4", "5", "6", "7"]))).toHaveLength(5)
  })
})
