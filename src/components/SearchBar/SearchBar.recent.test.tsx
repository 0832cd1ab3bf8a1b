import React from "react"
import { render, screen, fireEvent, within, waitFor } from "@testing-library/react"
import SearchBar from "."
import type { SearchHit } from "../../lib/search/client"
import { RECENT_SEARCHES_KEY } from "../../browser/search/recent-searches"

const hit: SearchHit = {
  key: "docs:0",
  score: 1,
  terms: ["poll"],
  sectionTitle: [{ text: "Create a poll", mark: false }],
  pageTitle: null,
  page: "Create a poll",
  snippet: [],
  href: "/docs/page-0",
  to: "/page-0",
  pageHref: "/docs/page-0",
  isPage: false,
  operation: null,
}

jest.mock("../../lib/search/client", () => ({
  createSearchClient: () => ({
    search: async () => [hit],
    preload: async () => false,
    searchWithCorrection: async () => ({ hits: [hit], correctedQuery: null }),
  }),
}))

beforeEach(() => window.localStorage.clear())

function setup() {
  render(<SearchBar />)
  return screen.getByRole("combobox") as HTMLInputElement
}

const recentList = () => screen.findByRole("list", { name: "Recent searches" })

describe("recent searches", () => {
  it("are remembered when a result is opened and shown, newest first, when the empty box is focused", async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["vote weight"]))
    const input = setup()
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: "anonymous" } })
    await screen.findAllByRole("option")
    fireEvent.keyDown(input, { key: "Enter" })
    // Remembered by the panel's code, which is already loaded by then.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? "[]")).toEqual(["anonymous", "vote weight"])
    )
    fireEvent.change(input, { target: { value: "" } })
    fireEvent.blur(input)
    fireEvent.focus(input)
    const list = await recentList()
    expect(
      within(list)
        .getAllByRole("button", { name: /^(anonymous|vote weight)$/ })
        .map((b) => b.textContent)
    ).toEqual(["anonymous", "vote weight"])
    // Not a listbox: the results panel stays closed until something is typed.
    expect(screen.queryByRole("listbox")).toBeNull()
    expect(input).toHaveAttribute("aria-expanded", "false")
  })

  it("picking one searches it again", async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["end time"]))
    const input = setup()
    fireEvent.focus(input)
    fireEvent.click(within(await recentList()).getByRole("button", { name: "end time" }))
    expect(input.value).toBe("end time")
    expect(await screen.findAllByRole("option")).toHaveLength(1)
  })

  it("can be removed one by one (button or Delete key) and all at once", async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["a", "b", "c"]))
    const input = setup()
    fireEvent.focus(input)
    const list = await recentList()
    fireEvent.click(within(list).getByRole("button", { name: 'Remove "b" from recent searches' }))
    expect(within(list).queryByRole("button", { name: "b" })).toBeNull()
    fireEvent.keyDown(within(list).getByRole("button", { name: "a" }), { key: "Delete" })
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? "[]")).toEqual(["c"])
    fireEvent.click(screen.getByRole("button", { name: "Clear recent searches" }))
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe("[]")
    expect(screen.queryByRole("list", { name: "Recent searches" })).toBeNull()
    expect(input).toHaveFocus()
  })

  it("are reached with ArrowDown from the box and left with Escape", async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["a", "b"]))
    const input = setup()
    input.focus()
    const list = await recentList()
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(within(list).getByRole("button", { name: "a" })).toHaveFocus()
    fireEvent.keyDown(within(list).getByRole("button", { name: "a" }), { key: "ArrowDown" })
    expect(within(list).getByRole("button", { name: "b" })).toHaveFocus()
    fireEvent.keyDown(within(list).getByRole("button", { name: "b" }), { key: "Escape" })
    expect(input).toHaveFocus()
  })
})
