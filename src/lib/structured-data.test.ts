import { breadcrumbList, jsonLdText, pageJsonLd, techArticle, type StructuredDataInput } from "./structured-data"
import { pageJsonLd as browserPageJsonLd } from "../browser/structured-data.browser"

const home = "https://pollaris.example/docs/"
const urlOf = (route: string) => (route === "/" ? home : `https://pollaris.example/docs${route}`)
const input = (over: Partial<StructuredDataInput> = {}): StructuredDataInput => ({
  title: "/poll",
  description: "Create a poll.",
  url: urlOf("/commands/poll"),
  image: "https://pollaris.example/docs/og/commands/poll.png",
  homeUrl: home,
  siteTitle: "Pollaris Docs",
  breadcrumbs: [
    { label: "Commands", href: "/category/commands" },
    { label: "Poll commands", href: "/category/poll-commands" },
    { label: "poll" },
  ],
  urlOf,
  language: "en",
  ...over,
})

describe("structured data", () => {
  it("describes the page as a TechArticle with its card, section and last change", () => {
    expect(
      techArticle(input({ section: "Commands › Poll commands", dateModified: "2026-11-21T16:01:28+00:00" }))
    ).toMatchObject({
      "@type": "TechArticle",
      headline: "/poll",
      url: "https://pollaris.example/docs/commands/poll",
      image: "https://pollaris.example/docs/og/commands/poll.png",
      articleSection: "Commands › Poll commands",
      dateModified: "2026-11-21T16:01:28+00:00",
      isPartOf: { "@type": "WebSite", url: home },
    })
    expect(techArticle(input())).not.toHaveProperty("dateModified")
  })

  it("lists the trail from the docs' home through the linked categories to the page", () => {
    const list = breadcrumbList(input())
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Pollaris Docs", item: home },
      { "@type": "ListItem", position: 2, name: "Commands", item: "https://pollaris.example/docs/category/commands" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Poll commands",
        item: "https://pollaris.example/docs/category/poll-commands",
      },
      { "@type": "ListItem", position: 4, name: "/poll", item: "https://pollaris.example/docs/commands/poll" },
    ])
  })

  it("leaves out categories without a page (API tags) and does not repeat the home page", () => {
    const op = breadcrumbList(
      input({
        title: "Create poll",
        url: urlOf("/api/create-poll"),
        breadcrumbs: [{ label: "polls" }, { label: "Create poll" }],
      })
    )
    expect((op.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(["Pollaris Docs", "Create poll"])
    const intro = breadcrumbList(input({ title: "Introduction", url: home, breadcrumbs: [{ label: "Introduction" }] }))
    expect((intro.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([home])
  })

  it("writes both for the page's script element on the server; the browser bundle's stand-in writes nothing", () => {
    const [article, crumbs] = JSON.parse(pageJsonLd(input()) as string)
    expect([article["@type"], crumbs["@type"]]).toEqual(["TechArticle", "BreadcrumbList"])
    expect(browserPageJsonLd(input())).toBeNull()
  })

  it("cannot close its script element", () => {
    const text = jsonLdText(techArticle(input({ title: "</script><script>alert(1)</script>" })))
    expect(text).not.toContain("</script")
    expect(JSON.parse(text).headline).toBe("</script><script>alert(1)</script>")
  })
})
