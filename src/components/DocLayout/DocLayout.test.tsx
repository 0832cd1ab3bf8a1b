import React from "react"
import { render, screen } from "@testing-library/react"
import DocLayout from "."

const props = {
  title: "Scheduling polls",
  route: "/guides/scheduling",
  navigation: { sidebar: [] },
  children: <p>Body</p>,
}

describe("DocLayout", () => {
  it("renders the title, the body in the main landmark and no banner for a normal page", () => {
    render(<DocLayout {...props} />)
    expect(screen.getByRole("heading", { level: 1, name: "Scheduling polls" })).toBeInTheDocument()
    expect(screen.getByRole("main")).toHaveTextContent("Body")
    expect(screen.queryByRole("note")).toBeNull()
  })

  it("shows the unlisted banner on unlisted pages", () => {
    render(<DocLayout {...props} unlisted />)
    expect(screen.getByRole("note")).toHaveTextContent("Unlisted page")
  })

  it("shows the draft banner on drafts", () => {
    render(<DocLayout {...props} draft />)
    expect(screen.getByRole("note")).toHaveTextContent("Draft page")
  })
})

describe("DocLayout's table of contents", () => {
  const headings = [
    { depth: 2, value: "Usage", id: "usage" },
    { depth: 2, value: "Options", id: "options" },
  ]

  it("offers the headings beside the article and, for narrow screens, collapsed above it", () => {
    const { container } = render(<DocLayout {...props} headings={headings} />)
    expect(container.querySelector("details summary")).toHaveTextContent("On this page")
    expect(container.querySelector("nav[aria-labelledby='toc-title']")).not.toBeNull()
  })

  it("keeps only the collapsed one on a wide page, which uses the whole width", () => {
    const { container } = render(<DocLayout {...props} headings={headings} wide />)
    expect(container.querySelector("details summary")).toHaveTextContent("On this page")
    expect(container.querySelector("nav[aria-labelledby='toc-title']")).toBeNull()
  })
})
