/** The API reference in a browser: sidebar groups by tag, operation pages, navigation, overview. */
import { test, expect, waitForHydration } from "./fixtures"

const TAGS = [
  "polls",
  "polls/answers",
  "polls/votes",
  "guilds",
  "guilds/roles",
  "guilds/restrictions",
  "guilds/audit-log",
  "users",
]

test("the API sidebar groups operations by tag, in the document's order, with method badges", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("api/create-poll")
  const sidebar = page.locator("aside").getByRole("navigation", { name: "Docs sidebar" })
  const toggles = sidebar.getByRole("button", { name: /sidebar category/ })
  await expect(toggles).toHaveCount(TAGS.length + 1)
  const labels = await toggles.evaluateAll((buttons) =>
    buttons.map((b) => /'(.*)'/.exec(b.getAttribute("aria-label") ?? "")?.[1])
  )
  expect(labels).toEqual([...TAGS, "Models"])

  // The first links: the overview and the introduction, then the polls group.
  const links = sidebar.getByRole("link")
  await expect(links.nth(0)).toHaveText("API overview")
  await expect(links.nth(1)).toHaveText("Introduction")
  const polls = sidebar.locator("#sidebar-0-polls > li > a")
  await expect(polls).toHaveText([
    "POSTCreate poll",
    "GETGet poll",
    "PATCHUpdate poll",
    "DELETEDelete poll",
    "POSTClose poll",
    "POSTReopen poll",
    "POSTPublish poll",
  ])
  await expect(sidebar.locator("#sidebar-0-polls-answers > li > a")).toHaveText([
    "GETGet answers",
    "GETGet answer",
    "PATCHUpdate answer",
    "GETGet votes",
  ])
  await expect(sidebar.locator("#sidebar-0-users > li > a")).toHaveText([
    "GETGet current user",
    "GETGet current user guilds",
    "GETGet current user audit log",
  ])
  await expect(sidebar.getByRole("link", { name: "Create poll" })).toHaveAttribute("aria-current", "page")
  expect(consoleErrors).toEqual([])
})

test("an operation page shows its method, path, parameters, request body, responses and code samples", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("api/update-poll")
  await waitForHydration(page)
  await expect(page).toHaveTitle("Update poll | Pollaris Docs")
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Update poll")
  await expect(main.locator("header")).toContainText("PATCH")
  await expect(main.locator("header")).toContainText("/polls/{pollId}")

  // Parameters: one row per parameter with name, in, type and required.
  await expect(main.getByRole("heading", { level: 2, name: "Parameters" })).toBeVisible()
  const row = main.locator('tr[data-param="pollId"]')
  await expect(row.locator("td")).toHaveText([/pollId/, "path", "string (Snowflake)", "Yes", /pattern/, /poll's ID/])
  await expect(row.getByRole("link", { name: "Snowflake" })).toHaveAttribute("href", "/docs/api/models/snowflake")

  // Request body: a tree with nested properties behind <details>.
  await expect(main.getByRole("heading", { level: 2, name: "Request body" })).toBeVisible()
  const answers = main
    .locator("details", { has: page.locator("summary", { hasText: "answers[]: 2 properties" }) })
    .first()
  await expect(answers.getByText("The answer text.")).toBeHidden()
  await answers.locator("summary").click()
  await expect(answers.getByText("The answer text.")).toBeVisible()

  // Responses: one h3 per status, with a JSON example.
  await expect(main.getByRole("heading", { level: 2, name: "Responses" })).toBeVisible()
  for (const status of [
    "200 OK",
    "400 Bad Request",
    "404 Not Found",
    "409 Conflict",
    "422 Unprocessable Content",
    "429 Too Many Requests",
  ]) {
    await expect(main.getByRole("heading", { level: 3, name: status })).toBeVisible()
  }
  // The success response's example is beside the reference, with the request example and the code samples.
  const beside = main.getByRole("complementary", { name: "Request and response samples" })
  await expect(beside).toContainText("Response example: 200 OK")
  await expect(beside).toContainText('"question": "Where should we eat after the meetup on Friday?"')

  // The table of contents (collapsed above the two columns) lists the sections and the statuses.
  await main.locator("summary", { hasText: "On this page" }).click()
  const toc = page.getByRole("navigation", { name: "On this page" })
  await expect(toc.getByRole("link", { name: "Request body" })).toHaveAttribute("href", "#request-body")
  await expect(toc.getByRole("link", { name: "404 Not Found" })).toHaveAttribute("href", "#response-404")

  // Code samples in tabs.
  const samples = main.locator("section", { has: page.getByRole("heading", { level: 2, name: "Code samples" }) })
  await expect(samples.getByRole("tabpanel")).toContainText(
    'curl -X PATCH "https://pollaris.example/api/v1/polls/1251839906402717736"'
  )
  await samples.getByRole("tab", { name: "Python" }).click()
  await expect(samples.getByRole("tabpanel")).toContainText("requests.patch(")
  await expect(samples.getByRole("tabpanel")).toContainText('"max_choices": 2,')
  expect(consoleErrors).toEqual([])
})

test("a link to an error response opens it, with only the operation's own codes", async ({ page, consoleErrors }) => {
  await page.goto("api/reopen-poll#response-409")
  await waitForHydration(page)
  const conflict = page.locator('details[data-status="409"]')
  await expect(conflict).toHaveAttribute("open", "")
  await expect(conflict).toContainText("reopen_window_expired")
  await expect(conflict.getByRole("tab")).toHaveText(["Not closed", "Too late to reopen", "Server limit reached"])
  // Another error response stays folded until a link in the page names it.
  const notFound = page.locator('details[data-status="404"]')
  await expect(notFound).not.toHaveAttribute("open", "")
  await page.evaluate(() => (window.location.hash = "#response-404"))
  await expect(notFound).toHaveAttribute("open", "")
  await expect(notFound).toContainText("poll_not_found")
  await expect(notFound).not.toContainText("guild_not_found")
  expect(consoleErrors).toEqual([])
})

test("clicking sidebar links and the overview's operations navigates without a full reload", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("api/get-poll")
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  const sidebar = page.locator("aside").getByRole("navigation", { name: "Docs sidebar" })

  await sidebar.getByRole("link", { name: "Close poll" }).click()
  await expect(page).toHaveURL(/\/docs\/api\/close-poll$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close poll")
  await expect(page.locator("main header")).toContainText("/polls/{pollId}/close")
  await expect(sidebar.getByRole("link", { name: "Close poll" })).toHaveAttribute("aria-current", "page")

  await sidebar.getByRole("link", { name: "API overview" }).click()
  await expect(page).toHaveURL(/\/docs\/api$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API overview")
  const guilds = page.getByRole("list", { name: "Operations of guilds", exact: true })
  await expect(guilds.getByRole("link")).toHaveCount(5)
  await guilds.getByRole("link", { name: /Get guild limits/ }).click()
  await expect(page).toHaveURL(/\/docs\/api\/get-guild-limits$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get guild limits")

  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
  expect(consoleErrors).toEqual([])
})

test("operation pages fit a phone screen", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const route of ["api", "api/create-poll", "api/get-audit-log", "api/update-guild"]) {
    await page.goto(route)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${route} has no horizontal page scroll`).toBeLessThanOrEqual(1)
  }
  expect(consoleErrors).toEqual([])
})
