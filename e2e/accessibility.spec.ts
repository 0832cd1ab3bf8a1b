/** axe-core on every route of the site: no serious or critical violation. */
import AxeBuilder from "@axe-core/playwright"
import { test, expect } from "./fixtures"
import { GUIDE_ROUTES, API_ROUTES, MODEL_ROUTES } from "./routes"

const ROUTES = [...GUIDE_ROUTES, ...API_ROUTES, ...MODEL_ROUTES, "search?q=poll", "no-such-page"]

test.describe.configure({ mode: "parallel" })

// Batches of 10 routes: an API operation page takes axe several seconds, so larger batches of them
// came near the per-test time limit on a two-core machine.
const BATCH = 10
const batches = Array.from({ length: Math.ceil(ROUTES.length / BATCH) }, (_, i) =>
  ROUTES.slice(i * BATCH, (i + 1) * BATCH)
)

for (const [index, chunk] of batches.entries()) {
  test(`axe finds no serious or critical violation (batch ${index + 1})`, async ({ page }) => {
    test.setTimeout(180_000)
    const failures: string[] = []
    for (const route of chunk) {
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze()
      for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        failures.push(
          `/docs/${route}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")}`
        )
      }
    }
    expect(failures).toEqual([])
  })
}
