/**
 * Local search in the browser: the navbar box (keyboard, mouse, ARIA), the results page, term
 * highlighting after navigating from a result, the shortcuts, hostile queries and a failing index.
 */
import type { Page, Locator } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"

const box = (page: Page): Locator => page.getByRole("combobox", { name: "Search the documentation" })
const options = (page: Page): Locator => page.getByRole("listbox", { name: "Search results" }).getByRole("option")

async function open(page: Page, route = "faq"): Promise<void> {
  await page.goto(route)
  await waitForHydration(page)
}

async function search(page: Page, query: string): Promise<void> {
  await box(page).click()
  await box(page).fill(query)
  await expect(box(page)).toHaveAttribute("aria-expanded", "true")
}

/** Marks the window, so a full reload (which would lose the mark) can be told from client-side navigation. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __searchMarker: number }).__searchMarker = 1))
}
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __searchMarker?: number }).__searchMarker === 1)

test("the box is a search field (type search, 512 characters, autocomplete off), and loads nothing before it is used", async ({
  page,
}) => {
  const indexRequests: string[] = []
  page.on("request", (r) => {
    // The FlexSearch exports (search-flexsearch-<tag>.json) are for tools: never downloaded.
    if (/search-(index|flexsearch)-\w+\.json/.test(r.url())) indexRequests.push(r.url())
  })
  await open(page)
  const input = box(page)
  await expect(input).toHaveAttribute("type", "search")
  await expect(input).toHaveAttribute("placeholder", "Search...")
  await expect(input).toHaveAttribute("maxlength", "512")
  await expect(input).toHaveAttribute("autocomplete", "off")
  await expect(input).toHaveAttribute("autocorrect", "off")
  await expect(input).toHaveAttribute("spellcheck", "false")
  await expect(input).toHaveAttribute("aria-expanded", "false")
  await expect(page.getByTitle("Submit")).toBeVisible()
  await expect(page.locator("form[role=search] kbd")).toHaveText("/")
  expect(indexRequests).toEqual([])

  await input.focus()
  await expect.poll(() => indexRequests.length).toBe(2)
  expect(indexRequests.map((u) => new URL(u).pathname).sort()).toEqual([
    "/docs/search-index-api.json",
    "/docs/search-index-docs.json",
  ])
})

test("typing opens the panel; arrows move the active result; Escape closes, then clears", async ({ page }) => {
  await open(page)
  await search(page, "anonymous")
  const input = box(page)
  await expect(options(page).first()).toBeVisible()
  const count = await options(page).count()
  expect(count).toBeGreaterThan(1)
  expect(count).toBeLessThanOrEqual(8)
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true")
  await expect(input).toHaveAttribute("aria-activedescendant", (await options(page).first().getAttribute("id")) ?? "")
  await expect(input).toHaveAttribute("aria-controls", (await page.getByRole("listbox").getAttribute("id")) ?? "")
  await expect(options(page).first().locator("mark").first()).toHaveText(/^anonymous$/i)

  await input.press("ArrowDown")
  await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true")
  await expect(options(page).first()).toHaveAttribute("aria-selected", "false")
  await expect(input).toHaveAttribute("aria-activedescendant", (await options(page).nth(1).getAttribute("id")) ?? "")
  await input.press("ArrowUp")
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true")

  // The panel hangs under the box, as wide as its input wrapper (no modal).
  const wrapper = await input.locator("xpath=..").boundingBox()
  const panel = await page.getByRole("listbox").locator("..").boundingBox()
  expect(Math.abs((panel?.width ?? 0) - (wrapper?.width ?? 0))).toBeLessThanOrEqual(1)
  await expect(page.getByRole("dialog")).toHaveCount(0)

  await input.press("Escape")
  await expect(input).toHaveAttribute("aria-expanded", "false")
  await expect(page.getByRole("listbox")).toBeHidden()
  await expect(input).toHaveValue("anonymous")
  await input.press("Escape")
  await expect(input).toHaveValue("")
})

test("focus reopens the panel when a query exists; Tab and an outside click close it; Clear and Cancel", async ({
  page,
}) => {
  await open(page)
  await search(page, "weight")
  const input = box(page)
  await input.press("Tab")
  await expect(input).toHaveAttribute("aria-expanded", "false")
  await input.focus()
  await expect(input).toHaveAttribute("aria-expanded", "true")
  await page.locator("h1").click()
  await expect(input).toHaveAttribute("aria-expanded", "false")
  await input.click()
  await expect(input).toHaveAttribute("aria-expanded", "true")
  await page.getByTitle("Cancel").click()
  await expect(input).toHaveAttribute("aria-expanded", "false")
  await page.getByTitle("Clear").click()
  await expect(input).toHaveValue("")
  await expect(input).toBeFocused()
})

test("Enter opens the active result client-side, highlights the terms and scrolls to the section; leaving removes them", async ({
  page,
}) => {
  await open(page, "getting-started/first-steps")
  await markWindow(page)
  await search(page, "anonymous")
  // Results arriving from the second index file reset the active option; type again until it holds.
  await expect(async () => {
    await box(page).fill("anonymous")
    await box(page).press("ArrowDown")
    await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true", { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  const href = (await options(page).nth(1).getAttribute("href")) ?? ""
  expect(href).toContain("_highlight=anonymous")
  const [pathname, anchor] = href.replace(/\?[^#]*/, "").split("#")
  await box(page).press("Enter")

  await expect(page).toHaveURL(
    (url) => url.pathname === pathname && url.search === "" && url.hash === (anchor ? `#${anchor}` : "")
  )
  expect(await windowMarked(page)).toBe(true)
  const marks = page.locator("article mark.search-highlight")
  await expect(marks.first()).toBeVisible()
  expect((await marks.allTextContents()).every((t) => t.toLowerCase().startsWith("anonymous"))).toBe(true)
  await expect(page.locator("main mark.search-highlight").first()).toBeVisible()
  if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport()
  await expect(box(page)).toHaveAttribute("aria-expanded", "false")

  // Leaving the page removes the highlight, and coming back does not bring it back.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true }).first().click()
  await expect(page).toHaveURL(/\/docs\/?$/)
  await expect(page.locator("h1")).toHaveText("Introduction")
  await expect(page.locator("mark.search-highlight")).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === pathname)
  await expect(page.locator("h1")).toBeVisible()
  await expect(page.locator("mark.search-highlight")).toHaveCount(0)
  expect(await windowMarked(page)).toBe(true)
})

test("clicking a result navigates to it; ctrl+Enter opens a new tab and shift+Enter a new window, both highlighted", async ({
  page,
  context,
}) => {
  await open(page)
  await search(page, "create poll")
  const first = options(page).first()
  // Results are grouped by page: the operation's title heads the group of its first option.
  await expect(
    page
      .getByRole("group", { name: /^Create poll/ })
      .getByRole("option")
      .first()
  ).toHaveAttribute("aria-selected", "true")
  const href = (await first.getAttribute("href")) ?? ""

  const [tab] = await Promise.all([context.waitForEvent("page"), box(page).press("Control+Enter")])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe(href.replace(/[?#].*$/, ""))
  await expect(tab.locator("article mark.search-highlight").first()).toBeVisible()
  await expect(tab).toHaveURL((url) => url.search === "")
  await tab.close()
  await expect(page).toHaveURL(/\/docs\/faq$/)

  const opened = await page.evaluate(() => {
    const calls: unknown[][] = []
    window.open = ((...args: unknown[]) => {
      calls.push(args)
      return null
    }) as typeof window.open
    ;(window as unknown as { __openCalls: unknown[][] }).__openCalls = calls
    return true
  })
  expect(opened).toBe(true)
  await box(page).press("Shift+Enter")
  const calls = await page.evaluate(() => (window as unknown as { __openCalls: unknown[][] }).__openCalls)
  expect(calls).toEqual([[href, "_blank", "noopener,popup"]])
  await expect(page).toHaveURL(/\/docs\/faq$/)

  await markWindow(page)
  await first.click()
  await expect(page).toHaveURL((url) => url.pathname === href.replace(/[?#].*$/, ""))
  await expect(page.locator("h1")).toHaveText("Create poll")
  expect(await windowMarked(page)).toBe(true)
})

test("finds API operations by method and path, and by summary", async ({ page }) => {
  await open(page)
  await search(page, "POST /polls")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/api\/create-poll\?/)
  // A path is one identifier: the operation with that exact path comes before the longer ones.
  await box(page).fill("/polls/{pollId}/votes")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/api\/get-votes\?/)
  await box(page).fill("create poll")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/api\/create-poll\?/)
})

test("a path typed with its parameters named otherwise, or with an ID, finds the operation and marks its path", async ({
  page,
}) => {
  await open(page)
  for (const typed of ["/polls/:pollId/votes", "GET /polls/1251839906402717736/votes"]) {
    await search(page, typed)
    await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/api\/get-votes\?/)
    await expect(
      options(page)
        .first()
        .locator("mark", { hasText: /^(GET )?\/polls\/\{pollId\}\/votes$/ })
    ).toBeVisible()
  }
  // Opened, the operation's page marks the docs' path whole.
  await box(page).press("Enter")
  await expect(page).toHaveURL((url) => url.pathname === "/docs/api/get-votes")
  await expect(
    page.locator("main mark.search-highlight", { hasText: /^(GET )?\/polls\/\{pollId\}\/votes$/ }).first()
  ).toBeVisible()
})

test("a command's name with one of its options, or a hyphenated name typed run together, opens the section that defines it", async ({
  page,
}) => {
  await open(page)
  await search(page, "copypoll channel")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/commands\/copypoll\?[^#]*#options$/)
  await search(page, "autoarchive")
  await expect(options(page).first()).toHaveAttribute(
    "href",
    /^\/docs\/commands\/settings\/threads\?[^#]*#auto-archive-values$/
  )
  await box(page).press("Enter")
  await expect(page).toHaveURL(
    (url) => url.pathname === "/docs/commands/settings/threads" && url.hash === "#auto-archive-values"
  )
})

test("a permission's name pasted as Discord writes it finds the tables that list it, its words marked", async ({
  page,
}) => {
  await open(page)
  await search(page, "Read Message History")
  const first = options(page).first()
  await expect(first).toHaveAttribute(
    "href",
    /^\/docs\/(commands\/debug|getting-started\/add-bot-to-server|permissions\/required-bot-permissions)\?[^#]*#/
  )
  await expect(first.locator("mark", { hasText: /^history$/i }).first()).toBeVisible()
})

test("a reader's word or phrase finds the docs' word, and the result marks it", async ({ page }) => {
  await open(page)
  // content/search-synonyms.json: "missing" is a reader's word for "appear", "time zone" a phrase for "utc".
  await search(page, "pollaris commands missing")
  await expect(
    page
      .getByRole("listbox")
      .locator("mark", { hasText: /^appear$/i })
      .first()
  ).toBeVisible()
  await box(page).fill("which time zone is a start time in")
  await expect(page.getByRole("listbox").locator("mark", { hasText: /^utc$/i }).first()).toBeVisible()
})

test("a reader's question leads to the section that answers it, not only to its page", async ({ page }) => {
  await open(page)
  // content/search-questions.json gives "Timed blocks" of /block "block someone from voting for a week".
  await search(page, "mute someone from voting for a week")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/commands\/block\?[^#]*#timed-blocks$/)
  // The questions are never shown: the result shows the section's own text.
  await expect(options(page).first()).not.toContainText("for a week")
})

test("an identifier leads to the sections that define it before those that mention it", async ({ page }) => {
  await open(page)
  // max_choices is in some twenty sections; /poll's option table defines it (a short FAQ answer came first before).
  await search(page, "max_choices")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/commands\/poll\?[^#]*#options$/)
})

test("an identifier a page is tagged with leads to the section that explains it, not to the page's top", async ({
  page,
}) => {
  await open(page)
  // The embed colours page is tagged embed_color; its "In the API" section explains the field.
  await search(page, "embed_color")
  await expect(options(page).first()).toHaveAttribute(
    "href",
    /^\/docs\/commands\/settings\/colors\/embeds\?[^#]*#in-the-api$/
  )
})

test("a query naming a command leads to the command's section that answers the rest of it", async ({ page }) => {
  await open(page)
  // /unblock is named; its section on blocks through roles explains why the member still cannot vote.
  await search(page, "unblocked someone but they still can't vote")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/commands\/unblock\?[^#]*#blocks-through-roles$/)
})

test("a problem put as readers put a section's own readers' questions leads to that section", async ({ page }) => {
  await open(page)
  // /role-weight's Errors section is asked "member says their roles give them a vote weight of 0"; the guide to
  // weighted polls, with as many of the query's words, came first before.
  await search(page, "members told their roles give them a vote weight of 0")
  await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/commands\/settings\/role-weight\?[^#]*#errors$/)
})

test("Submit goes to the search page, which lists every result by page and keeps the URL in step", async ({ page }) => {
  await open(page)
  await markWindow(page)
  await search(page, "poll")
  await page.getByTitle("Submit").click()
  await expect(page).toHaveURL(/\/docs\/search\?q=poll$/)
  expect(await windowMarked(page)).toBe(true)
  const main = page.locator("main#main-content")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Search")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await expect(main.locator("section h2").first()).toBeVisible()
  const count = Number((await main.getByText(/^\d+ results? for “poll”$/).textContent())?.split(" ")[0])
  expect(count).toBeGreaterThan(8)
  expect(await main.locator("section li").count()).toBe(count)

  const input = main.getByRole("searchbox")
  await expect(input).toHaveValue("poll")
  await input.fill("role weight")
  await expect(page).toHaveURL(/\/docs\/search\?q=role%20weight$/)
  await expect(main.getByText(/results? for “role weight”$/)).toBeVisible()
  expect(await windowMarked(page)).toBe(true)

  await page.goto("search?q=zzzzqqqq")
  await expect(page.locator("main").getByText("No results found.")).toBeVisible()
})

test("/ and Ctrl+K focus the box; typing elsewhere keeps its slash", async ({ page }) => {
  await open(page)
  await page.locator("h1").click()
  await page.keyboard.press("/")
  await expect(box(page)).toBeFocused()
  await expect(box(page)).toHaveValue("")
  await page.locator("h1").click()
  await page.keyboard.press("Control+k")
  await expect(box(page)).toBeFocused()
  await page.goto("search")
  await waitForHydration(page)
  await page.locator("main").getByRole("searchbox").click()
  await page.keyboard.type("a/b")
  await expect(page.locator("main").getByRole("searchbox")).toHaveValue("a/b")
})

test("queries with HTML or regular-expression characters inject nothing and break nothing", async ({ page }) => {
  let dialogs = 0
  page.on("dialog", (d) => {
    dialogs++
    void d.dismiss()
  })
  await open(page)
  for (const query of [
    "<img src=x onerror=alert(1)>",
    ".*+?^${}()|[]\\",
    "<script>alert(1)</script> poll",
    "x".repeat(600),
  ]) {
    await box(page).fill(query)
    await expect(box(page)).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("listbox").or(page.getByText("No results found.")).first()).toBeVisible()
    await page.waitForTimeout(100)
    expect(await page.locator("form[role=search] img, form[role=search] script").count()).toBe(0)
    const tags = await page
      .locator("form[role=search] [role=listbox] *")
      .evaluateAll((els) => Array.from(new Set(els.map((e) => e.tagName))))
    expect(tags.every((t) => ["DIV", "A", "SPAN", "MARK", "CODE"].includes(t))).toBe(true)
  }
  await expect(box(page)).toHaveValue("x".repeat(512))
  await page.goto(`search?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`)
  await expect(page.locator("main").getByRole("searchbox")).toHaveValue("<img src=x onerror=alert(1)>")
  expect(await page.locator("main img").count()).toBe(0)
  expect(dialogs).toBe(0)
})

test("a failing index request shows no error, just 'No results found.'", async ({ page, consoleErrors }) => {
  await page.route(/search-index-\w+\.json/, (route) => route.abort())
  await open(page)
  await search(page, "poll")
  await expect(page.getByText("No results found.")).toBeVisible()
  await expect(page.getByRole("alert")).toHaveCount(0)
  await expect(options(page)).toHaveCount(0)
  // The aborted requests are the only console output expected here.
  const unrelated = consoleErrors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...unrelated)
})

test("a slow index shows the spinner in place of the label after 300 ms, then the results", async ({ page }) => {
  // The index requests are held until the spinner has been seen, then let through.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/search-index-\w+\.json/, async (route) => {
    await released
    await route.continue()
  })
  await open(page)
  await search(page, "poll")
  await expect(page.getByRole("status", { name: "Loading search results" })).toBeVisible()
  await expect(page.getByTitle("Submit")).toHaveCount(0)
  release()
  await expect(options(page).first()).toBeVisible()
  await expect(page.getByRole("status", { name: "Loading search results" })).toHaveCount(0)
  await expect(page.getByTitle("Submit")).toBeVisible()
})

test("on mobile the box waits behind the top bar's search button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await expect(box(page)).toBeHidden()
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible()
})
