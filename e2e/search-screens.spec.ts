/**
 * Search on every screen: the phone's search button, results grouped by page with API badges,
 * corrected typos, the active result kept in view, a failed index request tried again on the next
 * focus, and a result on the introduction opened in place.
 */
import type { Page, Locator } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"

const box = (page: Page): Locator => page.getByRole("combobox", { name: "Search the documentation" })
const listbox = (page: Page): Locator => page.getByRole("listbox", { name: "Search results" })
const options = (page: Page): Locator => listbox(page).getByRole("option")

async function open(page: Page, route = "faq"): Promise<void> {
  await page.goto(route)
  await waitForHydration(page)
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __searchMarker: number }).__searchMarker = 1))
}
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __searchMarker?: number }).__searchMarker === 1)

test("at 390 px the search button opens the field across the top bar; a typo is read and said", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await markWindow(page)
  const button = page.getByRole("button", { name: "Search", exact: true })
  await button.click()
  await expect(box(page)).toBeVisible()
  await expect(box(page)).toBeFocused()
  const field = await box(page).locator("xpath=..").boundingBox()
  expect(field?.width ?? 0).toBeGreaterThan(390 * 0.6)

  await page.keyboard.type("shedule poll")
  await expect(options(page).first()).toBeVisible()
  await expect(page.getByText("Showing results for")).toContainText("schedule poll")
  await expect(page.getByText("No results found.")).toHaveCount(0)
  const panel = await listbox(page).boundingBox()
  expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((panel?.x ?? 0) + (panel?.width ?? 999)).toBeLessThanOrEqual(390)

  await box(page).press("Enter")
  await expect(page.locator("mark.search-highlight").first()).toBeVisible()
  expect(await windowMarked(page)).toBe(true)
  await expect(box(page)).toBeHidden()

  // Cancel closes the field again.
  await button.click()
  await page.getByRole("button", { name: "Cancel" }).first().click()
  await expect(box(page)).toBeHidden()
  await expect(button).toBeVisible()
})

test("results are grouped by page, each page title once, API operations with method and path", async ({ page }) => {
  await open(page)
  await box(page).click()
  await box(page).fill("create poll")
  await expect(options(page).first()).toBeVisible()
  const groups = listbox(page).getByRole("group")
  await expect(groups.first()).toBeVisible()
  const names = await groups.evaluateAll((els) =>
    els.map((el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ?? "")
  )
  expect(new Set(names).size).toBe(names.length)
  const api = groups.filter({ has: page.locator("code", { hasText: /^\/polls$/ }) }).first()
  await expect(api).toContainText("POST")
  // The options in the listbox's order are the groups' options in turn.
  const ids = await options(page).evaluateAll((els) => els.map((el) => el.id))
  const grouped = await groups.evaluateAll((els) =>
    els.flatMap((g) => [...g.querySelectorAll("[role=option]")].map((o) => o.id))
  )
  expect(ids).toEqual(grouped)
  expect(ids.length).toBeLessThanOrEqual(8)
})

test("the arrow keys keep the active result in view", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 560 })
  await open(page)
  await box(page).click()
  await box(page).fill("poll")
  await expect(options(page)).toHaveCount(8)
  const list = page.locator("[role=listbox]")
  // The list scrolls: it is shorter than its content.
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
  for (let i = 0; i < 7; i++) await box(page).press("ArrowDown")
  const last = options(page).nth(7)
  await expect(last).toHaveAttribute("aria-selected", "true")
  const inView = async (option: Locator) => {
    const [o, l] = await Promise.all([option.boundingBox(), list.boundingBox()])
    return Boolean(o && l && o.y >= l.y - 1 && o.y + o.height <= l.y + l.height + 1)
  }
  await expect.poll(() => inView(last)).toBe(true)
  await box(page).press("ArrowDown") // wraps to the first
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true")
  await expect.poll(() => inView(options(page).first())).toBe(true)
})

test("a failed index request is tried again on the next focus", async ({ page, consoleErrors }) => {
  let fail = true
  let requests = 0
  await page.route(/search-index-\w+\.json/, (route) => {
    requests++
    return fail ? route.abort() : route.continue()
  })
  await open(page)
  await box(page).click()
  await box(page).fill("anonymous")
  await expect(page.getByText("No results found.")).toBeVisible()
  await expect(page.getByRole("alert")).toHaveCount(0)
  const failed = requests
  expect(failed).toBeGreaterThan(0)

  fail = false
  await page.locator("h1").click()
  await box(page).focus()
  await expect(options(page).first()).toBeVisible()
  expect(requests).toBeGreaterThan(failed)
  await expect(box(page)).toHaveValue("anonymous")
  const unrelated = consoleErrors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...unrelated)
})

test("a result on the introduction opens in place, scrolled to its section and highlighted", async ({ page }) => {
  await open(page, "faq")
  await markWindow(page)
  await box(page).click()
  await box(page).fill("who pollaris is for")
  const option = listbox(page).locator(`[role="option"][href*="#who-pollaris-is-for"]`).first()
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(
    (url) => url.pathname === "/docs/" && url.hash === "#who-pollaris-is-for" && url.search === ""
  )
  expect(await windowMarked(page)).toBe(true)
  await expect(page.locator("h1")).toHaveText("Introduction")
  await expect(page.locator("main mark.search-highlight").first()).toBeVisible()
  await expect(page.locator(`[id="who-pollaris-is-for"]`)).toBeInViewport()
})
