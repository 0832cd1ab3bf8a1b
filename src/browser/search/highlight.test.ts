import { highlight, unhighlight, matchRanges, HIGHLIGHT_CLASS } from "./highlight"
import { highlightHref, readHighlightTerms, withoutHighlightParam } from "../../lib/search/highlight-params"
import { tokenize } from "../../lib/search/tokenize"

function article(html: string): HTMLElement {
  document.body.innerHTML = `<main><article>${html}</article></main>`
  return document.querySelector("article") as HTMLElement
}

describe("highlight", () => {
  it("wraps words that start with a term in mark.search-highlight and returns them in order", () => {
    const root = article("<h2>Close a poll</h2><p>Polls close with <code>/closepoll</code>.</p>")
    const marks = highlight(root, ["poll", "close"])
    expect(marks.map((m) => m.textContent)).toEqual(["Close", "poll", "Polls", "close", "closepoll"])
    expect(marks.every((m) => m.tagName === "MARK" && m.className === HIGHLIGHT_CLASS)).toBe(true)
    expect(root.textContent).toBe("Close a pollPolls close with /closepoll.")
  })

  it("skips scripts, styles, form fields and existing marks", () => {
    const root = article("<script>var poll = 1</script><style>.poll{}</style><textarea>poll</textarea><p>poll</p>")
    expect(highlight(root, ["poll"])).toHaveLength(1)
    expect(highlight(root, ["poll"])).toHaveLength(0)
  })

  it("skips the article's navigation: breadcrumbs, the collapsible table of contents, previous/next", () => {
    const root = article(
      '<nav aria-label="Breadcrumbs"><a>Anonymous polls</a></nav><details><summary>On this page</summary><nav><a href="#a">Anonymous voting</a></nav></details><h2 id="a">Anonymous voting</h2>'
    )
    const marks = highlight(root, ["anonymous"])
    expect(marks).toHaveLength(1)
    expect(marks[0].closest("h2")).not.toBeNull()
  })

  it("unhighlight puts the original text nodes back and re-joins them", () => {
    const root = article("<p>The poll and the polls.</p>")
    const p = root.querySelector("p") as HTMLElement
    const original = p.firstChild
    highlight(root, ["poll"])
    expect(p.querySelectorAll("mark")).toHaveLength(2)
    expect(unhighlight(document)).toBe(2)
    expect(p.innerHTML).toBe("The poll and the polls.")
    expect(p.childNodes).toHaveLength(1)
    expect(p.firstChild).toBe(original)
  })

  it("keeps the node React rendered when the match starts the text", () => {
    const root = article("<p>poll first</p>")
    const p = root.querySelector("p") as HTMLElement
    const original = p.firstChild
    highlight(root, ["poll"])
    unhighlight(root)
    expect(p.firstChild).toBe(original)
    expect(p.textContent).toBe("poll first")
  })

  it.each(["<img src=x onerror=alert(1)>", ".*+?^${}()|[]\\", "x".repeat(512)])(
    "a query of %s adds no element but marks, and runs no script",
    (query) => {
      const root = article("<p>An img tag: &lt;img src=x onerror=alert(1)&gt; and .*+? characters, $ and x.</p>")
      const before = root.querySelectorAll("*").length
      const spy = jest.spyOn(window, "alert").mockImplementation(() => undefined)
      expect(() => highlight(root, tokenize(query))).not.toThrow()
      const added = Array.from(root.querySelectorAll("*")).filter((el) => el.tagName !== "MARK" && el.tagName !== "P")
      expect(added).toHaveLength(0)
      expect(root.querySelectorAll("img, script")).toHaveLength(0)
      expect(root.querySelectorAll("*").length - root.querySelectorAll("mark").length).toBe(before)
      expect(spy).not.toHaveBeenCalled()
      spy.mockRestore()
    }
  )

  it("matchRanges finds word ranges by prefix", () => {
    expect(matchRanges("a poll, polls", ["poll"])).toEqual([
      [2, 6],
      [8, 13],
    ])
    expect(matchRanges("anything", [])).toEqual([])
  })

  it("matchRanges marks an identifier whole, not the words of other identifiers", () => {
    expect(matchRanges("created_at, then expires_at", ["expires_at"])).toEqual([[17, 27]])
  })

  it("matchRanges marks the negation only as itself and cannot", () => {
    expect(matchRanges("Nothing: cannot, not", ["not"])).toEqual([
      [9, 15],
      [17, 20],
    ])
  })
})

describe("highlight parameters", () => {
  it("puts the terms before the anchor and reads them back", () => {
    const href = highlightHref("/docs/commands/poll#options", ["poll", "max choices"])
    expect(href).toBe("/docs/commands/poll?_highlight=poll&_highlight=max%20choices#options")
    expect(readHighlightTerms(href.slice(href.indexOf("?"), href.indexOf("#")))).toEqual(["poll", "max choices"])
    expect(highlightHref("/docs/faq", [])).toBe("/docs/faq")
  })

  it("removes the parameter and keeps the rest of the query", () => {
    expect(withoutHighlightParam("?_highlight=poll&x=1")).toBe("?x=1")
    expect(withoutHighlightParam("?_highlight=poll")).toBe("")
    expect(readHighlightTerms("")).toEqual([])
    expect(readHighlightTerms("?q=1")).toEqual([])
  })
})
