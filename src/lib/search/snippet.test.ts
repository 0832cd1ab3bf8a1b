import { markTerms, snippet } from "./snippet"
import { tokenize } from "./tokenize"
import type { TextSegment } from "./types"

const join = (segments: TextSegment[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join("")

describe("markTerms", () => {
  it("marks whole words that start with a term, case-insensitively", () => {
    expect(join(markTerms("Close a Poll with /closepoll or polls.", ["poll", "clo"]))).toBe(
      "[Close] a [Poll] with /[closepoll] or [polls]."
    )
  })

  it("marks the negation only as itself and cannot, not the words it starts", () => {
    expect(join(markTerms("Nothing to fix: you cannot vote, notes do not count.", ["not", "vote"]))).toBe(
      "Nothing to fix: you [cannot] [vote], notes do [not] count."
    )
  })

  it("marks a number only as itself, with or without a unit, not the longer numbers it starts", () => {
    expect(join(markTerms("Use 2h or 2 days, up to 20 answers, in 2026.", ["2", "days"]))).toBe(
      "Use [2h] or [2] [days], up to 20 answers, in 2026."
    )
  })

  it("marks the product's name only as itself, not as a word that starts with a term", () => {
    expect(join(markTerms("Pollaris posts the poll; Pollaris' polls close.", ["poll"]))).toBe(
      "Pollaris posts the [poll]; Pollaris' [polls] close."
    )
    expect(join(markTerms("Invite Pollaris.", ["pollaris"]))).toBe("Invite [Pollaris].")
  })

  it("returns the text unmarked without terms", () => {
    expect(markTerms("Plain text", [])).toEqual([{ text: "Plain text", mark: false }])
    expect(markTerms("", ["x"])).toEqual([])
  })
})

describe("snippet", () => {
  const text = `${"Lead words ".repeat(20)}then the anonymous option hides voters. ${"Trailing words ".repeat(20)}`

  it("shows the text around the first match with ellipses and marks", () => {
    const result = join(snippet(text, ["anonymous"], 80))
    expect(result.startsWith("…")).toBe(true)
    expect(result.endsWith("…")).toBe(true)
    expect(result).toContain("[anonymous] option hides voters.")
    expect(result.length).toBeLessThan(100)
  })

  it("shows the part that marks the most of the query's words, not the first match", () => {
    const model =
      "Model Restriction object A restriction (block) on a member or role in a server. " +
      `${"Filler text about other fields of the object. ".repeat(6)}` +
      "expires_at: When the restriction ends; null = permanent."
    const result = join(snippet(model, ["restriction", "expires"], 100))
    expect(result).toContain("[expires]_at: When the [restriction] ends")
    expect(result.startsWith("…")).toBe(true)
    // One word only: its first place, as before.
    expect(join(snippet(model, ["restriction"], 100)).startsWith("Model [Restriction] object")).toBe(true)
  })

  it("keeps the first match when a later part marks no more of the query", () => {
    const twice = `Anonymous polls hide voters. ${"Words in between. ".repeat(12)}Anonymous polls again.`
    expect(join(snippet(twice, ["anonymous", "polls"], 60)).startsWith("[Anonymous] [polls] hide voters.")).toBe(true)
  })

  it("starts at the beginning when nothing matches", () => {
    expect(join(snippet("Short text.", ["zzz"]))).toBe("Short text.")
  })
})

describe("safety of query text", () => {
  const content = "Use <poll> placeholders, regex like .*+? and $ signs, and <img src=x> examples in code."
  const hostile = ["<img src=x onerror=alert(1)>", ".*+?^${}()|[]\\", "a".repeat(512), "(((", "\\", "$&$1"]

  it.each(hostile)("%s does not throw and produces only text segments", (query) => {
    const terms = tokenize(query)
    for (const segments of [snippet(content, terms), markTerms(content, terms), snippet("x".repeat(2000), terms)]) {
      for (const segment of segments) {
        expect(typeof segment.text).toBe("string")
        expect(Object.keys(segment).sort()).toEqual(["mark", "text"])
      }
      // The segments put back together are the original text (nothing added, nothing interpreted).
      const plain = segments
        .map((s) => s.text)
        .join("")
        .replace(/…/g, "")
      expect(content.includes(plain.trim()) || "x".repeat(2000).includes(plain.trim())).toBe(true)
    }
  })

  it("marks the words of an HTML-looking query as text", () => {
    const segments = markTerms(content, tokenize("<img src=x onerror=alert(1)>"))
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(["img", "src", "x"])
  })
})
