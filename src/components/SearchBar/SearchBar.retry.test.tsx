import React from "react"
import { render, screen, fireEvent } from "@testing-library/react"
import SearchBar from "."

// The search code fails to load until the reader presses Retry (a file of its own: the session's
// search client is cached per module registry).
let mockCodeFails = true
jest.mock("../../lib/search/client", () => ({
  createSearchClient: () => {
    if (mockCodeFails) throw new Error("chunk failed")
    const hit = (n: number) => ({
      key: `docs:${n}`,
      score: 1,
      terms: ["poll"],
      sectionTitle: [{ text: `Result ${n}`, mark: false }],
      pageTitle: null,
      page: `Page ${n}`,
      snippet: [],
      href: `/docs/p${n}`,
      to: `/p${n}`,
      pageHref: `/docs/p${n}`,
      isPage: true,
      operation: null,
    })
    return {
      preload: async () => false,
      search: async () => [hit(1), hit(2)],
      searchWithCorrection: async () => ({ hits: [hit(1), hit(2)], correctedQuery: null }),
    }
  },
}))

it("keeps the query and offers Retry when the search code fails to load", async () => {
  render(<SearchBar />)
  const input = screen.getByRole("combobox")
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: "poll" } })
  const retry = await screen.findByRole("button", { name: "Retry" })
  expect(screen.getByRole("alert")).toHaveTextContent("Search could not be loaded.")
  expect(screen.queryByText("No results found.")).toBeNull()
  expect(input).toHaveValue("poll")
  mockCodeFails = false
  fireEvent.click(retry)
  expect(await screen.findAllByRole("option")).toHaveLength(2)
  expect(input).toHaveValue("poll")
  expect(screen.queryByRole("alert")).toBeNull()
})
