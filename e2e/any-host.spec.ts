/**
 * What must hold on any static host: these tests run against scripts/serve.mjs (project "serve.mjs")
 * and against a plain file host without redirects (project "static host", e2e/static-host.mjs).
 * `.html` paths, page data that cannot be used, the crash and base URL pages, links to the
 * introduction, the mobile menu, links leaving the site, the back-to-top button, and the API console (its chunk and data are plain files).
 */
import { test, expect, waitForHydration } from "./fixtures"
import type { Page } from "@playwright/test"

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker)
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))

/**
 * Console errors of the page, except the one a host without redirects causes by design: the `.html`
 * document itself answered with the not-found page and HTTP 404.
 */
async function consoleErrorsBut404Document(page: Page): Promise<string[]> {
  const errors: string[] = []
  // The analytics host is answered locally, as in the shared fixture.
  await page.route(/^https?:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "" })
  )
  page.on("console", (message) => {
    if (message.type() !== "error") return
    if (/status of 404/.test(message.text()) && /\.html(\?|#|$)/.test(message.location().url)) return
    errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on("pageerror", (error) => errors.push(String(error)))
  return errors
}

test.describe(".html and /index.html paths", () => {
  for (const [path, bare, heading] of [
    ["faq.html?ref=mail#creating-polls", "/docs/faq?ref=mail#creating-polls", "FAQ"],
    ["commands/poll/index.html", "/docs/commands/poll", "/poll"],
    [
      "commands/settings/colors/buttons.html?x=1",
      "/docs/commands/settings/colors/buttons?x=1",
      "/settings colors buttons",
    ],
    ["index.html", "/docs/", "Introduction"],
  ]) {
    test(`${path} shows the page at ${bare}`, async ({ page }) => {
      const consoleErrors = await consoleErrorsBut404Document(page)
      await page.goto(path)
      await waitForHydration(page)
      await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${bare.replace(/[?#.]/g, "\\$&")}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      await expect(page.getByText("Page Not Found")).toHaveCount(0)
      await expect(page).toHaveTitle(`${heading} | Pollaris Docs`)
      if (bare.includes("#"))
        expect(await page.locator("#creating-polls").evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(300)
      expect(consoleErrors).toEqual([])
    })
  }

  test("the router keeps working after the URL was normalised: client-side links, back and forward", async ({
    page,
  }) => {
    const consoleErrors = await consoleErrorsBut404Document(page)
    await page.goto("faq.html")
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/docs\/faq$/)
    await setMarker(page)
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Apps" }).click()
    await expect(page).toHaveURL(/\/docs\/apps$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apps")
    await page.goBack()
    await expect(page).toHaveURL(/\/docs\/faq$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQ")
    await page.goForward()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apps")
    expect(await marker(page)).toBe(1)
    expect(consoleErrors).toEqual([])
  })

  test("a .html path of no page shows the not-found page", async ({ page }) => {
    await page.goto("no-such-page.html")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
    await expect(page.locator("html")).not.toHaveAttribute("data-html-path")
    await expect(page.locator("#___gatsby")).toBeVisible()
  })
})

test.describe("page data that cannot be used during a client-side navigation", () => {
  for (const [name, answer] of [
    ["answers 404", { status: 404, contentType: "text/html", body: "<!doctype html><title>Not found</title>" }],
    ["is not JSON", { status: 200, contentType: "application/json", body: "<!doctype html><p>maintenance</p>" }],
  ] as const) {
    test(`${name}: the browser loads the page fully`, async ({ page }) => {
      let broken = 0
      await page.route("**/page-data/apps/page-data.json", (route) => {
        if (broken > 0) return route.continue()
        broken += 1
        return route.fulfill(answer)
      })
      await page.goto("faq")
      await waitForHydration(page)
      await setMarker(page)
      await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Apps" }).click()
      await expect(page).toHaveURL(/\/docs\/apps$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apps")
      await waitForHydration(page)
      expect(broken).toBe(1)
      expect(await marker(page)).toBeUndefined()
    })
  }

  test("a link to a page that does not exist ends on the not-found page", async ({ page }) => {
    await page.goto("faq")
    await waitForHydration(page)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/docs/not-a-page")
    )
    await expect(page).toHaveURL(/\/docs\/not-a-page$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
  })
})

test("the crash page has its own tab title", async ({ page }) => {
  await page.goto("faq")
  await waitForHydration(page)
  await expect(page).toHaveTitle("FAQ | Pollaris Docs")
  await page.route("**/page-data/apps/page-data.json", async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.result.data.doc = null
    await route.fulfill({ response, json: body })
  })
  page.on("console", () => undefined)
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Apps" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page crashed.")
  await expect(page).toHaveTitle("This page crashed. | Pollaris Docs")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction")
  await expect(page).toHaveTitle("Introduction | Pollaris Docs")
})

test("the page at the base URL that did not load shows only the red banner", async ({ page }) => {
  await page.route(/\/docs\/.*\.js$/, (route) => route.abort())
  await page.goto("")
  await expect(page.locator("#base-url-issue-banner")).toBeVisible()
  await page.waitForLoadState("load")
  await expect(page.locator("#chunk-load-error")).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0)
  await expect(page.getByRole("alert")).toHaveCount(1)
})

test("every link to the introduction uses /docs/, and the Docs link lands there", async ({ page }) => {
  await page.goto("faq")
  await waitForHydration(page)
  const intro = await page
    .locator("a")
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")).filter((href) => href === "/docs" || href === "/docs/")
    )
  expect(intro.length).toBeGreaterThanOrEqual(4)
  expect(new Set(intro)).toEqual(new Set(["/docs/"]))
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introduction")
  expect(new URL(page.url()).pathname).toBe("/docs/")
})

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test("keeps keyboard focus inside while open; Escape closes it and focus returns to the menu button", async ({
    page,
  }) => {
    await page.goto("commands/poll")
    await waitForHydration(page)
    const toggle = page.getByRole("button", { name: "Open navigation menu" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Navigation" })
    await expect(dialog).toBeVisible()
    const outside: string[] = []
    for (const key of [...Array(45).fill("Tab"), ...Array(8).fill("Shift+Tab")]) {
      await page.keyboard.press(key)
      const where = await page.evaluate(() => {
        const el = document.activeElement
        return el?.closest("dialog") ? null : `${el?.tagName} ${el?.textContent?.slice(0, 30)}`
      })
      if (where) outside.push(`${key}: ${where}`)
    }
    expect(outside).toEqual([])
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("closes when the window becomes desktop-wide, and the page scrolls again", async ({ page }) => {
    await page.goto("faq")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    const dialog = page.getByRole("dialog", { name: "Navigation" })
    await expect(dialog).toBeVisible()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden")
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(dialog).toBeHidden()
    // The scroll lock is released by the menu's effect cleanup, just after the dialog leaves the page.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("")
    await page.mouse.move(600, 400)
    await page.mouse.wheel(0, 900)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test("links that leave pollaris.example carry an icon and '(opens another site)'; main-site links do not", async ({
  page,
}) => {
  await page.goto("faq")
  await waitForHydration(page)
  const footer = page.locator("footer")
  await expect(footer.getByRole("link", { name: "Top.gg (opens another site)" })).toHaveAttribute(
    "href",
    "https://top.gg/bot/pollaris"
  )
  await expect(footer.getByRole("link", { name: "Join the support server (opens another site)" })).toBeVisible()
  await expect(footer.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "href",
    "https://pollaris.example/dashboard"
  )
  const links = await page.locator("a[href^='http']").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute("href")!,
      hint: a.textContent?.includes("(opens another site)") ?? false,
      icon: Boolean(a.querySelector("svg[aria-hidden='true']")),
      target: a.getAttribute("target"),
    }))
  )
  const leaving = links.filter((l) => !/^https:\/\/([\w-]+\.)*pollaris\.example(\/|$)/.test(l.href))
  const staying = links.filter((l) => /^https:\/\/([\w-]+\.)*pollaris\.example(\/|$)/.test(l.href))
  expect(leaving.length).toBeGreaterThanOrEqual(6)
  expect(leaving.filter((l) => !l.hint || !l.icon)).toEqual([])
  expect(staying.length).toBeGreaterThanOrEqual(8)
  expect(staying.filter((l) => l.hint || l.icon || l.target === "_blank")).toEqual([])
})

test.describe("back to top", () => {
  /** Scroll positions, one per animation frame, from the click until the top is reached. */
  async function scrollTrace(page: Page): Promise<number[]> {
    await page.evaluate(() => {
      const w = window as unknown as { __trace: number[] }
      w.__trace = []
      const record = () => {
        w.__trace.push(window.scrollY)
        if (window.scrollY > 0 || w.__trace.length < 3) requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.getByRole("button", { name: "Back to top" }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    return page.evaluate(() => (window as unknown as { __trace: number[] }).__trace)
  }

  async function scrollDown(page: Page) {
    await page.goto("troubleshooting")
    await waitForHydration(page)
    await expect(page.getByRole("button", { name: "Back to top" })).toBeHidden()
    await page.mouse.move(400, 400)
    await page.mouse.wheel(0, 3000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
    // Like the navbar, the button comes back when the reader scrolls up.
    await page.mouse.wheel(0, -200)
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible()
  }

  test("scrolls smoothly to the top: each frame keeps 0.85 of the distance", async ({ page }) => {
    await scrollDown(page)
    const trace = (await scrollTrace(page)).filter((y, i, all) => i === 0 || y !== all[i - 1])
    const steps = trace.slice(1).filter((y, i) => trace[i] > 40 && y > 0)
    expect(steps.length).toBeGreaterThan(8)
    for (let i = 1; i < trace.length; i++) {
      if (trace[i - 1] <= 40 || trace[i] === 0) continue
      expect(trace[i] / trace[i - 1]).toBeGreaterThan(0.8)
      expect(trace[i] / trace[i - 1]).toBeLessThanOrEqual(0.86)
    }
    await expect(page.getByRole("button", { name: "Back to top" })).toBeHidden()
  })

  test("jumps to the top when the reader prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await scrollDown(page)
    const trace = await scrollTrace(page)
    expect(trace.filter((y) => y > 0 && y < trace[0] - 300)).toEqual([])
  })
})

test("the API console loads its chunk and the operation's data, and the mock answers", async ({ page }) => {
  const consoleErrors = await consoleErrorsBut404Document(page)
  await page.goto("api/get-guild")
  await waitForHydration(page)
  await page.getByRole("button", { name: "Try it" }).click()
  const panel = page.getByRole("complementary", { name: "Try it" })
  await panel.locator("#api-console-token").fill("pk_test_token")
  await panel.getByRole("button", { name: "Send request" }).click()
  await expect(panel.locator("[data-status]")).toHaveText("200")
  expect(consoleErrors).toEqual([])
})

test("a model page loads, and a field's type leads to another model without a reload", async ({ page }) => {
  const consoleErrors = await consoleErrorsBut404Document(page)
  await page.goto("api/models/poll")
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poll")
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await page.locator("main").getByRole("link", { name: "Answer", exact: true }).first().click()
  await expect(page).toHaveURL(/\/docs\/api\/models\/answer$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Answer")
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(consoleErrors).toEqual([])
})
