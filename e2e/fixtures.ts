/**
 * Shared Playwright fixture: the third-party analytics host is answered locally (the site must work
 * without it, and tests never leave the machine), and every test fails on a console error or an
 * uncaught exception in the page (tests that ask for `consoleErrors`) and on any Content-Security-Policy
 * violation in any page of its browser context (every test: `cspViolations` is automatic). Every spec
 * takes `test` from here.
 */
import { test as base, expect, type Page } from "@playwright/test"

/** A `securitypolicyviolation` event, as the browser reported it. */
export interface CspViolation {
  directive: string
  blockedURI: string
  sample: string
  source: string
  page: string
}

/** One line naming what was blocked, by which directive, where. */
export function describeViolation(v: CspViolation): string {
  const what =
    v.blockedURI === "inline" || v.blockedURI === "eval" || !v.blockedURI
      ? `${v.blockedURI || "inline"} code`
      : v.blockedURI
  return `${v.directive} blocked ${what}${v.sample ? ` (sample: ${JSON.stringify(v.sample)})` : ""} on ${v.page}${v.source ? ` at ${v.source}` : ""}`
}

export const test = base.extend<{ consoleErrors: string[]; cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = []
      await context.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
        violations.push(violation)
      })
      await context.addInitScript(() => {
        window.addEventListener(
          "securitypolicyviolation",
          (event) => {
            const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation
            report?.({
              directive: event.effectiveDirective || event.violatedDirective,
              blockedURI: event.blockedURI,
              sample: event.sample,
              source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "",
              page: location.href,
            })
          },
          true
        )
      })
      await use(violations)
      expect(violations.map(describeViolation), "Content-Security-Policy violations").toEqual([])
    },
    { auto: true },
  ],
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
  await page.waitForFunction(
    () => Boolean((window as unknown as { ___loader?: unknown }).___loader) && document.readyState === "complete"
  )
  await page.waitForLoadState("networkidle")
  // The shell hydrates in parts (HydrationBoundary): wait until React owns every navigation link.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("nav a[href], footer a[href]")].every((a) =>
      Object.keys(a).some((key) => key.startsWith("__reactFiber$"))
    )
  )
}
