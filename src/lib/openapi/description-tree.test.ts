import { excerpt, parseInline, parseMarkdown, plainText, safeHref } from "./description-tree"

describe("parseInline", () => {
  it("reads code, bold, italics and links", () => {
    expect(parseInline("Use `max_choices` with **Manage Server**, *not* [the docs](/api/get-poll).")).toEqual([
      { type: "text", value: "Use " },
      { type: "code", value: "max_choices" },
      { type: "text", value: " with " },
      { type: "strong", children: [{ type: "text", value: "Manage Server" }] },
      { type: "text", value: ", " },
      { type: "em", children: [{ type: "text", value: "not" }] },
      { type: "text", value: " " },
      { type: "link", href: "/api/get-poll", children: [{ type: "text", value: "the docs" }] },
      { type: "text", value: "." },
    ])
  })

  it("leaves snake_case and stray markers alone", () => {
    expect(parseInline("hide_results and allow_vote_change, 2 * 3")).toEqual([{ type: "text", value: "hide_results and allow_vote_change, 2 * 3" }])
    expect(parseInline("a `b")).toEqual([{ type: "text", value: "a `b" }])
  })

  it("keeps only safe links and treats HTML as text", () => {
    expect(parseInline("[x](javascript:alert(1))")).toEqual([{ type: "text", value: "x)" }])
    expect(parseInline("<script>alert(1)</script>")).toEqual([{ type: "text", value: "<script>alert(1)</script>" }])
    expect(safeHref("https://pollaris.example/dashboard")).toBe("https://pollaris.example/dashboard")
    expect(safeHref("#errors")).toBe("#errors")
    expect(safeHref("data:text/html,hi")).toBeNull()
    expect(safeHref("//evil.example")).toBeNull()
  })
})

describe("parseMarkdown", () => {
  it("splits paragraphs and joins wrapped lines", () => {
    expect(parseMarkdown("One line\ncontinued.\n\nSecond.")).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "One line continued." }] },
      { type: "paragraph", children: [{ type: "text", value: "Second." }] },
    ])
  })

  it("reads a list right after a paragraph, with indented continuation lines", () => {
    const blocks = parseMarkdown("**Status:**\n- `publish: false` saves a draft.\n- otherwise open, with a\n  `duration`.\n\n**Rules:** 2-20 answers.")
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "list", "paragraph"])
    const list = blocks[1] as Extract<(typeof blocks)[number], { type: "list" }>
    expect(list.ordered).toBe(false)
    expect(list.items).toHaveLength(2)
    expect(list.items[1]).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "otherwise open, with a " }, { type: "code", value: "duration" }, { type: "text", value: "." }] },
    ])
  })

  it("nests lists by indentation and numbers ordered lists", () => {
    const [list] = parseMarkdown("1. Open the dashboard.\n2. Pick a server:\n   - one\n   - two\n3. Done.")
    expect(list).toMatchObject({ type: "list", ordered: true })
    const items = (list as Extract<typeof list, { type: "list" }>).items
    expect(items).toHaveLength(3)
    expect(items[1].map((b) => b.type)).toEqual(["paragraph", "list"])
  })

  it("reads fenced code, headings and tables", () => {
    const blocks = parseMarkdown("## Errors\n\n```json\n{ \"a\": 1 }\n```\n\n| Status | Codes |\n|---|---|\n| 404 | `poll_not_found` |\n| 429 | a \\| b |")
    expect(blocks[0]).toEqual({ type: "heading", depth: 2, children: [{ type: "text", value: "Errors" }] })
    expect(blocks[1]).toEqual({ type: "code", lang: "json", value: '{ "a": 1 }' })
    expect(blocks[2]).toEqual({
      type: "table",
      header: [[{ type: "text", value: "Status" }], [{ type: "text", value: "Codes" }]],
      rows: [
        [[{ type: "text", value: "404" }], [{ type: "code", value: "poll_not_found" }]],
        [[{ type: "text", value: "429" }], [{ type: "text", value: "a | b" }]],
      ],
    })
  })
})

describe("plain text", () => {
  it("strips markup", () => {
    expect(plainText("Returns a **poll** (as `/pollresult`).\n\n- one\n- two")).toBe("Returns a poll (as /pollresult). one two")
  })

  it("takes the first paragraph for excerpts, cut at a word", () => {
    expect(excerpt("Creates a poll in `channel_id`.\n\nMore.")).toBe("Creates a poll in channel_id.")
    const long = excerpt("word ".repeat(100), 40)!
    expect(long.length).toBeLessThanOrEqual(40)
    expect(long.endsWith("word…")).toBe(true)
    expect(excerpt(undefined)).toBeUndefined()
  })
})
