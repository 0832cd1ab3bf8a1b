import { isMultiColumn, logoSource } from "./footer"

it("tells link columns from a single row", () => {
  expect(isMultiColumn([{ title: "Legal", items: [] }])).toBe(true)
  expect(isMultiColumn([{ label: "Privacy", href: "https://pollaris.example/legal/privacy" }])).toBe(false)
  expect(isMultiColumn([])).toBe(false)
})

it("prefers the dark logo on the dark-only site", () => {
  expect(logoSource({ src: "/a.svg", alt: "A" })).toBe("/a.svg")
  expect(logoSource({ src: "/a.svg", srcDark: "/a-dark.svg", alt: "A" })).toBe("/a-dark.svg")
})
