/** axe-core on every route of the site: no serious or critical violation. */
import AxeBuilder from "@axe-core/playwright"
import { test, expect } from "./fixtures"
import { GUIDE_ROUTES, API_ROUTES, MODEL_ROUTES } from "./routes"

const ROUTES = [...GUIDE_ROUTES, ...API_ROUTES, ...MODEL_ROUTES, "search?q=poll", "no-such-page"]

test.describe.configure({ mode: "parallel" })

// One route per test, so no test comes near its limit and a failure names its page. axe takes about
// 4 s on an API operation page on an idle two-core machine, and a loaded CI runner was seen about four
// times slower: 60 s leaves three times that.
const LIMIT = 60_000

for (const route of ROUTES) {
  test(`axe finds no serious or critical violation on /docs/${route}`, async ({ page }) => {
    test.setTimeout(LIMIT)
    await page.goto(route)
    await page.waitForLoadState("networkidle")
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze()
    const failures = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `/docs/${route}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")}`
      )
    expect(failures).toEqual([])
  })
}
