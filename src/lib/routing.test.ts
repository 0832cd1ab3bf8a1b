import {
  docIdFromRelativePath,
  routeFromDocId,
  normalisePath,
  stripBasePath,
  withBasePath,
  isSameRoute,
  isExternalUrl,
  htmlPathTarget,
  leavesSite,
} from "./routing"

describe("routes from files", () => {
  it.each([
    ["index.mdx", "index", "/"],
    ["commands/poll.mdx", "commands/poll", "/commands/poll"],
    ["commands/settings/colors/buttons.mdx", "commands/settings/colors/buttons", "/commands/settings/colors/buttons"],
    ["guides/index.mdx", "guides/index", "/guides"],
    ["windows\\style\\page.mdx", "windows/style/page", "/windows/style/page"],
  ])("%s -> id %s, route %s", (file, id, route) => {
    expect(docIdFromRelativePath(file)).toBe(id)
    expect(routeFromDocId(id)).toBe(route)
  })
})

describe("normalisePath", () => {
  it.each([
    ["/faq.html", "/faq"],
    ["/commands/index.html", "/commands"],
    ["/index.html", "/"],
    ["/faq/", "/faq"],
    ["//commands//poll/", "/commands/poll"],
    ["/faq.html?q=1#top", "/faq?q=1#top"],
    ["/", "/"],
  ])("%s -> %s", (input, expected) => expect(normalisePath(input)).toBe(expected))
})

describe("base path helpers", () => {
  it("strips the base path from browser paths", () => {
    expect(stripBasePath("/docs/", "/docs/")).toBe("/")
    expect(stripBasePath("/docs", "/docs/")).toBe("/")
    expect(stripBasePath("/docs/commands/poll/", "/docs/")).toBe("/commands/poll")
    expect(stripBasePath("/docsearch", "/docs/")).toBe("/docsearch")
  })
  it("joins the base path and a route", () => {
    expect(withBasePath("/docs/", "/")).toBe("/docs/")
    expect(withBasePath("/docs", "/faq")).toBe("/docs/faq")
  })
  it("compares routes ignoring trailing slash, .html, query and hash", () => {
    expect(isSameRoute("/faq/", "/faq.html?x=1")).toBe(true)
    expect(isSameRoute("/faq", "/apps")).toBe(false)
  })
  it("recognises external URLs", () => {
    expect(isExternalUrl("https://pollaris.example")).toBe(true)
    expect(isExternalUrl("//cdn.example/x.js")).toBe(true)
    expect(isExternalUrl("mailto:hi@pollaris.example")).toBe(true)
    expect(isExternalUrl("/commands/poll")).toBe(false)
    expect(isExternalUrl("#options")).toBe(false)
  })
})

describe("htmlPathTarget", () => {
  it.each([
    ["/docs/faq.html", "/docs/faq"],
    ["/docs/faq/index.html", "/docs/faq"],
    ["/docs/commands/settings/colors/buttons.html", "/docs/commands/settings/colors/buttons"],
    ["/docs/index.html", "/docs/"],
    ["/docs.html", "/docs/"],
  ])("%s -> %s", (input, expected) => expect(htmlPathTarget(input, "/docs/")).toBe(expected))

  it.each(["/docs/faq", "/docs/", "/docs/404.html", "/docs/404/index.html", "/docs/api/get-answer"])(
    "%s is not an .html form",
    (input) => expect(htmlPathTarget(input, "/docs/")).toBeNull()
  )
})

describe("leavesSite", () => {
  it.each([
    ["https://top.gg/bot/pollaris", true],
    ["https://discord.gg/pollaris", true],
    ["//quorum-hosting.example/x", true],
    ["https://pollaris.example.evil.test/", true],
    ["https://pollaris.example/dashboard", false],
    ["https://status.pollaris.example/", false],
    ["HTTPS://POLLARIS.EXAMPLE", false],
    ["/faq", false],
    ["#usage", false],
    ["mailto:support@pollaris.example", false],
  ])("%s -> %s", (url, expected) => expect(leavesSite(url, "https://pollaris.example")).toBe(expected))
})
