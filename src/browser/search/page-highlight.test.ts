import { applySearchHighlight, removeSearchHighlight } from "./page-highlight"
import { highlightHref } from "../../lib/search/highlight-params"

describe("route hooks of search highlighting", () => {
  beforeEach(() => {
    document.body.innerHTML = `<nav>poll</nav><main><article><h2 id="close-a-poll">Close a poll</h2><p>Polls stay open.</p></article></main>`
    window.history.replaceState(null, "", "/docs/commands/closepoll")
  })

  it("highlights the terms of a result link in the article, tidies the address and scrolls to the section", async () => {
    const href = highlightHref("/docs/commands/closepoll#close-a-poll", ["poll", "open"])
    window.history.replaceState(null, "", href)
    const scroll = jest.fn()
    Element.prototype.scrollIntoView = scroll
    await applySearchHighlight({
      pathname: "/docs/commands/closepoll",
      search: href.slice(href.indexOf("?"), href.indexOf("#")),
      hash: "#close-a-poll",
    })
    expect(Array.from(document.querySelectorAll("article mark.search-highlight")).map((m) => m.textContent)).toEqual([
      "poll",
      "Polls",
      "open",
    ])
    expect(document.querySelector("nav mark")).toBeNull()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/docs/commands/closepoll#close-a-poll"
    )
    expect(scroll).toHaveBeenCalled()

    removeSearchHighlight()
    expect(document.querySelectorAll("mark")).toHaveLength(0)
    expect(document.querySelector("article p")?.innerHTML).toBe("Polls stay open.")
  })

  it("does nothing without terms, or when the reader has already left the page", async () => {
    await applySearchHighlight({ pathname: "/docs/commands/closepoll", search: "?q=poll" })
    await applySearchHighlight({ pathname: "/docs/elsewhere", search: "?_highlight=poll" })
    expect(document.querySelectorAll("mark")).toHaveLength(0)
  })
})
