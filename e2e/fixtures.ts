/**
 * Shared Playwright fixture: the third-party analytics host is answered locally (the site must work
 * without it, and tests never leave the machine), and every test fails on a console error or an
 * uncaught exception in the page.
 */
import { test as base, expect, type Page } from "@playwright/test"

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.on("pageerror", (error) => errors.push(String(error)))
    await page.route(/^https?:\/\/(?!localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: "" })
    )
    await use(errors)
    expect(errors, "console errors").toEqual([])
  },
})

export { expect }

/** Waits until Gatsby has hydrated the page, so client-side behaviour is attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { ___loader?: unknown }).___loader) && document.readyState === "complete")
  await page.waitForLoadState("networkidle")
  // The shell hydrates in parts (HydrationBoundary): wait until React owns every navigation link.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("nav a[href], footer a[href]")].every((a) => Object.keys(a).some((key) => key.startsWith("__reactFiber$")))
  )
}
