/** The shell a reader meets on every page: navigation, mobile menu, skip link, navbar, TOC, 404. */
import { test, expect, waitForHydration } from "./fixtures"
import { GUIDE_ROUTES } from "./routes"

test.describe("every guide route", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    test(`renders without console errors at ${viewport.name} width`, async ({ page, consoleErrors }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const route of GUIDE_ROUTES) {
        const response = await page.goto(route)
        expect(response?.status(), route).toBe(200)
        await expect(page.locator("h1").first()).toBeVisible()
        await expect(page).toHaveTitle(/ \| Pollaris Docs$/)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${route} has no horizontal page scroll`).toBeLessThanOrEqual(1)
      }
      expect(consoleErrors).toEqual([])
    })
  }
})

test("navigates through the sidebar, breadcrumbs and previous/next without a full reload", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("commands/poll")
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  await expect(sidebar.getByRole("link", { name: "poll", exact: true })).toHaveAttribute("aria-current", "page")
  await sidebar.getByRole("link", { name: "closepoll" }).click()
  await expect(page).toHaveURL(/\/docs\/commands\/closepoll$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("/closepoll")
  await expect(sidebar.getByRole("link", { name: "closepoll" })).toHaveAttribute("aria-current", "page")
  await page.getByRole("link", { name: /Next/ }).click()
  await expect(page).toHaveURL(/\/docs\/commands\/copypoll$/)
  await page
    .getByRole("navigation", { name: "Breadcrumbs" })
    .getByRole("link", { name: "Commands", exact: true })
    .click()
  await expect(page).toHaveURL(/\/docs\/category\/commands$/)
  await expect(page).toHaveTitle("Commands | Pollaris Docs")
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
  expect(consoleErrors).toEqual([])
})

test("collapsed sidebar categories expand on click and the active category starts expanded", async ({ page }) => {
  await page.goto("faq")
  await waitForHydration(page)
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  await expect(sidebar.getByRole("link", { name: "Permission system" })).toHaveCount(0)
  await sidebar.getByRole("button", { name: "Expand sidebar category 'Permissions'" }).click()
  await expect(sidebar.getByRole("link", { name: "Permission system" })).toBeVisible()
})

test("the navbar has its six links; main-site links open in the same tab", async ({ page }) => {
  await page.goto("")
  const nav = page.getByRole("navigation", { name: "Main" })
  for (const name of ["Home", "Commands", "Dashboard", "Status"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("target", "_self")
  }
  await nav.getByRole("link", { name: "API Docs" }).click()
  await expect(page).toHaveURL(/\/docs\/api\/pollaris-api$/)
  await nav.getByRole("link", { name: "Docs", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction")
})

test("the skip link is the first tab stop and moves focus to the main content", async ({ page }) => {
  await page.goto("commands/poll")
  await waitForHydration(page)
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/#main-content$/)
  await expect(page.locator("main#main-content")).toBeFocused()
})

test("the navbar hides on scroll down and comes back on scroll up", async ({ page }) => {
  await page.goto("faq")
  await waitForHydration(page)
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav).toHaveAttribute("data-visible", "true")
  await page.mouse.wheel(0, 1500)
  await expect(nav).toHaveAttribute("data-visible", "false")
  await expect(nav).not.toBeInViewport()
  await page.mouse.wheel(0, -300)
  await expect(nav).toHaveAttribute("data-visible", "true")
  await expect(nav).toBeInViewport()
})

test("the table of contents links to h2-h3 and highlights the heading in view", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto("commands/poll")
  await waitForHydration(page)
  const toc = page.getByRole("navigation", { name: "On this page" })
  await expect(toc.getByRole("link", { name: "Usage" })).toHaveAttribute("aria-current", "location")
  await toc.getByRole("link", { name: "Examples" }).click()
  await expect(page).toHaveURL(/#examples$/)
  await expect(toc.getByRole("link", { name: "Examples" })).toHaveAttribute("aria-current", "location")
  const levels = await toc
    .locator("a")
    .evaluateAll((links) => links.map((a) => (a.closest("ul")?.parentElement?.closest("ul") ? 3 : 2)))
  expect(new Set(levels)).toEqual(new Set([2, 3]))
})

test.describe("mobile (800 px)", () => {
  test.use({ viewport: { width: 800, height: 900 } })

  test("the menu opens a sidebar with the doc menu, the main menu behind '← Back to main menu', and no search", async ({
    page,
  }) => {
    await page.goto("commands/poll")
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeHidden()
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeHidden()
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    const dialog = page.getByRole("dialog", { name: "Navigation" })
    await expect(dialog.getByRole("link", { name: "closepoll" })).toBeVisible()
    await dialog.getByRole("button", { name: "← Back to main menu" }).click()
    await expect(dialog.getByRole("link", { name: "Dashboard" })).toBeVisible()
    await expect(dialog.getByRole("searchbox")).toHaveCount(0)
    await expect(dialog.getByRole("combobox")).toHaveCount(0)
    await dialog.getByRole("link", { name: "API Docs" }).click()
    await expect(page).toHaveURL(/\/docs\/api\/pollaris-api$/)
    await expect(dialog).toBeHidden()
  })

  test("Escape closes the mobile menu", async ({ page }) => {
    await page.goto("faq")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeHidden()
  })
})

test("unknown paths under /docs/ show the not-found page with HTTP 404", async ({ page }) => {
  const response = await page.goto("commands/does-not-exist")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
  await expect(page).toHaveTitle("Page Not Found | Pollaris Docs")
  await page.getByRole("link", { name: "Go to the introduction" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction")
})

test("the announcement bar stays closed after reload", async ({ page }) => {
  await page.goto("faq")
  await waitForHydration(page)
  const bar = page.getByRole("region", { name: "Announcement" })
  await expect(bar).toBeVisible()
  await bar.getByRole("button", { name: "Close" }).click()
  await expect(bar).toBeHidden()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole("region", { name: "Announcement" })).toBeHidden()
})

test("headings have anchor links and code blocks a working copy button", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.goto("commands/poll")
  await waitForHydration(page)
  await expect(page.locator("h2#usage a.hash-link")).toHaveAttribute("href", "#usage")
  const copy = page.getByRole("button", { name: "Copy code" }).first()
  await copy.click()
  await expect(page.getByRole("button", { name: "Copied" }).first()).toBeVisible()
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  expect(clipboard).toMatch(/^\/poll question:/)
})

test("sections below the first screen render when reached: by link, by scrolling, at mobile width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // A deep link lands on its heading: the page opened at a fragment lays every section out first.
  await page.goto("commands/poll#errors")
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 2, name: "Errors" })).toBeInViewport()
  // Without a fragment, sections are rendered lazily: the table after the heading has its real size once on screen.
  await page.goto("commands/poll")
  await waitForHydration(page)
  const errors = page.getByRole("heading", { level: 2, name: "Errors" })
  const section = page.locator("section.doc-section").filter({ has: errors })
  await expect(section).toHaveCSS("content-visibility", "auto")
  const table = section.locator("table").first()
  await table.scrollIntoViewIfNeeded()
  expect((await table.boundingBox())!.height).toBeGreaterThan(100)
  // Scrolling to the end reaches the footer, painted with its links.
  await page.keyboard.press("End")
  await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeInViewport()
})
