import React from "react"
import { render, screen } from "@testing-library/react"
import PageMeta from "."

it("links the source file and shows the date of the last commit", () => {
  render(
    <PageMeta
      editUrl="https://github.com/pollaris/pollaris-docs/edit/main/content/docs/faq.mdx"
      lastUpdated="2026-11-20T10:00:00+01:00"
    />
  )
  expect(screen.getByRole("link", { name: "Edit this page (opens another site)" })).toHaveAttribute(
    "href",
    "https://github.com/pollaris/pollaris-docs/edit/main/content/docs/faq.mdx"
  )
  const time = screen.getByText("November 20, 2026")
  expect(time.tagName).toBe("TIME")
  expect(time).toHaveAttribute("datetime", "2026-11-20T10:00:00+01:00")
  expect(time.parentElement).toHaveTextContent("Last updated on November 20, 2026")
})

it("leaves the date out without git history", () => {
  render(
    <PageMeta editUrl="https://github.com/pollaris/pollaris-docs/edit/main/content/docs/faq.mdx" lastUpdated={null} />
  )
  expect(screen.getByRole("link", { name: "Edit this page (opens another site)" })).toBeInTheDocument()
  expect(screen.queryByText(/Last updated/)).toBeNull()
})
