import React from "react"
import { render, screen, act, waitFor } from "@testing-library/react"
import TableOfContents, { nestHeadings } from "."
import CollapsibleToc from "./Collapsible"
import { pickActiveHeading } from "../../hooks/useActiveHeading"

const headings = [
  { depth: 2, value: "Usage", id: "usage" },
  { depth: 2, value: "Options", id: "options" },
  { depth: 3, value: "Poll types", id: "poll-types" },
  { depth: 2, value: "Examples", id: "examples" },
]

describe("TableOfContents", () => {
  it("nests h3 under the preceding h2", () => {
    expect(nestHeadings(headings).map((h) => [h.id, h.children.map((c) => c.id)])).toEqual([
      ["usage", []],
      ["options", ["poll-types"]],
      ["examples", []],
    ])
  })

  it("renders links to each heading anchor under 'On this page'", () => {
    render(<TableOfContents headings={headings} />)
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Poll types" })).toHaveAttribute("href", "#poll-types")
  })

  it("marks the heading in view as the current location", async () => {
    document.body.innerHTML = ""
    const tops: Record<string, number> = { usage: -400, options: 40, "poll-types": 300, examples: 900 }
    for (const [id, top] of Object.entries(tops)) {
      const el = document.createElement("h2")
      el.id = id
      el.getBoundingClientRect = () => ({ top }) as DOMRect
      document.body.appendChild(el)
    }
    render(<TableOfContents headings={headings} />)
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Options" })).toHaveAttribute("aria-current", "location")
    )
    tops.options = -100
    tops["poll-types"] = 20
    act(() => {
      for (const [id, top] of Object.entries(tops))
        (document.getElementById(id) as HTMLElement).getBoundingClientRect = () => ({ top }) as DOMRect
      window.dispatchEvent(new Event("scroll"))
    })
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Poll types" })).toHaveAttribute("aria-current", "location")
    )
  })

  it("picks the first heading before any has scrolled past the navbar", () => {
    expect(
      pickActiveHeading([
        { id: "a", top: 500 },
        { id: "b", top: 900 },
      ])
    ).toBe("a")
    expect(pickActiveHeading([])).toBeNull()
  })
})

describe("CollapsibleToc", () => {
  it("is a closed <details> labelled 'On this page' that closes when a heading is chosen", () => {
    const { container } = render(<CollapsibleToc headings={headings} />)
    const details = container.querySelector("details") as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(details.querySelector("summary")).toHaveTextContent("On this page")
    details.open = true
    const link = screen.getByRole("link", { name: "Poll types" })
    expect(link).toHaveAttribute("href", "#poll-types")
    act(() => link.click())
    expect(details.open).toBe(false)
  })

  it("renders nothing for a page without headings", () => {
    const { container } = render(<CollapsibleToc headings={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
