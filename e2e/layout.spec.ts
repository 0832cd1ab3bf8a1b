/**
 * Reading on every screen: a command page, a long guide, two API operations and a category page at a
 * phone, a small laptop and a desktop width. No table cell is cut off, the page never scrolls
 * sideways, the table of contents is reachable, the navbar marks the right section, and End reaches
 * the footer with no layout shift afterwards.
 */
import type { Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"

const PAGES = [
  { route: "commands/poll", section: "Docs", toc: true, api: false },
  { route: "faq", section: "Docs", toc: true, api: false },
  { route: "api/create-poll", section: "API Docs", toc: true, api: true },
  { route: "api/get-audit-log", section: "API Docs", toc: true, api: true },
  { route: "category/commands", section: "Docs", toc: false, api: false },
]
const WIDTHS = [390, 1024, 1440]
/** Above this width the navbar shows its links (the desktop/mobile split at 996 px). */
const DESKTOP = 996

/** Records layout shifts from the start of the page, as the browser reports them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number; hadRecentInput: boolean }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        startTime: number
        hadRecentInput: boolean
      }[]) {
        shifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/**
 * Waits until the page stops scrolling. Chromium loses a Page Down pressed while the previous one's smooth
 * scroll is still running (a bare HTML page does the same, 1 press in about 20 under two test workers); a
 * reader waits for the page to stop before pressing again, and so does the test.
 */
async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY)
        const settled = y === last
        last = y
        return settled
      },
      { intervals: [150] }
    )
    .toBe(true)
}

/** Table cells that stick out of the box that shows them (their scroll wrapper, else the article). */
function cutCells(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = []
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>("main td, main th"))) {
      const r = cell.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue // inside a closed <details>
      const box = (cell.closest(".table-scroll") ?? cell.closest("article")) as HTMLElement
      const b = box.getBoundingClientRect()
      const right = b.left + box.clientWidth
      if (r.right > right + 1 || r.left < b.left - 1)
        cut.push(`${(cell.textContent ?? "").slice(0, 30)} (${Math.round(r.right - right)} px)`)
    }
    return cut
  })
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const p of PAGES) {
      test(`${p.route}: tables fit, no sideways scroll, TOC reachable, section marked, End reaches the footer without a shift`, async ({
        page,
      }) => {
        await recordLayoutShifts(page)
        await page.goto(p.route)
        await waitForHydration(page)

        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          "no horizontal page scroll"
        ).toBeLessThanOrEqual(0)

        // The navbar marks the section whose sidebar the page belongs to.
        if (width > DESKTOP) {
          const nav = page.getByRole("navigation", { name: "Main" })
          await expect(nav.getByRole("link", { name: p.section, exact: true })).toHaveAttribute(
            "aria-current",
            /page|true/
          )
          const other = p.section === "Docs" ? "API Docs" : "Docs"
          await expect(nav.getByRole("link", { name: other, exact: true })).not.toHaveAttribute("aria-current", /.+/)
          const heights = await nav
            .locator("a")
            .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height))
          expect(Math.max(...heights), "navbar links on one line").toBeLessThan(48)
        }

        // A request sample on the first screen of an API operation on a desktop.
        if (p.api && width >= 1440) {
          const sample = page
            .getByRole("complementary", { name: "Request and response samples" })
            .locator("pre")
            .first()
          const box = await sample.boundingBox()
          expect(box && box.y + 40 < 900, "a request sample within the first screen").toBe(true)
          expect(await page.getByRole("tab", { name: "curl" }).first().isVisible()).toBe(true)
        }

        // The table of contents: beside the article on wide guide pages, else a collapsed "On this page" above it.
        if (p.toc) {
          const beside = width >= 1200 && !p.api
          if (beside) {
            await expect(page.locator("main nav[aria-labelledby='toc-title']")).toBeVisible()
          } else {
            const summary = page.locator("main details summary", { hasText: "On this page" })
            await expect(summary).toBeVisible()
            await summary.click()
            const links = page.locator("main details[open] nav a")
            await expect(links.first()).toBeVisible()
            const link = links.nth(2)
            const id = ((await link.getAttribute("href")) ?? "").slice(1)
            await link.click()
            await expect(page).toHaveURL(new RegExp(`#${id}$`))
            await expect(
              page.locator("main details summary", { hasText: "On this page" }).locator("..")
            ).not.toHaveAttribute("open", "")
            // The heading lands at the top of the screen, under the navbar.
            await expect
              .poll(() =>
                page.evaluate(
                  (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1),
                  id
                )
              )
              .toBeGreaterThanOrEqual(0)
            const top = await page.evaluate(
              (target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1,
              id
            )
            expect(top, "anchor jump lands at the heading").toBeLessThan(200)
          }
        }

        // End: lands on the footer, and nothing moves afterwards.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        const before = await page.evaluate(() => performance.now())
        await page.keyboard.press("End")
        await expect
          .poll(() =>
            page.evaluate(
              () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2
            )
          )
          .toBe(true)
        await page.waitForTimeout(800)
        const after = await page.evaluate(() => ({
          atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2,
          footerTop: document.querySelector("footer")?.getBoundingClientRect().top ?? Infinity,
        }))
        expect(after.atEnd, "still at the end: the page did not grow after the jump").toBe(true)
        expect(after.footerTop, "footer on screen").toBeLessThan(900)
        const shifts = await page.evaluate(
          (t) =>
            (
              window as unknown as { __shifts: { value: number; startTime: number; hadRecentInput: boolean }[] }
            ).__shifts.filter((s) => s.startTime >= t && !s.hadRecentInput),
          before
        )
        expect(shifts, "no layout shift after End").toEqual([])

        // Every table cell visible in its box (all sections are laid out now).
        expect(await cutCells(page), "table cells cut off").toEqual([])
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          "no horizontal page scroll"
        ).toBeLessThanOrEqual(0)
      })
    }
  })
}

test.describe("sticky columns and the navbar", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the sidebar moves up when the navbar hides", async ({ page }) => {
    await page.goto("commands/poll")
    await waitForHydration(page)
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await page.mouse.move(700, 500)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(200)
    await page.mouse.wheel(0, 400)
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveAttribute("data-visible", "false")
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.y ?? 999)).toBeLessThan(20)
  })

  test("the API samples stay beside the reference while it scrolls", async ({ page }) => {
    await page.goto("api/create-poll")
    await waitForHydration(page)
    const samples = page.getByRole("complementary", { name: "Request and response samples" })
    await page.locator("#responses").scrollIntoViewIfNeeded()
    await expect
      .poll(async () => {
        const box = await samples.boundingBox()
        return box !== null && box.y < 900 && box.y + box.height > 0
      })
      .toBe(true)
  })
})

test.describe("API operation", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("success response open, error responses collapsed, response fields not all marked required", async ({
    page,
  }) => {
    await page.goto("api/get-audit-log")
    await waitForHydration(page)
    await expect(page.locator("#response-200")).toBeVisible()
    await expect(page.locator("details:has(#response-404)")).not.toHaveAttribute("open", "")
    await page.locator("#response-404").click()
    await expect(page.locator("details:has(#response-404)")).toHaveAttribute("open", "")
    const responses = page.locator("section[aria-labelledby='responses']")
    expect(await responses.getByText("required", { exact: true }).count()).toBe(0)
  })

  test("an operation without parameters has no Parameters section", async ({ page }) => {
    await page.goto("api/get-current-user")
    await expect(page.locator("h1")).toHaveText("Get current user")
    await expect(page.locator("#parameters")).toHaveCount(0)
  })

  test("a code sample language chosen once is used on every operation page", async ({ page }) => {
    await page.goto("api/create-poll")
    await waitForHydration(page)
    await page.getByRole("tab", { name: "Python" }).click()
    await page.goto("api/get-poll")
    await waitForHydration(page)
    await expect(page.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true")
  })
})

test.describe("content components", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("tabs stay on one row and scroll sideways; copy buttons never cover code", async ({ page }) => {
    await page.goto("getting-started/add-bot-to-server")
    const tops = await page
      .locator("[role=tablist]")
      .first()
      .locator("[role=tab]")
      .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    await page.goto("commands/poll")
    const overlaps = await page.locator(".code-block").evaluateAll(
      (blocks) =>
        blocks.filter((block) => {
          const button = block.querySelector("[data-copy-code]")?.getBoundingClientRect()
          const pre = block.querySelector("pre")?.getBoundingClientRect()
          return button && pre && pre.height > 0 && button.bottom > pre.top && button.top < pre.bottom
        }).length
    )
    expect(overlaps).toBe(0)
  })

  test("the first-steps figure keeps its labels readable on a phone", async ({ page }) => {
    await page.goto("getting-started/first-steps")
    const img = page.locator("article img").first()
    const { shown, natural } = await img.evaluate((el: HTMLImageElement) => ({
      shown: el.getBoundingClientRect().width,
      natural: el.naturalWidth,
    }))
    // The smallest label is 14 SVG px: it must stay at 12 CSS px or more.
    expect((14 * shown) / natural).toBeGreaterThanOrEqual(12)
  })
})

test("a dismissed announcement never paints", async ({ page }) => {
  await page.goto("faq")
  await waitForHydration(page)
  await page.getByRole("button", { name: /close/i }).first().click()
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0)
  await page.addInitScript(() => {
    const seen: number[] = []
    ;(window as unknown as { __bar: number[] }).__bar = seen
    const check = () => {
      const bar = document.querySelector("[data-announcement]")
      seen.push(bar ? bar.getBoundingClientRect().height : 0)
    }
    requestAnimationFrame(check)
    document.addEventListener("DOMContentLoaded", check)
  })
  await page.reload()
  await waitForHydration(page)
  const heights = await page.evaluate(() => (window as unknown as { __bar: number[] }).__bar)
  expect(heights.length).toBeGreaterThan(0)
  expect(heights.every((h) => h === 0)).toBe(true)
})

test.describe("keyboard scrolling on a long guide", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("Page Down moves a screen at a time without shifting the page, Home returns to the top", async ({ page }) => {
    await recordLayoutShifts(page)
    await page.goto("faq")
    await waitForHydration(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const start = await page.evaluate(() => performance.now())
    for (let i = 1; i <= 4; i++) {
      const before = await page.evaluate(() => window.scrollY)
      await page.keyboard.press("PageDown")
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 400)
      await scrollSettled(page)
    }
    await page.waitForTimeout(800)
    const shifts = await page.evaluate(
      (t) =>
        (window as unknown as { __shifts: { startTime: number; hadRecentInput: boolean }[] }).__shifts.filter(
          (s) => s.startTime >= t && !s.hadRecentInput
        ),
      start
    )
    expect(shifts, "no layout shift while paging down").toEqual([])
    await page.keyboard.press("End")
    await page.keyboard.press("Home")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator("h1")).toBeInViewport()
  })
})

for (const width of [997, 1199]) {
  test(`at ${width} px the navbar keeps its links on one line, clear of the brand`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("commands/poll")
    const nav = page.getByRole("navigation", { name: "Main" })
    const boxes = await nav.locator("a").evaluateAll((links) =>
      links.map((a) => {
        const r = a.getBoundingClientRect()
        return { left: r.left, right: r.right, height: r.height, overflow: a.scrollWidth - a.clientWidth }
      })
    )
    expect(Math.max(...boxes.map((b) => b.overflow)), "no link text wider than its box").toBeLessThanOrEqual(1)
    expect(Math.max(...boxes.map((b) => b.height))).toBeLessThan(48)
    // Brand first, then the links: none overlaps the next.
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i].left, `link ${i} after the previous one`).toBeGreaterThanOrEqual(boxes[i - 1].right)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}
