/**
 * What a reader meets when something is slow or goes wrong: progress bar, preloading, prefetch policy,
 * chunk failures, crashes, .html paths and a site served under the wrong base URL.
 */
import { test, expect, waitForHydration } from "./fixtures"

/**
 * Holds the requests of one page-data file until released, then fails the first `failures` of them
 * (Gatsby retries a failed request three times) and lets the others through.
 */
async function holdPageData(page: import("@playwright/test").Page, route: string, failures = 0) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  let failed = 0
  await page.route(`**/page-data${route}/page-data.json`, async (r) => {
    held += 1
    await released
    if (failed < failures) {
      failed += 1
      return r.abort()
    }
    return r.continue()
  })
  return { release, held: () => held, failed: () => failed }
}

test("a slow route change shows the progress bar after its delay, then removes it", async ({ page }) => {
  const gate = await holdPageData(page, "/commands/closepoll")
  await page.goto("commands/poll")
  await waitForHydration(page)
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "closepoll" }).click()
  const bar = page.getByRole("progressbar", { name: "Loading page" })
  await expect(bar).toBeAttached()
  expect(gate.held()).toBeGreaterThan(0)
  gate.release()
  await expect(page).toHaveURL(/\/docs\/commands\/closepoll$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("/closepoll")
  await expect(bar).not.toBeAttached()
})

test("a fast route change never shows the progress bar", async ({ page }) => {
  await page.goto("commands/poll")
  await waitForHydration(page)
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "timepoll" }).hover()
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => {
    const w = window as unknown as { __sawBar: boolean }
    w.__sawBar = false
    new MutationObserver(() => {
      if (document.querySelector(".route-progress")) w.__sawBar = true
    }).observe(document.body, { childList: true })
  })
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "timepoll" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("/timepoll")
  await page.waitForTimeout(400)
  expect(await page.evaluate(() => (window as unknown as { __sawBar: boolean }).__sawBar)).toBe(false)
})

test("when preloading the next page fails, the browser loads it fully instead", async ({ page }) => {
  const gate = await holdPageData(page, "/apps", 4)
  await page.goto("faq")
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Apps" }).click()
  await expect.poll(() => gate.held()).toBeGreaterThan(0)
  gate.release()
  await expect(page).toHaveURL(/\/docs\/apps$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apps")
  await waitForHydration(page)
  expect(gate.failed()).toBe(4)
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined()
})

test.describe("prefetching", () => {
  const isPrefetch = (url: string) =>
    url.includes("/page-data/") &&
    !url.includes("/page-data/faq/") &&
    !url.includes("app-data") &&
    !url.includes("/sq/")

  /** The page data requested for other pages after opening /faq: until the first one, or for an idle time. */
  async function prefetchedPageData(page: import("@playwright/test").Page, until: "first" | "idle"): Promise<string[]> {
    const seen: string[] = []
    page.on("request", (request) => {
      if (isPrefetch(request.url())) seen.push(request.url())
    })
    const first = until === "first" ? page.waitForRequest((request) => isPrefetch(request.url())) : null
    await page.goto("faq")
    if (first) await first
    // That nothing is prefetched can only be seen by waiting: idle time for Gatsby's prefetching (no
    // polling in the page meanwhile: it would delay it).
    else await page.waitForTimeout(3500)
    return seen
  }

  test("links in view are prefetched on a normal connection", async ({ page }) => {
    expect((await prefetchedPageData(page, "first")).length).toBeGreaterThan(0)
  })

  test("nothing is prefetched on a slow 2g connection or with data-saver on", async ({ browser }) => {
    for (const connection of [
      { effectiveType: "slow-2g", saveData: false },
      { effectiveType: "4g", saveData: true },
    ]) {
      const context = await browser.newContext()
      await context.addInitScript(
        (c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }),
        connection
      )
      await context.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 200, body: "" }))
      const page = await context.newPage()
      expect(await prefetchedPageData(page, "idle"), JSON.stringify(connection)).toEqual([])
      await context.close()
    }
  })
})

test("a page chunk that fails to load shows an error text with a Retry button that retries", async ({ page }) => {
  let blocked = true
  await page.route(/component---src-templates-doc-page-tsx-.*\.js$/, (route) =>
    blocked ? route.abort() : route.continue()
  )
  await page.goto("faq")
  const notice = page.getByRole("alert").filter({ hasText: "failed to load" })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText("A part of this page failed to load. Check your connection, then retry.")
  blocked = false
  await notice.getByRole("button", { name: "Retry" }).click()
  await waitForHydration(page)
  await expect(page.getByRole("alert").filter({ hasText: "failed to load" })).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQ")
})

test("a page that crashes shows 'This page crashed.' with Try again and the error, and the rest of the site keeps working", async ({
  page,
}) => {
  await page.goto("faq")
  await waitForHydration(page)
  // A page whose data is broken makes its component throw while rendering.
  await page.route("**/page-data/apps/page-data.json", async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.result.data.doc = null
    await route.fulfill({ response, json: body })
  })
  page.on("console", () => undefined)
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Apps" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page crashed.")
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
  await expect(page.getByText(/TypeError/).first()).toBeVisible()
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page crashed.")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction")
})

test.describe(".html paths", () => {
  test("the server redirects .html and /index.html to the bare path", async ({ page }) => {
    await page.goto("faq.html?x=1")
    await expect(page).toHaveURL(/\/docs\/faq\?x=1$/)
    await page.goto("commands/poll/index.html")
    await expect(page).toHaveURL(/\/docs\/commands\/poll$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("/poll")
  })

  test("a host that serves /index.html as is still shows the bare path", async ({ page, request }) => {
    const html = await (await request.get("faq")).text()
    await page.route("**/docs/faq/index.html", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html })
    )
    await page.goto("faq/index.html")
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/docs\/faq$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQ")
  })
})

test.describe("a site that did not load", () => {
  test("shows the red base URL banner on the page at the base URL", async ({ page }) => {
    await page.route(/\/docs\/.*\.js$/, (route) => route.abort())
    await page.goto("")
    const banner = page.locator("#base-url-issue-banner")
    await expect(banner).toBeVisible()
    await expect(banner).toContainText("Your site did not load properly.")
    await expect(banner).toContainText("Current configured base URL = /docs/")
    await expect(banner).toContainText("We suggest trying base URL = /docs/")
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(192, 38, 43)")
  })

  test("does not show it on other pages", async ({ page }) => {
    await page.route(/\/docs\/.*\.js$/, (route) => route.abort())
    await page.goto("faq")
    await page.waitForLoadState("load")
    await expect(page.locator("#base-url-issue-banner")).toHaveCount(0)
  })
})
