import React from "react"
import { render, screen } from "@testing-library/react"
import Breadcrumbs from "."

it("links home and the enclosing categories, and marks the current page", () => {
  render(
    <Breadcrumbs
      items={[{ label: "Commands", href: "/category/commands" }, { label: "Poll commands" }, { label: "poll" }]}
    />
  )
  const nav = screen.getByRole("navigation", { name: "Breadcrumbs" })
  expect(nav).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/docs/")
  expect(screen.getByRole("link", { name: "Commands" })).toHaveAttribute("href", "/docs/category/commands")
  expect(screen.queryByRole("link", { name: "Poll commands" })).toBeNull()
  expect(screen.getByText("poll")).toHaveAttribute("aria-current", "page")
})
