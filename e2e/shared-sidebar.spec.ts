/**
 * The sidebar is shared data: page-data.json names its file, the browser loads each file once per
 * visit, the server's sidebar HTML is what hydration keeps, and a file that fails to load after a
 * client-side navigation loads the page fully.
 */
import { test, expect, waitForHydration } from "./fixtures"

const SHARED = /\/docs\/shared\/sidebar-[a-z]+\.[0-9a-f]{12}\.json$/

function sharedRequests(page: import("@playwright/test").Page): string[] {
  const seen: string[] = []
  page.on("request", (request) => {
    if (SHARED.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

test("page data names the shared sidebar file instead of carrying the sidebar", async ({ request }) => {
  for (const route of ["commands/poll", "api/create-poll", "category/commands"]) {
    const response = await request.get(`page-data/${route}/page-data.json`)
    expect(response.ok()).toBe(true)
    const { pageContext } = (await response.json()).result
    expect(pageContext.sidebar, route).toBeUndefined()
    expect(`/docs${pageContext.sidebarFile}`, route).toMatch(SHARED)
    const shared = await request.get(`.${pageContext.sidebarFile}`)
    expect(Array.isArray(await shared.json()), route).toBe(true)
  }
})

test("hydration keeps the server's sidebar, and navigations load each shared file at most once", async ({ page }) => {
  const seen = sharedRequests(page)
  // Hydration waits for the shared file: held, the page shows the server's HTML.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(SHARED, async (route) => {
    await released
    await route.continue()
  })
  await page.goto("commands/poll")
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" }).first()
  await expect(sidebar).toBeVisible()
  const serverHtml = await sidebar.evaluate((el) => el.outerHTML)
  const serverBox = await sidebar.boundingBox()
  expect(
    await sidebar
      .getByRole("link")
      .first()
      .evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactFiber$")))
  ).toBe(false)
  release()
  await waitForHydration(page)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('nav[aria-label="Docs sidebar"] a')].every((a) =>
      Object.keys(a).some((k) => k.startsWith("__reactFiber$"))
    )
  )
  expect(await sidebar.evaluate((el) => el.outerHTML)).toBe(serverHtml)
  expect(await sidebar.boundingBox()).toEqual(serverBox)
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText("poll")

  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  await sidebar.getByRole("link", { name: "closepoll", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("/closepoll")
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText("closepoll")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Docs" }).click()
  await expect(page).toHaveURL(/\/docs\/api\//)
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toContainText("Create poll")
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("/closepoll")
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toContainText("closepoll")
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)

  const counts = new Map<string, number>()
  for (const file of seen) counts.set(file, (counts.get(file) ?? 0) + 1)
  expect([...counts.keys()].some((f) => f.includes("sidebar-guides."))).toBe(true)
  expect([...counts.keys()].some((f) => f.includes("sidebar-api."))).toBe(true)
  for (const [file, count] of counts) expect(count, file).toBe(1)
})

test("a shared file that fails after a client-side navigation loads the page fully", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/docs\/shared\/sidebar-api\./, (route) => route.abort())
  await page.goto("commands/poll")
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  // A full load fires the load event again; a client-side navigation does not.
  const loaded = page.waitForEvent("load")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Docs" }).click()
  await loaded
  await expect(page).toHaveURL(/\/docs\/api\//)
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined()
  // The full load shows the server's sidebar, static, though its file still fails.
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).first()).toContainText("Create poll")
  await expect.poll(() => consoleErrors.some((e) => e.includes("Shared page data did not load"))).toBe(true)
  const unexpected = consoleErrors.filter((e) => !/shared|Failed to load resource|ERR_FAILED/i.test(e))
  consoleErrors.length = 0
  expect(unexpected).toEqual([])
})
