/** The "Try it" console of an operation page on the built site: the mock, checks before sending, the token, curl, keyboard, 390 px. */
import { test, expect, waitForHydration } from "./fixtures"
import type { Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import type { ConsoleOperation } from "../src/lib/openapi/console-data"

const TOKEN = "pk_live_secret_token_1234"

async function openConsole(page: Page) {
  await page.goto("api/create-poll")
  await waitForHydration(page)
  await page.getByRole("button", { name: "Try it" }).click()
  const consolePanel = page.getByRole("complementary", { name: "Try it" })
  await expect(consolePanel.getByRole("button", { name: "Send request" })).toBeVisible()
  return consolePanel
}

const bodyField = (panel: ReturnType<Page["locator"]>) => panel.getByRole("textbox", { name: "Body (JSON)" })

test("the mock answers a valid request with the documented 201 and its example, checked against the schema", async ({
  page,
  consoleErrors,
}) => {
  const panel = await openConsole(page)
  await expect(panel.getByRole("combobox", { name: "Server" })).toHaveValue("mock")
  await panel.getByLabel("Bearer token").fill(TOKEN)
  await panel.getByRole("button", { name: "Send request" }).click()
  const heading = panel.getByRole("heading", { name: "Response" })
  await expect(heading).toBeFocused()
  await expect(panel.locator("[data-status]")).toHaveText("201")
  await expect(panel.getByText("Created", { exact: false }).first()).toBeVisible()
  await expect(panel.getByText("The response matches the documented schema.")).toBeVisible()
  expect(page.url()).not.toContain(TOKEN)
  expect(consoleErrors).toEqual([])
})

test("without channel_id the body is flagged before sending and the mock answers with the documented 422 naming the field", async ({
  page,
}) => {
  const panel = await openConsole(page)
  await panel.getByLabel("Bearer token").fill(TOKEN)
  const body = bodyField(panel)
  const value = JSON.parse(await body.inputValue()) as Record<string, unknown>
  delete value.channel_id
  await body.fill(JSON.stringify(value, null, 2))
  await expect(panel.locator("#api-console-body-check")).toContainText("channel_id is required")
  await panel.getByRole("button", { name: "Send request" }).click()
  await expect(panel.locator("[data-status]")).toHaveText("422")
  await expect(panel.locator("section[aria-labelledby=api-console-response] pre")).toContainText("channel_id")
})

test("a JSON syntax error is shown with its line and column", async ({ page }) => {
  const panel = await openConsole(page)
  const body = bodyField(panel)
  await body.fill('{\n  "channel_id": "1172044433214504970"\n  "question": "Lunch?"\n}')
  await expect(panel.locator("#api-console-body-check")).toContainText("Line 3, column 3: a comma is missing")
  await expect(body).toHaveAttribute("aria-invalid", "true")
})

test("the token stays out of the URL, is kept for the tab unless remembered, and Forget clears both storages", async ({
  page,
}) => {
  const panel = await openConsole(page)
  const field = panel.getByLabel("Bearer token")
  await field.fill(TOKEN)
  const stored = () =>
    page.evaluate(() => [
      sessionStorage.getItem("pollaris.api-console.token"),
      localStorage.getItem("pollaris.api-console.token"),
    ])
  expect(await stored()).toEqual([TOKEN, null])
  await panel.getByLabel("Remember on this device").check()
  expect(await stored()).toEqual([null, TOKEN])
  expect(page.url()).not.toContain(TOKEN)
  await panel.getByRole("button", { name: "Forget" }).click()
  await expect(field).toHaveValue("")
  expect(await stored()).toEqual([null, null])
})

test("copy as curl masks the token unless the reader asks to see it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const panel = await openConsole(page)
  await panel.getByLabel("Bearer token").fill(TOKEN)
  await panel.getByText("The request as curl").click()
  const curl = panel.getByTestId("api-console-curl")
  await expect(curl).toContainText("Authorization: Bearer ****1234")
  await expect(curl).not.toContainText(TOKEN)
  await panel.getByRole("button", { name: "Copy as curl" }).click()
  await expect(panel.getByText("Copied")).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain("curl -X POST 'https://pollaris.example/api/v1/polls'")
  expect(copied).not.toContain(TOKEN)
  await panel.getByLabel("Show the token in curl").check()
  await expect(curl).toContainText(`Authorization: Bearer ${TOKEN}`)
})

test("the console works with the keyboard alone", async ({ page }) => {
  await page.goto("api/create-poll")
  await waitForHydration(page)
  const tryIt = page.getByRole("button", { name: "Try it" })
  await tryIt.focus()
  await page.keyboard.press("Enter")
  const panel = page.getByRole("complementary", { name: "Try it" })
  await expect(panel.getByRole("heading", { name: "Try it" })).toBeFocused()
  // Tab to the token field through the console's controls, type, and submit with Enter.
  const field = panel.getByLabel("Bearer token")
  for (let i = 0; i < 6 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab")
  await expect(field).toBeFocused()
  await page.keyboard.type(TOKEN)
  await page.keyboard.press("Enter")
  await expect(panel.getByRole("heading", { name: "Response" })).toBeFocused()
  await expect(panel.locator("[data-status]")).toHaveText("201")
  // Close returns focus to the button.
  await panel.getByRole("button", { name: "Close the console" }).focus()
  await page.keyboard.press("Enter")
  await expect(tryIt).toBeFocused()
  await expect(tryIt).toHaveAttribute("aria-expanded", "false")
})

test("the open console, with a response and an error shown, has no accessibility violations", async ({ page }) => {
  const panel = await openConsole(page)
  await bodyField(panel).fill('{"question": 5}')
  await panel.getByRole("button", { name: "Send request" }).click()
  await expect(panel.locator("[data-status]")).toHaveText("401")
  await panel.getByText("The request as curl").click()
  const results = await new AxeBuilder({ page })
    .include("#api-console")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
})

test("Escape in the console closes it and gives focus back to the Try it button", async ({ page }) => {
  const panel = await openConsole(page)
  await panel.locator("#api-console-token").focus()
  await page.keyboard.press("Escape")
  await expect(panel).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Try it" })).toBeFocused()
})

test("at 390 px the console opens under the reference and nothing overflows the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const panel = await openConsole(page)
  await panel.getByLabel("Bearer token").fill(TOKEN)
  await panel.getByRole("button", { name: "Send request" }).click()
  await expect(panel.locator("[data-status]")).toHaveText("201")
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0]).toBeLessThanOrEqual(widths[1])
  const box = await panel.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  const reference = await page.locator("#responses").boundingBox()
  expect(box && reference && box.y).toBeGreaterThan(reference?.y ?? Infinity)
})

test("at 1440 px the console opens beside the reference", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const panel = await openConsole(page)
  const box = await panel.boundingBox()
  const lead = await page.locator("main article h1").boundingBox()
  expect(box && lead && box.x).toBeGreaterThan((lead?.x ?? 0) + 300)
})

test.describe("against a real server", () => {
  // A small API on loopback: /cors/ answers create-poll as documented and allows this site (CORS);
  // /cors-wrong/ answers with a body that does not match the schema; /closed/ answers without CORS headers.
  let server: http.Server
  let base = ""
  const seen: { authorization?: string; body?: string; url?: string }[] = []
  const created =
    (
      JSON.parse(
        fs.readFileSync(path.join(__dirname, "../public/api-console/create-poll.json"), "utf8")
      ) as ConsoleOperation
    ).responses.find((r) => r.status === "201")?.example ?? "{}"

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      const cors = !req.url?.startsWith("/closed/")
      if (cors) {
        res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*")
        res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type")
        res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH, DELETE")
        res.setHeader("Access-Control-Expose-Headers", "X-Request-Id")
      }
      if (req.method === "OPTIONS" || req.method === "HEAD") return res.writeHead(204).end()
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString()))
      req.on("end", () => {
        seen.push({ authorization: req.headers.authorization, body, url: req.url })
        if (req.headers.authorization !== `Bearer ${TOKEN}`)
          return res
            .writeHead(401, { "content-type": "application/json" })
            .end('{"error":{"code":"unauthorized","message":"No token."}}')
        res
          .writeHead(201, { "content-type": "application/json", "x-request-id": "req_1" })
          .end(req.url?.startsWith("/cors-wrong/") ? '{"id": 12}' : created)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function sendTo(page: Page, url: string) {
    const panel = await openConsole(page)
    await panel.getByRole("combobox", { name: "Server" }).selectOption("custom")
    await panel.getByLabel("Custom server URL").fill(url)
    await panel.getByLabel("Bearer token").fill(TOKEN)
    await panel.getByRole("button", { name: "Send request" }).click()
    return panel
  }

  test("the request goes out with the token and the body; the response is shown and checked against the schema", async ({
    page,
  }) => {
    const panel = await sendTo(page, `${base}/cors`)
    await expect(panel.locator("[data-status]")).toHaveText("201")
    await expect(panel.getByText("The response matches the documented schema.")).toBeVisible()
    await panel.getByText("Headers (").click()
    await expect(panel.getByText("req_1")).toBeVisible()
    const request = seen.find((s) => s.url === "/cors/polls")
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(JSON.parse(request?.body ?? "{}")).toHaveProperty("channel_id")
  })

  test("a response that does not match the documented schema is flagged, naming the field", async ({ page }) => {
    const panel = await sendTo(page, `${base}/cors-wrong`)
    await expect(panel.locator("[data-status]")).toHaveText("201")
    await expect(panel.getByText("The response does not match the documented schema:")).toBeVisible()
    await expect(
      panel.locator("section[aria-labelledby=api-console-response]").getByText("id", { exact: true })
    ).toBeVisible()
  })

  test("a server that refuses CORS is explained in plain words, and the page keeps working", async ({ page }) => {
    const panel = await sendTo(page, `${base}/closed`)
    await expect(panel.getByRole("heading", { name: "The request did not complete" })).toBeFocused()
    await expect(panel.locator("[data-failure]")).toHaveAttribute("data-failure", "cors")
    await expect(panel.getByText(/does not allow requests from this page \(CORS\)/)).toBeVisible()
    await panel.getByRole("combobox", { name: "Server" }).selectOption("mock")
    await panel.getByRole("button", { name: "Send request" }).click()
    await expect(panel.locator("[data-status]")).toHaveText("201")
  })
})

// Every operation: the console's defaults (required parameters prefilled with their examples, the body with
// its first example) are a request the mock accepts, answered with the operation's documented success status.
const consoleFiles = fs.readdirSync(path.join(__dirname, "../public/api-console")).filter((f) => f.endsWith(".json"))
for (const file of consoleFiles) {
  const op = JSON.parse(
    fs.readFileSync(path.join(__dirname, "../public/api-console", file), "utf8")
  ) as ConsoleOperation
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status))?.status
  test(`the mock answers ${op.method.toUpperCase()} ${op.path} (${op.slug}) with its documented ${success}`, async ({
    page,
  }) => {
    await page.goto(`api/${op.slug}`)
    await waitForHydration(page)
    await page.getByRole("button", { name: "Try it" }).click()
    const panel = page.getByRole("complementary", { name: "Try it" })
    if (op.security) await panel.locator("#api-console-token").fill(TOKEN)
    await panel.getByRole("button", { name: "Send request" }).click()
    await expect(panel.locator("[data-status]")).toHaveText(success ?? "")
    await expect(panel.getByText("The response does not match the documented schema:")).toHaveCount(0)
  })
}

test("every code-sample language stays in sight beside the open console and at 390 px", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openConsole(page)
    const list = page.getByRole("complementary", { name: "Request and response samples" }).getByRole("tablist").first()
    const box = await list.boundingBox()
    const tabs = list.getByRole("tab")
    await expect(tabs).toHaveCount(9)
    for (const tab of await tabs.all()) {
      const r = await tab.boundingBox()
      expect(
        r && box && r.x >= box.x - 0.5 && r.x + r.width <= box.x + box.width + 0.5,
        `${await tab.textContent()} inside its row at ${width} px`
      ).toBe(true)
    }
  }
})
