/** A page for people and for machines: Copy page, View as Markdown, Edit this page, Last updated. */
import { test, expect, waitForHydration } from "./fixtures"

test.describe("Copy page", () => {
  for (const [route, twin, firstLine] of [
    ["commands/poll", "commands/poll.md", "# /poll"],
    ["api/create-poll", "api/create-poll.md", "# Create poll"],
  ] as const) {
    test(`puts the Markdown of ${route} on the clipboard, with a visible confirmation`, async ({
      page,
      context,
      consoleErrors,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await page.goto(route)
      await waitForHydration(page)
      const expected = await (await page.request.get(twin)).text()
      expect(expected.startsWith(`${firstLine}\n`)).toBe(true)
      const button = page.getByRole("button", { name: "Copy page" })
      const before = await button.boundingBox()
      await button.click()
      await expect(page.getByRole("button", { name: "Copied" })).toBeVisible()
      await expect(page.getByRole("status").filter({ hasText: "copied to the clipboard" })).toHaveCount(1)
      // The label changes, the button's box does not (no layout shift).
      expect(await page.getByRole("button", { name: "Copied" }).boundingBox()).toEqual(before)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
      await expect(page.getByRole("button", { name: "Copy page" })).toBeVisible()
      expect(consoleErrors).toEqual([])
    })
  }

  test("works from the keyboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("faq")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Copy page" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Copied" })).toBeFocused()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# FAQ\n/)
  })
})

test("View as Markdown opens the page's twin as text", async ({ page }) => {
  await page.goto("")
  await waitForHydration(page)
  const [response] = await Promise.all([
    page.waitForResponse(/\/docs\/index\.md$/),
    page.getByRole("link", { name: "View as Markdown" }).click(),
  ])
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/markdown/)
  await expect(page).toHaveURL(/\/docs\/index\.md$/)
  const text = await page.locator("body").innerText()
  expect(text).toMatch(/^# Introduction\n/)
  expect(text).toContain("https://pollaris.example/docs/")
  expect(text).not.toMatch(/<(Tip|Card|CardGrid)\b/)
})

test("guide pages link their source file and show when it last changed", async ({ page }) => {
  await page.goto("commands/poll")
  const edit = page.getByRole("link", { name: "Edit this page (opens another site)" })
  await expect(edit).toBeVisible()
  await expect(edit).toHaveAttribute("href", /\/edit\/[^/]+\/content\/docs\/commands\/poll\.mdx$/)
  const updated = page.locator("time[datetime]").filter({ hasText: /\d{4}$/ })
  await expect(page.getByText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
  const iso = await updated.getAttribute("datetime")
  expect(Number.isNaN(Date.parse(iso ?? ""))).toBe(false)
})

test("the Markdown controls share the breadcrumbs row at phone width without overflow", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("commands/settings/colors/buttons")
  await expect(page.getByRole("button", { name: "Copy page" })).toBeVisible()
  await expect(page.getByRole("link", { name: "View as Markdown" })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})
