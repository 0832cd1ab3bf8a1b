import { agentBlock, categoryToMarkdown, llmsFullTxt, llmsTxt, sectionOf } from "./llms"
import { testToolkit } from "./test-toolkit"
import { twinPath, resolveLink } from "./urls"
import { llmsFallbackSection, llmsSectionOrder, llmsSections } from "../../config/markdown-output"

const urls = { siteUrl: "https://pollaris.example", basePath: "/docs/" }

describe("twins and links", () => {
  it("puts the twin next to its page, the introduction as index.md", () => {
    expect(twinPath("/commands/poll")).toBe("/commands/poll.md")
    expect(twinPath("/")).toBe("/index.md")
  })
  it("resolves prefixed paths (published files) without a second prefix", () => {
    expect(resolveLink("/docs/openapi/pollaris-api.yaml", "/api", urls)).toBe(
      "https://pollaris.example/docs/openapi/pollaris-api.yaml"
    )
    expect(resolveLink("/", "/faq", urls)).toBe("https://pollaris.example/docs/")
  })
})

describe("category pages as Markdown", () => {
  it("lists the category's pages as absolute links with their descriptions", () => {
    const md = categoryToMarkdown(
      testToolkit,
      {
        route: "/category/permissions",
        title: "Permissions",
        description: "Who may do what.",
        items: [
          { label: "Permission system", href: "/permissions/permission-system", description: "Roles." },
          { label: "External", href: undefined },
        ],
      },
      urls
    )
    expect(md).toBe(
      "# Permissions\n\n> Who may do what.\n\n- [Permission system](https://pollaris.example/docs/permissions/permission-system): Roles.\n"
    )
  })
})

describe("llms.txt", () => {
  const pages = [
    { route: "/", title: "Introduction", description: "What Pollaris is.", markdown: "# Introduction\n\nHello.\n" },
    { route: "/commands/settings/language", title: "/settings language", markdown: "# /settings language\n" },
    { route: "/commands/poll", title: "/poll", description: "Create a poll.", markdown: "# /poll\n" },
    { route: "/faq", title: "FAQ", markdown: "# FAQ\n" },
    { route: "/api/get-poll", title: "Get poll", markdown: "# Get poll\n" },
  ]
  const txt = llmsTxt(pages, {
    ...urls,
    productName: "Pollaris",
    summary: "A poll bot.",
    order: llmsSectionOrder,
    sections: llmsSections,
    fallback: llmsFallbackSection,
  })

  it("has the product as H1, a summary, then the sections in order with .md links", () => {
    expect(txt).toBe(
      [
        "# Pollaris",
        "",
        "> A poll bot.",
        "",
        "## Getting started",
        "",
        "- [Introduction](https://pollaris.example/docs/index.md): What Pollaris is.",
        "",
        "## Commands",
        "",
        "- [/poll](https://pollaris.example/docs/commands/poll.md): Create a poll.",
        "",
        "## Settings",
        "",
        "- [/settings language](https://pollaris.example/docs/commands/settings/language.md)",
        "",
        "## Help",
        "",
        "- [FAQ](https://pollaris.example/docs/faq.md)",
        "",
        "## API reference",
        "",
        "- [Get poll](https://pollaris.example/docs/api/get-poll.md)",
        "",
      ].join("\n")
    )
  })

  it("opens with a block for agents under the summary: Markdown by URL or Accept header, the API's base URL and authentication", () => {
    const agents = agentBlock({
      ...urls,
      exampleRoute: "/commands/poll",
      apiGuideRoute: "/api/pollaris-api",
      apiBaseUrl: "https://pollaris.example/api/v1",
      openApiUrl: "https://pollaris.example/docs/openapi/pollaris-api.yaml",
      dashboardUrl: "https://pollaris.example/dashboard",
    })
    const withAgents = llmsTxt(pages, {
      ...urls,
      productName: "Pollaris",
      summary: "A poll bot.",
      order: llmsSectionOrder,
      sections: llmsSections,
      fallback: llmsFallbackSection,
      agents,
    })
    const lines = withAgents.split("\n")
    expect(lines.slice(0, 6)).toEqual(["# Pollaris", "", "> A poll bot.", "", "For agents and tools:", ""])
    const block = withAgents.slice(0, withAgents.indexOf("## "))
    expect(block).toContain(
      "https://pollaris.example/docs/commands/poll → https://pollaris.example/docs/commands/poll.md"
    )
    expect(block).toContain("`Accept: text/markdown`")
    expect(block).toContain(
      "REST API base URL: https://pollaris.example/api/v1 (OpenAPI document: https://pollaris.example/docs/openapi/pollaris-api.yaml)"
    )
    expect(block).toContain("`Authorization: Bearer <API key>`")
    expect(block).toContain("https://pollaris.example/docs/api/pollaris-api.md")
    // The lists of pages follow, unchanged.
    expect(withAgents.slice(withAgents.indexOf("## "))).toBe(txt.slice(txt.indexOf("## ")))
    // A site without an API says nothing about one.
    expect(
      agentBlock({ ...urls, exampleRoute: "/faq", apiGuideRoute: "/api", dashboardUrl: "x" }).join("\n")
    ).not.toContain("API")
  })

  it("files a route under the first matching section", () => {
    expect(sectionOf("/category/setting-commands", llmsSections, "Help")).toBe("Settings")
    expect(sectionOf("/category/poll-commands", llmsSections, "Help")).toBe("Commands")
    expect(sectionOf("/permissions/permission-system", llmsSections, "Help")).toBe("Permissions")
    expect(sectionOf("/api", llmsSections, "Help")).toBe("API reference")
    expect(sectionOf("/troubleshooting", llmsSections, "Help")).toBe("Help")
  })

  it("llms-full.txt holds every page with its URL under its title", () => {
    const full = llmsFullTxt(pages.slice(0, 2), urls)
    expect(full).toBe(
      "# Introduction\n\nSource: https://pollaris.example/docs/\n\nHello.\n\n---\n\n# /settings language\n\nSource: https://pollaris.example/docs/commands/settings/language\n"
    )
  })
})
