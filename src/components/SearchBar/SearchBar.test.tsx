import React from "react"
import { render, screen, fireEvent, act, waitFor, cleanup } from "@testing-library/react"
import { navigate } from "gatsby"
import SearchBar from "."
import type { SearchHit } from "../../lib/search/client"

// The search engine (loaded on demand in the browser) is replaced by a fake with fixed results.
const mockSearch = jest.fn()
const mockPreload = jest.fn(async () => false)
jest.mock("../../lib/search/client", () => ({
  createSearchClient: () => {
    return {
      search: mockSearch,
      preload: mockPreload,
      searchWithCorrection: async (query: string, options: unknown) => {
        const hits = await mockSearch(query, options)
        return { hits, correctedQuery: query.startsWith("shedule") ? "schedule poll" : null }
      },
    }
  },
}))

function hit(n: number, title: string, page = title): SearchHit {
  const href = `/docs/page-${n}?_highlight=poll#section`
  return {
    key: `docs:${n}`,
    score: 10 - n,
    terms: ["poll"],
    sectionTitle: [{ text: title, mark: false }],
    pageTitle: page !== title ? page : null,
    page,
    snippet: [
      { text: "A ", mark: false },
      { text: "poll", mark: true },
      { text: " snippet", mark: false },
    ],
    href,
    to: href.replace(/^\/docs/, ""),
    pageHref: `/docs/page-${n}`,
    isPage: false,
    operation: null,
  }
}

const hits = [hit(0, "Create a poll"), hit(1, "Options", "/poll"), hit(2, "Close a poll")]

beforeEach(() => {
  mockSearch.mockReset()
  mockSearch.mockImplementation(async (query: string) => (query.includes("nothing") ? [] : hits))
  ;(navigate as jest.Mock).mockClear()
  window.open = jest.fn()
})

function setup() {
  render(
    <div>
      <SearchBar />
      <p>Outside</p>
      <textarea aria-label="notes" />
    </div>
  )
  return screen.getByRole("combobox") as HTMLInputElement
}

async function type(input: HTMLInputElement, value: string) {
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  await screen.findAllByRole("option")
}

const key = (input: HTMLElement, k: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(input, { key: k, ...init })

describe("SearchBar", () => {
  it("is a search field with its attributes (type search, 512 characters, autocomplete off), buttons and shortcut hint", () => {
    const input = setup()
    expect(input).toHaveAttribute("type", "search")
    expect(input).toHaveAttribute("placeholder", "Search...")
    expect(input).toHaveAttribute("maxLength", "512")
    expect(input).toHaveAttribute("autoComplete", "off")
    expect(input).toHaveAttribute("autoCorrect", "off")
    expect(input).toHaveAttribute("spellCheck", "false")
    expect(input).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByTitle("Submit")).toHaveAttribute("type", "submit")
    expect(document.querySelector("kbd")).toHaveTextContent("/")
  })

  it("opens the panel on typing, with the first result active", async () => {
    const input = setup()
    await type(input, "poll")
    const options = screen.getAllByRole("option")
    expect(options).toHaveLength(3)
    expect(input).toHaveAttribute("aria-expanded", "true")
    expect(input.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id)
    expect(options[0]).toHaveAttribute("aria-selected", "true")
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id)
    expect(options[1]).toHaveTextContent("Options")
    // The page title heads the option's group, once.
    expect(screen.getByRole("group", { name: "/poll" })).toContainElement(options[1])
    expect(options[0].querySelector("mark")).toHaveTextContent("poll")
    expect(mockPreload).toHaveBeenCalled()
  })

  it("moves the active result with the arrow keys, wrapping around", async () => {
    const input = setup()
    await type(input, "poll")
    key(input, "ArrowDown")
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true")
    key(input, "ArrowDown")
    key(input, "ArrowDown")
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true")
    key(input, "ArrowUp")
    const options = screen.getAllByRole("option")
    expect(options[2]).toHaveAttribute("aria-selected", "true")
    expect(input).toHaveAttribute("aria-activedescendant", options[2].id)
  })

  it("opens the active result with Enter by client-side navigation", async () => {
    const input = setup()
    await type(input, "poll")
    key(input, "ArrowDown")
    key(input, "Enter")
    expect(navigate).toHaveBeenCalledWith("/page-1?_highlight=poll#section")
    expect(input).toHaveAttribute("aria-expanded", "false")
  })

  it("opens a new tab with ctrl or meta + Enter, a new window with shift + Enter", async () => {
    const input = setup()
    await type(input, "poll")
    key(input, "Enter", { ctrlKey: true })
    expect(window.open).toHaveBeenLastCalledWith("/docs/page-0?_highlight=poll#section", "_blank", "noopener")
    key(input, "Enter", { metaKey: true })
    expect(window.open).toHaveBeenCalledTimes(2)
    key(input, "Enter", { shiftKey: true })
    expect(window.open).toHaveBeenLastCalledWith("/docs/page-0?_highlight=poll#section", "_blank", "noopener,popup")
    expect(navigate).not.toHaveBeenCalled()
  })

  it("closes with Escape, then clears the query with a second Escape", async () => {
    const input = setup()
    await type(input, "poll")
    key(input, "Escape")
    expect(input).toHaveAttribute("aria-expanded", "false")
    expect(input.value).toBe("poll")
    key(input, "Escape")
    expect(input.value).toBe("")
  })

  it("reopens on focus when a query exists", async () => {
    const input = setup()
    await type(input, "poll")
    key(input, "Escape")
    fireEvent.focus(input)
    expect(input).toHaveAttribute("aria-expanded", "true")
  })

  it("closes on Tab and on a click outside", async () => {
    const input = setup()
    await type(input, "poll")
    key(input, "Tab")
    expect(input).toHaveAttribute("aria-expanded", "false")
    fireEvent.focus(input)
    expect(input).toHaveAttribute("aria-expanded", "true")
    fireEvent.mouseDown(screen.getByText("Outside"))
    expect(input).toHaveAttribute("aria-expanded", "false")
  })

  it("clears with the Clear button and closes with Cancel", async () => {
    const input = setup()
    await type(input, "poll")
    fireEvent.click(screen.getByTitle("Cancel"))
    expect(input).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(screen.getByTitle("Clear"))
    expect(input.value).toBe("")
  })

  it("goes to the search page with Submit", async () => {
    const input = setup()
    await type(input, "create poll")
    fireEvent.click(screen.getByTitle("Submit"))
    expect(navigate).toHaveBeenCalledWith("/search?q=create%20poll")
  })

  it("says 'No results found.' when nothing matches", async () => {
    const input = setup()
    fireEvent.change(input, { target: { value: "nothing" } })
    expect(await screen.findByText("No results found.")).toBeInTheDocument()
    expect(screen.queryAllByRole("option")).toHaveLength(0)
  })

  it("shows a spinner instead of the label once loading lasts 300 ms", async () => {
    let finish: (value: SearchHit[]) => void = () => undefined
    mockSearch.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const input = setup()
    fireEvent.change(input, { target: { value: "poll" } })
    expect(screen.getByTitle("Submit")).toBeInTheDocument()
    expect(await screen.findByRole("status", {}, { timeout: 1000 })).toHaveAttribute(
      "aria-label",
      "Loading search results"
    )
    expect(screen.queryByTitle("Submit")).not.toBeInTheDocument()
    await act(async () => finish(hits))
    await waitFor(() => expect(screen.getByTitle("Submit")).toBeInTheDocument())
  })

  it("focuses with / (not while typing elsewhere) and with Ctrl/Cmd+K", () => {
    const input = setup()
    const notes = screen.getByLabelText("notes")
    notes.focus()
    fireEvent.keyDown(notes, { key: "/" })
    expect(notes).toHaveFocus()
    fireEvent.keyDown(document.body, { key: "/" })
    expect(input).toHaveFocus()
    notes.focus()
    fireEvent.keyDown(notes, { key: "k", ctrlKey: true })
    expect(input).toHaveFocus()
    notes.focus()
    fireEvent.keyDown(document.body, { key: "K", metaKey: true })
    expect(input).toHaveFocus()
  })

  it("renders query text and results as text: no element from an HTML query", async () => {
    mockSearch.mockImplementation(async () => [
      { ...hits[0], sectionTitle: [{ text: "<img src=x onerror=alert(1)>", mark: true }] },
    ])
    const input = setup()
    await type(input, "<img src=x onerror=alert(1)>")
    expect(document.querySelector("img")).toBeNull()
    expect(screen.getByRole("option").querySelector("mark")).toHaveTextContent("<img src=x onerror=alert(1)>")
  })

  it("groups results by page, in the order the arrow keys walk them", async () => {
    mockSearch.mockImplementation(async () => [
      hit(0, "Usage", "/poll"),
      hit(1, "Intro", "/timepoll"),
      { ...hit(2, "Options", "/poll"), pageHref: "/docs/page-0" },
    ])
    const input = setup()
    await type(input, "poll")
    const groups = screen.getAllByRole("group")
    expect(
      groups.map(
        (g) =>
          g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent
      )
    ).toEqual(["/poll", "/timepoll"])
    const options = screen.getAllByRole("option")
    expect(options.map((o) => o.querySelector("span")?.textContent)).toEqual(["Usage", "Options", "Intro"])
    key(input, "ArrowDown")
    expect(input).toHaveAttribute("aria-activedescendant", options[1].id)
  })

  it("says when the results come through a corrected typo", async () => {
    const input = setup()
    await type(input, "shedule poll")
    expect(screen.getByText("Showing results for", { exact: false })).toHaveTextContent(
      "Showing results for schedule poll"
    )
  })
})

describe("SearchBar, keystrokes as a browser delivers them", () => {
  // Each keystroke is its own task, rendered before the next: no act() batching them together.
  const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  afterEach(() => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  })

  it("never shows the results of a query cleared before the next one is typed", async () => {
    const input = setup()
    await type(input, "vot")
    mockSearch.mockImplementation(() => new Promise(() => {})) // the next search is still running
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    const keystroke = async (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value)
      input.dispatchEvent(new Event("input", { bubbles: true }))
      await Promise.resolve() // the render of this keystroke, before any later task
    }
    await keystroke("")
    await keystroke("max_choices")
    await Promise.resolve()
    expect(input.value).toBe("max_choices")
    expect(screen.queryAllByRole("option")).toHaveLength(0)
    cleanup() // before the search's stall timer, outside act
  })
})
