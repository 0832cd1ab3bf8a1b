/**
 * What a shared link shows and the reading aids of a page, in the browser against the served build:
 * social cards and icons, Markdown for agents that ask for it, "Ask an assistant", copying a section,
 * highlighted and diff code lines, and the image dialog by keyboard and pointer.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"

/** The published path (under /docs/) of an absolute URL of the site. */
const local = (url: string | null) => (url ?? "").replace(/^https:\/\/pollaris\.example\/docs\//, "")

async function pngSize(page: Page, path: string): Promise<[number, number, string]> {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()["content-type"]).toBe("image/png")
  const body = await response.body()
  expect(body.toString("ascii", 1, 4)).toBe("PNG")
  return [body.readUInt32BE(16), body.readUInt32BE(20), body.toString("base64")]
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

test.describe("shared links", () => {
  test("each page names its own 1200x630 card, and the card is served", async ({ page }) => {
    const cards: string[] = []
    for (const route of ["commands/poll", "api/create-poll"]) {
      await page.goto(route)
      const image = await page.locator('meta[property="og:image"]').getAttribute("content")
      expect(image).toBe(`https://pollaris.example/docs/og/${route}.png`)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `https://pollaris.example/docs/${route}`
      )
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#5865f2")
      const [width, height, bytes] = await pngSize(page, local(image))
      expect([width, height]).toEqual([1200, 630])
      cards.push(bytes)
    }
    expect(cards[0]).not.toBe(cards[1])
  })

  test("the icons are declared and served, and the browser never asks the host root for /favicon.ico", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto("faq")
    await waitForHydration(page)
    const icon = page.locator('link[rel="icon"][type="image/svg+xml"]')
    await expect(icon).toHaveAttribute("href", "/docs/favicon.svg")
    const svg = await page.request.get("favicon.svg")
    expect(svg.headers()["content-type"]).toBe("image/svg+xml")
    expect((await pngSize(page, "favicon-32.png")).slice(0, 2)).toEqual([32, 32])
    expect((await pngSize(page, "apple-touch-icon.png")).slice(0, 2)).toEqual([180, 180])
    const manifest = await page.request.get((await page.locator('link[rel="manifest"]').getAttribute("href")) ?? "")
    expect(manifest.headers()["content-type"]).toBe("application/manifest+json")
    expect(await manifest.json()).toMatchObject({ name: "Pollaris Docs", theme_color: "#5865f2", start_url: "/docs/" })
    expect(requested).not.toContain("/favicon.ico")
  })
})

test.describe("Markdown for agents", () => {
  test("a page asked for with Accept: text/markdown answers its twin; a browser gets HTML", async ({ page }) => {
    const markdown = await page.request.get("commands/poll", { headers: { Accept: "text/markdown" } })
    expect(markdown.headers()["content-type"]).toMatch(/^text\/markdown/)
    expect(markdown.headers()["vary"]).toBe("Accept")
    expect(await markdown.text()).toBe(await (await page.request.get("commands/poll.md")).text())
    const html = await page.request.get("commands/poll", {
      headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    })
    expect(html.headers()["content-type"]).toMatch(/^text\/html/)
    expect(html.headers()["vary"]).toBe("Accept")
    const intro = await page.request.get("", { headers: { Accept: "text/markdown" } })
    expect(await intro.text()).toMatch(/^# Introduction\n/)
  })

  test("llms.txt opens with how to fetch pages as Markdown, the API base URL and authentication", async ({ page }) => {
    const text = await (await page.request.get("llms.txt")).text()
    const block = text.slice(0, text.indexOf("\n## "))
    expect(block).toContain("Accept: text/markdown")
    expect(block).toContain("https://pollaris.example/api/v1")
    expect(block).toContain("Authorization: Bearer <API key>")
  })
})

test.describe("assistants and sections", () => {
  test("Ask an assistant opens ChatGPT or Claude on the page's Markdown URL, and closes on Escape", async ({
    page,
  }) => {
    await page.goto("commands/poll")
    await waitForHydration(page)
    const summary = page.getByText("Ask an assistant", { exact: true })
    await summary.click()
    for (const [name, origin] of [
      ["ChatGPT", "https://chatgpt.com"],
      ["Claude", "https://claude.ai"],
    ]) {
      const link = page.getByRole("link", { name: `Open in ${name} (opens another site)` })
      await expect(link).toBeVisible()
      const href = new URL((await link.getAttribute("href")) ?? "")
      expect(href.origin).toBe(origin)
      expect(href.searchParams.get("q")).toContain("https://pollaris.example/docs/commands/poll.md")
    }
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await expect(page.getByRole("link", { name: /^Open in ChatGPT/ })).toBeHidden()
    await expect(summary).toBeFocused()
  })

  test("the button beside a heading's anchor copies that section as Markdown", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("commands/poll")
    await waitForHydration(page)
    await page.locator("h2#permissions").hover()
    const button = page.getByRole("button", { name: "Copy the section Permissions as Markdown" })
    await expect(button).toBeVisible()
    await button.click()
    await expect(page.locator('h2#permissions [data-copy-section][data-state="copied"]')).toHaveAttribute(
      "aria-label",
      "Copied"
    )
    const text = await page.evaluate(() => navigator.clipboard.readText())
    expect(text).toMatch(/^## Permissions\n/)
    expect(text).not.toContain("## Examples")
    expect(text.trimEnd().split("\n").at(-1)).toBe("Source: https://pollaris.example/docs/commands/poll#permissions")
  })
})

test.describe("code blocks", () => {
  test("highlighted lines and diff lines are marked in the HTML; Copy gives the new code without signs", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("api/pollaris-api")
    await waitForHydration(page)
    const highlighted = page.locator("pre.code-highlighted .code-line.highlight-line")
    await expect(highlighted.filter({ hasText: '"status": "open"' })).toHaveCount(1)
    expect(await highlighted.count()).toBeGreaterThanOrEqual(4)
    const diff = page.locator("pre.code-diff")
    const added = diff.locator(".code-line.inserted")
    const removed = diff.locator(".code-line.deleted")
    await expect(added).toHaveCount(2)
    await expect(removed).toHaveCount(1)
    // The signs are drawn, not written: the text of a line starts with its code.
    expect(
      await added.last().evaluate((line) => [getComputedStyle(line, "::before").content, line.textContent])
    ).toEqual(['"+"', '  "publish": false\n'])
    expect(await removed.evaluate((line) => getComputedStyle(line, "::before").content)).toBe('"-"')
    await diff.locator("xpath=..").getByRole("button", { name: "Copy code" }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('    { "text": "Sushi", "emoji": "🍣" }\n  ],\n  "publish": false\n}')
    expect(copied).not.toMatch(/^[+-]/m)
    // The Markdown twin keeps plain fences.
    const twin = await (await page.request.get("api/pollaris-api.md")).text()
    expect(twin).toContain("```diff\n {\n")
    expect(twin).toContain('+  "publish": false')
    expect(twin).not.toMatch(/```\w+ \{[\d,-]+\}/)
  })
})

test.describe("image dialog", () => {
  test("opens by keyboard with the alt text as caption, closes on Escape and returns focus", async ({ page }) => {
    const scripts: string[] = []
    page.on(
      "request",
      (request) =>
        request.resourceType() === "script" &&
        request.url().startsWith("http://localhost") &&
        scripts.push(request.url())
    )
    await page.goto("commands/poll")
    await waitForHydration(page)
    const before = scripts.length
    const link = page.locator("a[data-zoom-image]").first()
    const alt = (await link.locator("img").getAttribute("alt")) ?? ""
    await link.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Enlarged image" })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("figcaption")).toHaveText(alt)
    await expect(dialog.getByRole("img", { name: alt })).toBeVisible()
    await expect(dialog.getByRole("button", { name: "Close the enlarged image" })).toBeFocused()
    // Its code came with the interaction, and stays small.
    const loaded = scripts.slice(before)
    expect(loaded.length).toBeGreaterThanOrEqual(1)
    for (const url of loaded) expect((await (await page.request.get(url)).body()).length).toBeLessThan(2048)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(link).toBeFocused()
    // The page's URL did not change: the file was not opened instead.
    await expect(page).toHaveURL(/\/docs\/commands\/poll$/)
  })

  test("opens on a click and closes on a click outside the image's caption", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("getting-started/first-steps")
    await waitForHydration(page)
    const link = page.locator("a[data-zoom-image]").first()
    await link.click()
    const dialog = page.getByRole("dialog", { name: "Enlarged image" })
    await expect(dialog).toBeVisible()
    // The backdrop, beside the dialog's box.
    const box = await dialog.boundingBox()
    await page.mouse.click(5, (box?.y ?? 100) + (box?.height ?? 100) + 20)
    await expect(dialog).toBeHidden()
    await expect(link).toBeFocused()
  })

  test("pages without images never load its code", async ({ page }) => {
    const scripts: string[] = []
    page.on(
      "request",
      (request) =>
        request.resourceType() === "script" &&
        request.url().startsWith("http://localhost") &&
        scripts.push(request.url())
    )
    await page.goto("faq")
    await waitForHydration(page)
    expect(await page.locator("a[data-zoom-image]").count()).toBe(0)
    await page.locator("article").hover()
    await page.keyboard.press("Tab")
    const all = await Promise.all(
      scripts.map(async (url) => (await (await page.request.get(url)).text()).includes("image-dialog__"))
    )
    expect(all.some(Boolean)).toBe(false)
  })
})
