/**
 * A split search index in the browser. The built docs index is packed into small parts here (as the
 * build publishes a large one: src/lib/search/pack.ts) and served in place of the whole file: the box
 * then shows the same results as with the whole file, fetching only some parts; a part that fails
 * leaves that index empty, silently, until the next focus.
 */
import fs from "fs"
import path from "path"
import type { Page, Route } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import { packIndex } from "../src/lib/search/pack"
import type { SearchDocument } from "../src/lib/search/types"

const FOLDER = "search-docs-0000000000e2e0000000"
const documents = (
  JSON.parse(fs.readFileSync(path.join(__dirname, "../public/search-index-docs.json"), "utf8")) as {
    documents: SearchDocument[]
  }
).documents
const pack = packIndex(documents, { parts: FOLDER, wordBytes: 1_000, shardBytes: 6_000, groupBytes: 6_000 })
const parts = new Map<string, unknown>([
  ...pack.words.map((words, i) => [`w${i}.json`, words] as [string, unknown]),
  ...pack.shards.map((shard, i) => [`s${i}.json`, shard] as [string, unknown]),
  ...pack.groups.map((group, i) => [`d${i}.json`, group] as [string, unknown]),
  ["vocabulary.json", pack.vocabulary],
])

/** Serves the docs index split; returns the parts requested, and a switch that makes document groups fail. */
async function serveSplit(page: Page) {
  const requested: string[] = []
  const state = { failGroups: false }
  await page.route(/\/search-index-docs\.json$/, (route: Route) =>
    route.fulfill({ json: { documents: [], index: pack.entry } })
  )
  await page.route(new RegExp(`/${FOLDER}/`), (route: Route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop() as string
    requested.push(name)
    if (state.failGroups && name.startsWith("d")) return route.abort()
    const body = parts.get(name)
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ json: body })
  })
  return { requested, state }
}

const box = (page: Page) => page.getByRole("combobox", { name: "Search the documentation" })
const options = (page: Page) => page.getByRole("listbox", { name: "Search results" }).getByRole("option")

/** The results the box shows for a query (the last query's are cleared first, so none of them is read). */
async function resultsOf(page: Page, query: string): Promise<string[]> {
  await box(page).click()
  await box(page).fill("")
  await expect(options(page)).toHaveCount(0)
  await box(page).fill(query)
  await expect(options(page).first()).toBeVisible()
  return options(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
}

const QUERIES = ["poll", "anonymous poll results", "how do i export results to csv", "permisions", "vot", "max_choices"]

test("a split index shows the results of the whole file, fetching only the parts it reads", async ({
  page,
  browser,
}) => {
  const { requested } = await serveSplit(page)
  await page.goto("faq")
  await waitForHydration(page)
  const whole = await browser.newPage()
  await whole.goto("faq")
  await waitForHydration(whole)
  const afterFirst: number[] = []
  for (const query of QUERIES) {
    expect({ query, results: await resultsOf(page, query) }).toEqual({ query, results: await resultsOf(whole, query) })
    afterFirst.push(requested.length)
  }
  // The first query fetched a few parts; every part is fetched once for the visit.
  expect(afterFirst[0]).toBeGreaterThan(0)
  expect(afterFirst[0]).toBeLessThan(parts.size / 4)
  expect(new Set(requested).size).toBe(requested.length)
  await whole.close()
})

test("a part that fails leaves that index empty, and is fetched again on the next focus", async ({
  page,
  consoleErrors,
}) => {
  const { state } = await serveSplit(page)
  state.failGroups = true
  await page.goto("faq")
  await waitForHydration(page)
  // The docs index gives nothing; the API index still answers, and no error shows.
  const during = await resultsOf(page, "create poll")
  expect(during.length).toBeGreaterThan(0)
  expect(during.every((href) => href.startsWith("/docs/api/"))).toBe(true)
  await expect(page.getByRole("alert")).toHaveCount(0)

  state.failGroups = false
  await box(page).blur()
  await box(page).focus()
  await expect.poll(() => resultsOf(page, "create poll")).toContainEqual(expect.stringMatching(/^\/docs\/(?!api\/)/))
  const unrelated = consoleErrors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...unrelated)
})
