/** Model pages in a browser: reached from a field's type, in the API sidebar, found by search, at phone width. */
import { test, expect, waitForHydration } from "./fixtures"

test("a field's type leads to its model's page, which shows its fields, example and uses", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("api/create-poll")
  await waitForHydration(page)
  const main = page.locator("main")
  await main.locator('section[data-status="201"]').getByRole("link", { name: "Poll", exact: true }).first().click()
  await expect(page).toHaveURL(/\/docs\/api\/models\/poll$/)
  await expect(page).toHaveTitle("Poll | Pollaris Docs")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Poll")
  await expect(main.locator("header")).toContainText("Model")
  for (const section of ["Example", "Fields", "Used by"])
    await expect(main.getByRole("heading", { level: 2, name: section })).toBeVisible()
  await expect(main.getByRole("complementary", { name: "Example of the model" })).toContainText(
    '"question": "Where should we eat after the meetup?"'
  )

  // The operations that send or return it link back.
  const users = main.getByRole("list", { name: "Operations that use Poll" })
  await expect(users.getByRole("link", { name: /Create poll/ })).toContainText("response 201")
  // A nested model links on: Poll's answers are Answers.
  await main.getByRole("link", { name: "Answer", exact: true }).first().click()
  await expect(page).toHaveURL(/\/docs\/api\/models\/answer$/)
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Answer")
  await expect(main.getByRole("heading", { level: 2, name: "Used in models" })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test("the API sidebar lists the models folded, opens the current one's group and shows its link", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto("api/get-poll")
  const sidebar = page.locator("aside").getByRole("navigation", { name: "Docs sidebar" })
  const toggle = sidebar.getByRole("button", { name: "Expand sidebar category 'Models'" })
  await expect(toggle).toHaveAttribute("aria-expanded", "false")

  // Far down the list, the current model's link is scrolled into the sidebar's view.
  await page.goto("api/models/user-guild-list")
  await waitForHydration(page)
  const current = sidebar.getByRole("link", { name: "UserGuildList" })
  await expect(current).toHaveAttribute("aria-current", "page")
  await expect(current).toBeInViewport()
  await expect(sidebar.getByRole("button", { name: "Collapse sidebar category 'Models'" })).toHaveAttribute(
    "aria-expanded",
    "true"
  )
  expect(consoleErrors).toEqual([])
})

test("search finds a model by its name", async ({ page, consoleErrors }) => {
  await page.goto("api/pollaris-api")
  await waitForHydration(page)
  const box = page.getByRole("combobox", { name: "Search the documentation" })
  const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option")
  await box.click()
  await box.fill("AuditLogEntry")
  await expect(options.first()).toContainText("AuditLogEntry")
  await options.first().click()
  await expect(page).toHaveURL(/\/docs\/api\/models\/audit-log-entry/)
  expect(consoleErrors).toEqual([])
})

test("a model page reads at phone width and works by keyboard", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const route of ["api/models/poll", "api/models/audit-log-value", "api/models/snowflake"]) {
    await page.goto(route)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${route} has no horizontal page scroll`).toBeLessThanOrEqual(1)
  }
  // Keyboard: the first model link in the fields takes focus by Tab and opens with Enter.
  await page.goto("api/models/poll")
  await waitForHydration(page)
  const link = page.locator("main").getByRole("link", { name: "Answer", exact: true }).first()
  await link.focus()
  await expect(link).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/docs\/api\/models\/answer$/)
  expect(consoleErrors).toEqual([])
})
