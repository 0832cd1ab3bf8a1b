/**
 * The API reference in the build: the overview, one page per operation listed below (the fixed set of
 * operations the reference documents) and the introduction (32 routes under /api), each with its
 * title; operation pages show method and path; the overview lists every operation; the OpenAPI
 * document is published for download. Each component schema has its model page under /api/models,
 * listed in the API sidebar and linked from the fields of its type.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { PUBLIC, decode, pageHtml, titleOf } from "./helpers.mjs"

const SPEC_FILE = path.resolve(process.env.DOCS_OPENAPI_FILE ?? "openapi/pollaris-api.yaml")

/** slug, method, path of every operation, in the order the API sidebar lists them. */
const OPERATIONS = [
  ["create-poll", "POST", "/polls"],
  ["get-poll", "GET", "/polls/{pollId}"],
  ["update-poll", "PATCH", "/polls/{pollId}"],
  ["delete-poll", "DELETE", "/polls/{pollId}"],
  ["close-poll", "POST", "/polls/{pollId}/close"],
  ["reopen-poll", "POST", "/polls/{pollId}/reopen"],
  ["publish-poll", "POST", "/polls/{pollId}/publish"],
  ["get-answers", "GET", "/polls/{pollId}/answers"],
  ["get-answer", "GET", "/polls/{pollId}/answers/{answerId}"],
  ["update-answer", "PATCH", "/polls/{pollId}/answers/{answerId}"],
  ["get-answer-votes", "GET", "/polls/{pollId}/answers/{answerId}/votes"],
  ["get-votes", "GET", "/polls/{pollId}/votes"],
  ["get-vote", "GET", "/polls/{pollId}/votes/{userId}"],
  ["delete-vote", "DELETE", "/polls/{pollId}/votes/{userId}"],
  ["get-guild", "GET", "/guilds/{guildId}"],
  ["update-guild", "PATCH", "/guilds/{guildId}"],
  ["get-guild-limits", "GET", "/guilds/{guildId}/limits"],
  ["get-polls", "GET", "/guilds/{guildId}/polls"],
  ["get-scheduled-polls", "GET", "/guilds/{guildId}/scheduled-polls"],
  ["get-roles", "GET", "/guilds/{guildId}/roles"],
  ["get-role", "GET", "/guilds/{guildId}/roles/{roleId}"],
  ["update-role", "PATCH", "/guilds/{guildId}/roles/{roleId}"],
  ["get-restrictions", "GET", "/guilds/{guildId}/restrictions"],
  ["get-restriction", "GET", "/guilds/{guildId}/restrictions/{restrictionId}"],
  ["create-restriction", "POST", "/guilds/{guildId}/restrictions"],
  ["delete-restriction", "DELETE", "/guilds/{guildId}/restrictions/{restrictionId}"],
  ["get-audit-log", "GET", "/guilds/{guildId}/audit-log"],
  ["get-current-user", "GET", "/users/@me"],
  ["get-current-user-guilds", "GET", "/users/@me/guilds"],
  ["get-current-user-audit-log", "GET", "/users/@me/audit-log"],
]

const spec = yaml.load(fs.readFileSync(SPEC_FILE, "utf8"))
const summaryOf = (method, p) => spec.paths[p]?.[method.toLowerCase()]?.summary
/** An operation has parameters of its own or of its path item. */
const hasParameters = (method, p) =>
  Boolean(spec.paths[p]?.parameters?.length || spec.paths[p]?.[method.toLowerCase()]?.parameters?.length)

const ROUTES = {
  "/api": "API overview",
  "/api/pollaris-api": "Pollaris API",
  ...Object.fromEntries(OPERATIONS.map(([slug, method, p]) => [`/api/${slug}`, summaryOf(method, p)])),
}

test("the API reference has 32 routes: overview, introduction and 30 operations", () => {
  assert.equal(Object.keys(ROUTES).length, 32)
  const built = fs
    .readdirSync(path.join(PUBLIC, "api"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== "models")
    .map((d) => `/api/${d.name}`)
  assert.deepEqual(
    built.sort(),
    Object.keys(ROUTES)
      .filter((r) => r !== "/api")
      .sort(),
    "no missing or extra pages under /api"
  )
})

for (const [route, title] of Object.entries(ROUTES)) {
  test(`API route ${route} is built with the title "${title} | Pollaris Docs"`, () => {
    assert.ok(title, `the document has a summary for ${route}`)
    const html = pageHtml(route)
    assert.ok(html, `public${route}/index.html is missing`)
    assert.equal(titleOf(html), `${title} | Pollaris Docs`)
    assert.ok(/<meta [^>]*name="description" content="[^"]{20,}"/.test(html), "meta description")
    assert.ok(html.includes(`rel="canonical" href="https://pollaris.example/docs${route}"`), "canonical URL")
  })
}

for (const [slug, method, p] of OPERATIONS) {
  test(`operation page /api/${slug} shows ${method} ${p}, its sections and its sidebar`, () => {
    const html = decode(pageHtml(`/api/${slug}`) ?? "")
    assert.ok(html.includes(`data-method="${method.toLowerCase()}">${method}</span>`), "method badge")
    assert.ok(html.includes(`>${p}</code>`), "path")
    for (const id of ["authentication", "responses", "code-samples"])
      assert.ok(html.includes(`id="${id}"`), `section #${id}`)
    // No empty Parameters section: it is there exactly when the operation has parameters.
    assert.equal(
      html.includes('id="parameters"'),
      hasParameters(method, p),
      "a Parameters section only with parameters"
    )
    assert.ok(/id="response-[0-9]{3}"/.test(html), "one heading per response status")
    const text = html.replace(/<[^>]*>/g, "")
    assert.ok(text.includes("curl ") && text.includes("requests.") && text.includes("await fetch("), "code samples")
    assert.ok(html.includes('href="/docs/api/pollaris-api"'), "API sidebar")
  })
}

test("the API overview lists every operation with its method, path and summary, grouped by tag", () => {
  const html = decode(pageHtml("/api") ?? "")
  for (const [slug, method, p] of OPERATIONS) {
    const link = new RegExp(`<a [^>]*data-slug="${slug}" href="/docs/api/${slug}"[^>]*>(.*?)</a>`).exec(html)
    assert.ok(link, `link to ${slug}`)
    assert.ok(link[1].includes(`>${method}</span>`), `${slug}: method`)
    assert.ok(link[1].includes(`>${summaryOf(method, p)}</span>`), `${slug}: summary`)
    assert.ok(link[1].includes(`>${p}</code>`), `${slug}: path`)
  }
  const tagOrder = spec.tags.map((t) => t.name)
  const positions = tagOrder.map((t) => html.indexOf(`id="${t.replace(/[^a-z0-9]+/gi, "-")}"`))
  assert.ok(
    positions.every((p) => p > 0),
    "every tag has a section"
  )
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    positions,
    "tags in the document's order"
  )
  assert.ok(html.includes('href="/docs/openapi/pollaris-api.yaml"'), "download link")
})

test("the OpenAPI document is published at /docs/openapi/pollaris-api.yaml", () => {
  const published = path.join(PUBLIC, "openapi", "pollaris-api.yaml")
  assert.ok(fs.existsSync(published), "public/openapi/pollaris-api.yaml")
  assert.equal(fs.readFileSync(published, "utf8"), fs.readFileSync(SPEC_FILE, "utf8"))
  assert.ok(
    pageHtml("/api/pollaris-api").includes('href="/docs/openapi/pollaris-api.yaml"'),
    "the introduction links to it"
  )
})

test("operation pages ship only their own operation", () => {
  const data = fs.readFileSync(path.join(PUBLIC, "page-data", "api", "get-poll", "page-data.json"), "utf8")
  assert.ok(data.includes('"slug":"get-poll"'))
  assert.ok(!data.includes('"slug":"create-poll"'), "no other operation in the page data")
  assert.ok(!data.includes("Which game should we play on community night?"), "no examples of other operations")
})

test("the API sidebar lists the operations in the product's order", () => {
  const html = pageHtml("/api/get-poll") ?? ""
  const sidebar = html.slice(html.indexOf('aria-label="Docs sidebar"'))
  const order = [...sidebar.matchAll(/href="\/docs\/api\/([a-z-]+)"/g)]
    .map((m) => m[1])
    .filter((slug, i, all) => all.indexOf(slug) === i && slug !== "pollaris-api")
  assert.deepEqual(
    order,
    OPERATIONS.map(([slug]) => slug)
  )
})

// ---------------------------------------------------------------------------------------------------
// Models: one page per component schema.
// ---------------------------------------------------------------------------------------------------

const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase()
const MODELS = Object.keys(spec.components.schemas).map((name) => [name, `/api/models/${kebab(name)}`])

test("every component schema has its model page, and nothing else is under /api/models", () => {
  const built = fs
    .readdirSync(path.join(PUBLIC, "api", "models"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `/api/models/${d.name}`)
  assert.deepEqual(built.sort(), MODELS.map(([, route]) => route).sort())
})

for (const [name, route] of MODELS) {
  test(`model page ${route} shows ${name}: title, description, fields or schema, example`, () => {
    const html = decode(pageHtml(route) ?? "")
    assert.equal(titleOf(html), `${name} | Pollaris Docs`)
    assert.ok(/<meta [^>]*name="description" content="[^"]{20,}"/.test(html), "meta description")
    assert.ok(html.includes(`rel="canonical" href="https://pollaris.example/docs${route}"`), "canonical URL")
    assert.ok(html.includes('id="fields"') || html.includes('id="schema"'), "a Fields or Schema section")
    assert.ok(html.includes('id="example"'), "an Example section")
    assert.ok(html.includes('id="used-by"') || html.includes('id="used-in"'), "where the model is used")
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
    assert.ok(main.length > 0 && !main.includes(`href="/docs${route}"`), "the page does not link to itself")
  })
}

test("the API sidebar lists every model, in the document's order, after the operations", () => {
  const html = pageHtml("/api/models/poll") ?? ""
  const start = html.indexOf('aria-label="Docs sidebar"')
  const sidebar = html.slice(start, html.indexOf("</nav>", start))
  const order = [...sidebar.matchAll(/href="\/docs(\/api\/models\/[a-z-]+)"/g)].map((m) => m[1])
  assert.deepEqual(
    order,
    MODELS.map(([, route]) => route)
  )
  assert.ok(
    sidebar.indexOf("/docs/api/get-current-user-audit-log") < sidebar.indexOf("/docs/api/models/"),
    "models after the operations"
  )
})

test("a field's type links to its model on operation pages; the overview lists the models", () => {
  const createPoll = decode(pageHtml("/api/create-poll") ?? "")
  for (const model of ["poll-create", "answer-create", "poll", "answer", "error"]) {
    assert.ok(createPoll.includes(`href="/docs/api/models/${model}"`), `create-poll links /api/models/${model}`)
  }
  const overview = decode(pageHtml("/api") ?? "")
  for (const [name, route] of MODELS)
    assert.ok(overview.includes(`href="/docs${route}"><code>${name}</code></a>`), `overview lists ${name}`)
})

test("model pages are searchable and have Markdown twins", () => {
  const index = JSON.parse(fs.readFileSync(path.join(PUBLIC, "search-index-api.json"), "utf8"))
  const routes = new Set(index.documents.map((d) => d.sectionRoute))
  for (const [name, route] of MODELS) {
    assert.ok(routes.has(`/docs${route}`), `${name} in search-index-api.json`)
    const twin = path.join(PUBLIC, `${route}.md`)
    assert.ok(fs.existsSync(twin), `${route}.md`)
    assert.ok(fs.readFileSync(twin, "utf8").startsWith(`# ${name}\n`), `${route}.md starts with its title`)
  }
})
