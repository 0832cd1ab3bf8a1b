/**
 * The search panel as a reader uses it over a visit: recent searches (remembered when a query leads
 * somewhere, shown in the empty box, removed by keyboard or pointer), and no accessibility violation
 * with the results or the recent searches open, on a phone and on a desktop.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page, Locator } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"

const box = (page: Page): Locator => page.getByRole("combobox", { name: "Search the documentation" })
const recent = (page: Page): Locator => page.getByRole("list", { name: "Recent searches" })

async function openBox(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Search", exact: true })
  if (await toggle.isVisible()) await toggle.click()
  await box(page).click()
}

async function searchAndOpen(page: Page, query: string): Promise<void> {
  await openBox(page)
  await box(page).fill(query)
  await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible()
  await box(page).press("Enter")
  await waitForHydration(page)
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test("queries that led somewhere come back in the empty box, newest first, and can be removed", async ({
      page,
    }) => {
      await page.goto("faq")
      await waitForHydration(page)
      await searchAndOpen(page, "anonymous poll")
      await searchAndOpen(page, "vote weight")

      await openBox(page)
      await box(page).fill("")
      await expect(recent(page)).toBeVisible()
      const queries = recent(page).getByRole("button", { name: /^(anonymous poll|vote weight)$/ })
      await expect(queries).toHaveText(["vote weight", "anonymous poll"])

      // Keyboard: ArrowDown into the list, Delete removes, Escape goes back to the box.
      await box(page).press("ArrowDown")
      await expect(queries.first()).toBeFocused()
      await page.keyboard.press("Delete")
      await expect(queries).toHaveText(["anonymous poll"])
      await expect(queries.first()).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(box(page)).toBeFocused()

      // Picking one searches it again.
      await box(page).press("ArrowDown")
      await page.keyboard.press("Enter")
      await expect(box(page)).toHaveValue("anonymous poll")
      await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible()

      // Clear all: nothing left, across a reload too.
      await box(page).fill("")
      await page.getByRole("button", { name: "Clear recent searches" }).click()
      await expect(recent(page)).toHaveCount(0)
      await page.reload()
      await waitForHydration(page)
      await openBox(page)
      await expect(box(page)).toBeFocused()
      await expect(recent(page)).toHaveCount(0)
    })

    test("axe finds nothing serious with the results or the recent searches open", async ({ page }) => {
      await page.goto("faq")
      await waitForHydration(page)
      await searchAndOpen(page, "close poll")
      await openBox(page)
      await box(page).fill("")
      await expect(recent(page)).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await box(page).fill("end time")
      await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      // One Cancel on screen at a time.
      await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(1)
    })
  })
}
