import { isListedPage, orderBySidebars } from "./listed-pages"
import type { SidebarNode } from "../src/lib/sidebar"

describe("listed pages", () => {
  it("leaves out the shell pages and unlisted or draft docs", () => {
    const unlisted = new Set(["/commands/secret"])
    expect(isListedPage("/commands/poll", unlisted)).toBe(true)
    expect(isListedPage("/", unlisted)).toBe(true)
    for (const route of ["/404", "/404.html", "/search", "/dev-404-page", "/commands/secret", "/commands/secret/"])
      expect(isListedPage(route, unlisted)).toBe(false)
  })

  it("orders pages as the sidebars list them, the one with the introduction first, unlisted routes last", () => {
    const link = (href: string): SidebarNode => ({ type: "link", label: href, href })
    const api: SidebarNode[] = [link("/api"), link("/api/get-poll")]
    const guides: SidebarNode[] = [
      link("/"),
      { type: "category", label: "C", href: "/category/c", collapsible: true, collapsed: false, items: [link("/faq")] },
    ]
    const pages = ["/api/get-poll", "/zzz", "/faq", "/api", "/", "/category/c"].map((route) => ({ route }))
    expect(orderBySidebars(pages, [api, guides]).map((p) => p.route)).toEqual([
      "/",
      "/category/c",
      "/faq",
      "/api",
      "/api/get-poll",
      "/zzz",
    ])
    // Routes compare as pages (trailing slash, hash); a page two sidebars list takes its first place.
    const withFaqInApi: SidebarNode[] = [link("/api"), link("/faq#top"), link("/api/get-poll")]
    const variants = ["/api/get-poll/", "/zzz", "/api", "/faq/", "/", "/category/c"].map((route) => ({ route }))
    expect(orderBySidebars(variants, [withFaqInApi, guides]).map((p) => p.route)).toEqual([
      "/",
      "/category/c",
      "/faq/",
      "/api",
      "/api/get-poll/",
      "/zzz",
    ])
    expect(orderBySidebars(variants, [guides.slice(0, 1), withFaqInApi]).map((p) => p.route)).toEqual([
      "/",
      "/api",
      "/faq/",
      "/api/get-poll/",
      "/category/c",
      "/zzz",
    ])
  })
})
