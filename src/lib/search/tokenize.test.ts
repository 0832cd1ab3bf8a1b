import { tokenize, words, MAX_TOKENS, MAX_QUERY_LENGTH, STOP_WORDS } from "./tokenize"

describe("words", () => {
  it("splits on everything but letters and digits, lowercased", () => {
    expect(words("POST /polls/{pollId}  max_choices, Réglages 2-20")).toEqual(["post", "polls", "pollid", "max", "choices", "réglages", "2", "20"])
  })
})

describe("tokenize", () => {
  it("gives the distinct words of the query in order", () => {
    expect(tokenize("Create poll create POLL")).toEqual(["create", "poll"])
  })

  it("drops stop words, but keeps the last word while it is being typed", () => {
    expect(tokenize("how to close the poll")).toEqual(["how", "close", "poll"])
    expect(tokenize("poll an")).toEqual(["poll", "an"])
    expect(tokenize("poll an ")).toEqual(["poll"])
  })

  it("keeps stop words when nothing else is left", () => {
    expect(tokenize("the ")).toEqual(["the"])
    expect(STOP_WORDS).toContain("the")
  })

  it("returns nothing for empty or separator-only queries", () => {
    expect(tokenize("")).toEqual([])
    expect(tokenize("   /// ... ")).toEqual([])
    expect(tokenize(undefined as unknown as string)).toEqual([])
  })

  it("treats HTML and regular-expression characters as separators", () => {
    expect(tokenize("<img src=x onerror=alert(1)>")).toEqual(["img", "src", "x", "onerror", "alert", "1"])
    expect(tokenize(".*+?^${}()|[]\\")).toEqual([])
  })

  it("reads at most 512 characters and keeps at most 16 tokens", () => {
    const long = Array.from({ length: 200 }, (_v, i) => `word${i}`).join(" ")
    const tokens = tokenize(long)
    expect(tokens).toHaveLength(MAX_TOKENS)
    expect(tokenize(`${"a".repeat(MAX_QUERY_LENGTH)}zzz`)).toEqual(["a".repeat(MAX_QUERY_LENGTH)])
  })
})
