import { sitePolicy, type SitePolicy } from "./site-policy"
import { hashSource } from "./policy"

const settings = {
  apiServers: ["https://pollaris.example/api/v1"],
  analyticsScript: "https://plausible.io/js/script.js",
}

function page(
  name: string,
  body = "",
  head = "<script>shared()</script><style>p{}</style>"
): { page: string; html: string } {
  return {
    page: `${name}/index.html`,
    html: `<!DOCTYPE html><html><head>${head}</head><body><div style="outline:none">${body}</div></body></html>`,
  }
}

describe("sitePolicy", () => {
  it("is one policy for all pages, the same for one page as for many that share their inline code", () => {
    const one = sitePolicy([page("a")], settings) as SitePolicy
    const many = sitePolicy(
      Array.from({ length: 500 }, (_, i) => page(`p${i}`)),
      settings
    ) as SitePolicy
    expect(many.csp).toBe(one.csp)
    expect(many).toMatchObject({ pages: 500, scripts: 1, styles: 1, styleAttributes: 1 })
    expect(one.csp).toContain(hashSource("shared()"))
    expect(one.csp).toContain(hashSource("p{}"))
    expect(one.csp).toContain(hashSource("outline:none"))
  })

  it("refuses inline scripts that differ per page, naming pages to look at", () => {
    const pages = Array.from({ length: 20 }, (_, i) => page(`p${i}`, "", `<script>window.pagePath="/p${i}"</script>`))
    const result = sitePolicy(pages, settings)
    expect("error" in result && result.error).toMatch(/^20 different inline scripts \(at most 12\)/)
    expect("error" in result && result.error).toContain(`p0/index.html: window.pagePath="/p0"`)
  })

  it("accepts a few page-specific variants of a script", () => {
    const pages = [page("a"), page("b", "", "<script>shared(1)</script>"), page("c", "", "<script>shared(2)</script>")]
    expect(sitePolicy(pages, settings)).toMatchObject({ scripts: 3 })
  })

  it("refuses event handler attributes and javascript: URLs, naming the page", () => {
    const result = sitePolicy([page("a"), page("b", `<img src="x.png" onerror="boom()">`)], settings)
    expect("error" in result && result.error).toContain(`b/index.html: <img onerror="boom()">`)
  })

  it("does not count JSON-LD, which does not run", () => {
    const pages = Array.from({ length: 20 }, (_, i) =>
      page(`p${i}`, `<script type="application/ld+json">{"name":"p${i}"}</script>`)
    )
    expect(sitePolicy(pages, settings)).toMatchObject({ scripts: 1 })
  })
})
