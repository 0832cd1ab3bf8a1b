import { cardData, cardPath, cardSection, defaultCardData } from "./social-card"
import { cardElement, titleSize, type CardNode } from "../../plugins/social-cards/card-layout"

const urls = { siteUrl: "https://pollaris.example", basePath: "/docs/" }

/** Every text of an element tree, in order. */
const texts = (node: CardNode | string): string[] => {
  if (typeof node === "string") return [node]
  const children = node.props.children
  if (children === undefined) return []
  return (Array.isArray(children) ? children : [children]).flatMap(texts)
}

describe("social card", () => {
  it("is published next to the page's route, the introduction as index.png", () => {
    expect(cardPath("/commands/poll")).toBe("/og/commands/poll.png")
    expect(cardPath("/commands/poll/")).toBe("/og/commands/poll.png")
    expect(cardPath("/")).toBe("/og/index.png")
    expect(cardPath(null)).toBe("/og/default.png")
  })

  it("names the page's categories, or its sidebar when it sits in none", () => {
    const crumbs = [{ label: "Commands" }, { label: "Poll commands" }, { label: "poll" }]
    expect(cardSection(crumbs, "guides")).toBe("Commands › Poll commands")
    expect(cardSection([{ label: "FAQ" }], "guides")).toBe("Guides")
    expect(cardSection(undefined, "guides")).toBe("Guides")
    expect(cardSection([{ label: "polls" }, { label: "Create poll" }], "api")).toBe("API reference › polls")
    expect(cardSection([{ label: "API overview" }], "api")).toBe("API reference")
  })

  it("carries an API operation's method and path, and the page's address without the scheme", () => {
    const card = cardData(
      {
        route: "/api/close-poll",
        title: "Close poll",
        sidebar: "api",
        breadcrumbs: [{ label: "polls" }, { label: "Close poll" }],
        method: "POST",
        path: "/polls/{pollId}/close",
      },
      urls
    )
    expect(card).toEqual({
      title: "Close poll",
      section: "API reference › polls",
      method: "POST",
      path: "/polls/{pollId}/close",
      url: "pollaris.example/docs/api/close-poll",
    })
    expect(cardData({ route: "/", title: "Introduction", sidebar: "guides" }, urls).url).toBe("pollaris.example/docs")
    expect(cardData({ route: "/faq", title: "FAQ", sidebar: "guides" }, urls)).not.toHaveProperty("method")
  })

  it("lays out the site name, section, title, method and path, and address", () => {
    const card = cardData(
      {
        route: "/api/close-poll",
        title: "Close poll",
        sidebar: "api",
        breadcrumbs: [{ label: "polls" }, { label: "Close poll" }],
        method: "POST",
        path: "/polls/{pollId}/close",
      },
      urls
    )
    const tree = cardElement(card, "data:image/svg+xml;base64,AA==")
    expect(tree.props.style).toMatchObject({ width: 1200, height: 630 })
    expect(texts(tree)).toEqual([
      "Pollaris Docs",
      "API reference › polls",
      "Close poll",
      "POST",
      "/polls/{pollId}/close",
      "pollaris.example/docs/api/close-poll",
    ])
    expect(texts(cardElement(defaultCardData(urls), ""))).toEqual([
      "Pollaris Docs",
      "Guides, commands and the REST API",
      "Documentation",
      "pollaris.example/docs",
    ])
  })

  it("gives long titles smaller type", () => {
    const sizes = [
      "/poll",
      "Getting started with Pollaris",
      "Required bot permissions and what each of them is for",
      "x".repeat(90),
    ].map(titleSize)
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes)
    expect(new Set(sizes).size).toBe(4)
  })
})
