/**
 * Every page kind under the production Content-Security-Policy of scripts/serve.mjs: each loads and
 * works with no `securitypolicyviolation` event (the automatic `cspViolations` fixture of
 * e2e/fixtures.ts fails the test on any) and no console error. The first test proves the policy is
 * really sent and enforced, so the others cannot pass for want of one.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect, waitForHydration, describeViolation } from "./fixtures"

test("every spec takes `test` from e2e/fixtures.ts, so the violation check covers it", () => {
  const dir = __dirname
  const uncovered = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts"))
    .filter((file) => {
      const source = fs.readFileSync(path.join(dir, file), "utf8")
      const fromFixture = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*"\.\/fixtures"/.test(source)
      const fromPlaywright = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*"@playwright\/test"/.test(source)
      return !fromFixture || fromPlaywright
    })
  expect(uncovered).toEqual([])
})

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route)
  await waitForHydration(page)
}

test("the policy is sent with the pages and blocks inline code it does not list", async ({ page, cspViolations }) => {
  const response = await page.goto("faq")
  const csp = response?.headers()["content-security-policy"] ?? ""
  expect(csp).toMatch(/(^|; )script-src 'self' [^;]*'sha256-/)
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff")
  await waitForHydration(page)
  // A script the build never saw: the browser refuses it and the fixture hears of it.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.body.appendChild(script)
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(() => cspViolations.map((v) => v.directive)).toEqual(["script-src-elem"])
  expect(cspViolations[0].sample).toBe("window.__injected = true")
  // The failure message names the directive, what was blocked and where.
  expect(describeViolation(cspViolations[0])).toMatch(
    /^script-src-elem blocked inline code \(sample: "window.__injected = true"\) on http:\/\/localhost:\d+\/docs\/faq/
  )
  // Seen, so not a failure of this test.
  cspViolations.length = 0
})

for (const [kind, route, heading] of [
  ["introduction", "", "Introduction"],
  ["guide with tabs", "getting-started/add-bot-to-server", "Add Pollaris to your server"],
  ["command page", "commands/poll", "/poll"],
  ["category", "category/commands", "Commands"],
  ["FAQ", "faq", "FAQ"],
  ["API overview", "api", null],
  ["API introduction", "api/pollaris-api", null],
  ["API operation", "api/create-poll", "Create poll"],
  ["search page", "search?q=poll", null],
] as const) {
  test(`${kind} (/docs/${route}) loads under the policy`, async ({ page, consoleErrors }) => {
    await open(page, route)
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    else await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

test("the not-found page loads and hydrates under the policy", async ({ page, consoleErrors }) => {
  const response = await page.goto("no-such-page")
  expect(response?.status()).toBe(404)
  expect(response?.headers()["content-security-policy"]).toContain("script-src")
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
  // The page, its page data and Gatsby's check of the unprefixed path answer 404 by design; nothing else may fail.
  const unexpected = consoleErrors.filter(
    (e) => !/^Failed to load resource: the server responded with a status of 404/.test(e)
  )
  expect(unexpected).toEqual([])
  expect(consoleErrors.length).toBeLessThanOrEqual(3)
  consoleErrors.length = 0
})

test("search, tabs, copy page and navigation work under the policy", async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await open(page, "api/create-poll")
  // Tabs of the code samples.
  await page.getByRole("tab", { name: "Python" }).first().click()
  await expect(page.getByRole("tab", { name: "Python" }).first()).toHaveAttribute("aria-selected", "true")
  // Copy page fetches the Markdown twin and writes the clipboard.
  await page.getByRole("button", { name: "Copy page" }).click()
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible()
  // Search loads its code and both index files on focus, then navigates client-side.
  const box = page.getByRole("combobox", { name: "Search the documentation" })
  await box.click()
  await box.fill("close poll")
  const first = page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()
  await expect(first).toBeVisible()
  await box.press("Enter")
  await expect(page).not.toHaveURL(/create-poll$/)
  await expect(page.locator("mark").first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test("back to top works under the policy", async ({ page, consoleErrors }) => {
  await open(page, "troubleshooting")
  await page.mouse.move(400, 400)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
  await page.mouse.wheel(0, -200)
  await page.getByRole("button", { name: "Back to top" }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(consoleErrors).toEqual([])
})

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the mobile menu opens, navigates and closes under the policy", async ({ page, consoleErrors }) => {
    await open(page, "faq")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    const menu = page.getByRole("dialog")
    await expect(menu).toBeVisible()
    await menu.getByRole("link", { name: "Troubleshooting" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Troubleshooting")
    expect(consoleErrors).toEqual([])
  })
})

test("the crash page shows under the policy", async ({ page }) => {
  await open(page, "faq")
  await page.route("**/page-data/apps/page-data.json", async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.result.data.doc = null
    await route.fulfill({ response, json: body })
  })
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Apps" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page crashed.")
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page crashed.")
})

test("the notice with Retry for a chunk that failed to load works under the policy", async ({ page }) => {
  let blocked = true
  await page.route(/component---src-templates-doc-page-tsx-.*\.js$/, (route) =>
    blocked ? route.abort() : route.continue()
  )
  await page.goto("faq")
  const notice = page.getByRole("alert").filter({ hasText: "failed to load" })
  await expect(notice).toBeVisible()
  blocked = false
  await notice.getByRole("button", { name: "Retry" }).click()
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQ")
})

test("the base URL banner shows under the policy when the site's scripts cannot load", async ({ page }) => {
  await page.route(/\/docs\/.*\.js$/, (route) => route.abort())
  await page.goto("")
  await expect(page.locator("#base-url-issue-banner")).toBeVisible()
  expect(await page.locator("#base-url-issue-banner").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    "rgb(192, 38, 43)"
  )
})
