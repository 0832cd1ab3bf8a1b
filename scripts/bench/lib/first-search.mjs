/**
 * A reader's first search on a served build, in headless Chromium with an empty cache: the page is
 * opened and left to settle, then the search box is focused and a query entered at once (pasted or
 * picked from the browser's suggestions) or, with `typed`, typed a key at a time (a search per key,
 * as a reader typing slowly makes it; each loads what it reads); counted are the bytes
 * transferred from then until the first result shows (the search code and the index files or parts,
 * as sent: gzip), the requests, and the time from the first key to the first result. With `fast3g`,
 * the network is throttled as Chrome DevTools' "Fast 3G" preset (562.5 ms latency, 1.44 Mbit/s down,
 * 675 kbit/s up) from the moment the page has loaded.
 */
import { createRequire } from "node:module"
import path from "node:path"
import { ROOT } from "./build.mjs"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./measure-js.mjs"

const { chromium } = createRequire(path.join(ROOT, "package.json"))("playwright-core")

export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}

/**
 * @param {string} pageUrl a page of the served build
 * @param {string[]} queries each measured in a fresh browser context
 * @returns {Promise<{ query: string, bytes: number, requests: number, files: {url: string, bytes: number}[], ms: number, results: number }[]>}
 *   (typed: ms counts from the first key)
 */
export async function measureFirstSearch(pageUrl, queries, { fast3g = false, typed = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const measured = []
  try {
    for (const query of queries) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      await page.goto(pageUrl, { waitUntil: "networkidle" })
      if (fast3g) {
        const cdp = await context.newCDPSession(page)
        await cdp.send("Network.enable")
        await cdp.send("Network.emulateNetworkConditions", FAST_3G)
      }
      const files = []
      const pending = []
      page.on("requestfinished", (request) =>
        pending.push(request.sizes().then((sizes) => files.push({ url: request.url(), bytes: sizes.responseBodySize })))
      )
      const box = page.getByRole("combobox", { name: "Search the documentation" })
      await box.focus()
      const started = Date.now()
      if (typed) {
        // A key every 200 ms: each key's search starts before the next key.
        for (const key of query) {
          await page.keyboard.type(key)
          await page.waitForTimeout(200)
        }
      } else await box.fill(query)
      const options = page.locator("[role=listbox] [role=option]")
      await options.first().waitFor({ state: "visible", timeout: 120_000 })
      const ms = Date.now() - started
      await Promise.all(pending)
      measured.push({
        query,
        bytes: files.reduce((n, f) => n + f.bytes, 0),
        requests: files.length,
        files: files.map((f) => ({ url: new URL(f.url).pathname, bytes: f.bytes })),
        ms,
        results: await options.count(),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return measured
}
