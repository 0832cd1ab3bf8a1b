import { findBrokenLinks, findBrokenLinksIn, formatBrokenLinks, linksAndIds } from "./link-check"

const page = (path: string, body: string) => ({
  path,
  html: `<html><head><link href="/docs/page-data/x.json"/></head><body>${body}</body></html>`,
})

describe("findBrokenLinks", () => {
  const pages = [
    page(
      "/docs/",
      `<a href="/docs/faq">FAQ</a><a href="/docs/faq#general">General</a><a href="https://pollaris.example">Main</a>`
    ),
    page(
      "/docs/faq",
      `<h2 id="general">General</h2><a href="#general">#</a><a href="#nope">bad</a><a href="/docs/commands/gone">gone</a><a href="/docs/openapi/pollaris-api.yaml">yaml</a>`
    ),
  ]
  const files = new Set(["/docs/openapi/pollaris-api.yaml"])
  const broken = findBrokenLinks(pages, "/docs/", (p) => files.has(p))

  it("reports missing pages and anchors with the page they are on", () => {
    expect(broken).toEqual([
      { source: "/docs/faq", target: "#nope", reason: "missing anchor" },
      { source: "/docs/faq", target: "/docs/commands/gone", reason: "missing page" },
    ])
  })

  it("formats one block per source page", () => {
    expect(formatBrokenLinks(broken)).toBe(
      "Broken internal links (2):\n- on /docs/faq:\n    -> #nope (missing anchor)\n    -> /docs/commands/gone (missing page)"
    )
  })

  it("gives the same answer from pages reduced to their links and ids, as the plugin reads them", () => {
    const scanned = pages.map((p) => ({ path: p.path, ...linksAndIds(p.html) }))
    expect(findBrokenLinksIn(scanned, "/docs/", (p) => files.has(p))).toEqual(broken)
  })

  it("ignores the head's preload links", () => {
    expect(linksAndIds(pages[0].html).hrefs).not.toContain("/docs/page-data/x.json")
  })
})
