import React from "react"
import { render, screen } from "@testing-library/react"
import DocLayout from "."

const props = { title: "Scheduling polls", route: "/guides/scheduling", navigation: { sidebar: [] }, children: <p>Body</p> }

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
