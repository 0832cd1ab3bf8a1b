import React from "react"
import { render } from "@testing-library/react"
import { Helmet } from "./helmet-lite"

beforeEach(() => {
  document.head.innerHTML =
    '<meta data-react-helmet="true" name="description" content="Old page"><meta charset="utf-8">'
  document.title = "Old | Pollaris Docs"
})

it("applies title, html attributes, meta and link tags, replacing the previous page's", () => {
  render(
    <Helmet htmlAttributes={{ lang: "en", "data-theme": "dark" }}>
      <title>FAQ | Pollaris Docs</title>
      <meta name="description" content="Answers." />
      <link rel="canonical" href="https://pollaris.example/docs/faq" />
      {null}
    </Helmet>
  )
  expect(document.title).toBe("FAQ | Pollaris Docs")
  expect(document.documentElement).toHaveAttribute("data-theme", "dark")
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Answers.")
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://pollaris.example/docs/faq"
  )
  expect(document.head.querySelector("meta[charset]")).not.toBeNull()
})

it("removes a robots tag the next page does not set", () => {
  const { rerender } = render(
    <Helmet>
      <meta name="robots" content="noindex, nofollow" />
    </Helmet>
  )
  expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull()
  rerender(
    <Helmet>
      <title>Next</title>
    </Helmet>
  )
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
})
