import React from "react"
import { render, screen, fireEvent } from "@testing-library/react"
import AnnouncementBar from "."
import { DISMISS_STORAGE_KEY } from "../../hooks/useDismissible"

beforeEach(() => window.localStorage.clear())

describe("AnnouncementBar", () => {
  it("shows the announcement with its link until it is closed", () => {
    render(<AnnouncementBar id="a1" content="API v1 is stable." linkLabel="Read more" linkTo="/api/pollaris-api" />)
    expect(screen.getByText(/API v1 is stable/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Read more" })).toHaveAttribute("href", "/docs/api/pollaris-api")
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByText(/API v1 is stable/)).toBeNull()
    expect(window.localStorage.getItem(DISMISS_STORAGE_KEY)).toBe("a1")
  })

  it("stays closed on the next visit while the id is unchanged", () => {
    window.localStorage.setItem(DISMISS_STORAGE_KEY, "a1")
    render(<AnnouncementBar id="a1" content="API v1 is stable." />)
    expect(screen.queryByText(/API v1 is stable/)).toBeNull()
  })

  it("shows again when the announcement id changes", () => {
    window.localStorage.setItem(DISMISS_STORAGE_KEY, "a1")
    render(<AnnouncementBar id="a2" content="A new announcement." />)
    expect(screen.getByText("A new announcement.")).toBeInTheDocument()
  })
})
