/** The published search indexes: public/search-index-docs.json and public/search-index-api.json. */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { PUBLIC, pageHtml } from "./helpers.mjs"

const TAGS = ["docs", "api"]
const FIELDS = [
  "id",
  "title",
  "content",
  "tags",
  "sidebarParentCategories",
  "type",
  "pageTitle",
  "sectionTitle",
  "sectionRoute",
]
const BASE = "/docs"

const files = {}
for (const tag of TAGS) {
  const file = path.join(PUBLIC, `search-index-${tag}.json`)
  files[tag] = fs.existsSync(file)
    ? { raw: fs.readFileSync(file), json: JSON.parse(fs.readFileSync(file, "utf8")) }
    : null
}
const all = () => TAGS.flatMap((tag) => files[tag]?.json.documents.map((d) => ({ ...d, tag })) ?? [])

/** "/docs/commands/poll#usage" -> ["/commands/poll", "usage"]. */
function splitRoute(sectionRoute) {
  const [pathname, anchor = null] = sectionRoute.split("#")
  const route = pathname.slice(BASE.length) || "/"
  return [route === "/" ? "/" : route.replace(/\/$/, ""), anchor]
}

const escapeAttribute = (value) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

for (const tag of TAGS) {
  test(`search-index-${tag}.json exists and holds { documents, index }`, () => {
    const file = files[tag]
    assert.ok(file, `public/search-index-${tag}.json is missing`)
    assert.deepEqual(Object.keys(file.json).sort(), ["documents", "index"])
    assert.ok(Array.isArray(file.json.documents) && file.json.documents.length > 0, "documents is a non-empty list")
    // The reader's file names the FlexSearch export, published beside it, and does not carry it.
    assert.deepEqual(file.json.index, { engine: "flexsearch-0.6", export: `search-flexsearch-${tag}.json` })
    const exportFile = path.join(PUBLIC, file.json.index.export)
    assert.ok(fs.existsSync(exportFile), `public/${file.json.index.export} is missing`)
    // FlexSearch 0.6 export: [word -> ids per score slot, context, ids].
    const [slots, , ids] = JSON.parse(fs.readFileSync(exportFile, "utf8"))
    assert.ok(Array.isArray(slots) && slots.length > 0, "index holds FlexSearch's word map")
    const words = slots.flatMap((slot) => Object.keys(slot))
    assert.ok(words.length > 50, "the index has a vocabulary")
    assert.ok(
      words.every((w) => /^[\p{L}\p{N}]+$/u.test(w)),
      "indexed words are split at non-letters"
    )
    // FlexSearch keeps its registered ids as "@<id>".
    const registered = ids.map((id) => Number(String(id).replace(/^@/, ""))).sort((a, b) => a - b)
    assert.deepEqual(
      registered,
      file.json.documents.map((d) => d.id),
      "every document is indexed"
    )
  })

  test(`every document of ${tag} has the fields id, title, content, tags, sidebarParentCategories, type, pageTitle, sectionTitle, sectionRoute (and readers' questions and defined identifiers on some), ids in file order`, () => {
    files[tag].json.documents.forEach((doc, position) => {
      const where = `${tag} document ${position} (${doc.sectionRoute})`
      const { questions, defines, ...fields } = doc
      assert.deepEqual(Object.keys(fields).sort(), [...FIELDS].sort(), where)
      if (questions !== undefined)
        assert.ok(
          Array.isArray(questions) && questions.length > 0 && questions.every((q) => typeof q === "string" && q.trim()),
          `${where}: questions`
        )
      // The identifiers a section defines are lowercased and in its own text, a camelCase name also in
      // the snake_case spelling the index keeps it in ("createPoll": create_poll), a Title Case name of
      // a table as its words ("Send Messages in Threads": send_messages_threads).
      if (defines !== undefined) {
        assert.ok(Array.isArray(defines) && defines.length > 0, `${where}: defines`)
        const text = doc.content.toLowerCase()
        const asWords = (name) => new RegExp(`\\b${name.split("_").join("\\s+(?:(?:in|of|and|&)\\s+)?")}\\b`)
        const inText = (name) =>
          text.includes(name) ||
          (name.includes("_") && (text.includes(name.replace(/_/g, "")) || asWords(name).test(text)))
        for (const name of defines)
          assert.ok(
            typeof name === "string" && name === name.toLowerCase() && inText(name),
            `${where}: defines ${name}`
          )
      }
      assert.equal(doc.id, position, where)
      for (const field of ["title", "pageTitle", "sectionTitle"])
        assert.ok(typeof doc[field] === "string" && doc[field].trim(), `${where}: ${field}`)
      assert.equal(typeof doc.content, "string", where)
      assert.ok(Array.isArray(doc.tags) && doc.tags.every((t) => typeof t === "string"), `${where}: tags`)
      assert.ok(
        Array.isArray(doc.sidebarParentCategories) && doc.sidebarParentCategories.every((t) => typeof t === "string"),
        `${where}: categories`
      )
      assert.ok(["docs", "blog", "other"].includes(doc.type), `${where}: type`)
      assert.match(doc.sectionRoute, /^\/docs\/[^#?]*(#[^#]+)?$/, `${where}: sectionRoute`)
      assert.equal(doc.title, doc.sectionTitle, `${where}: title is the section title`)
      // Plain text: no Markdown links, code fences, MDX components or MDX comments left.
      assert.ok(
        !/\]\(|```|<\/?(Note|Tip|Info|Warning|Danger|Tabs|TabItem|Card|CardGrid)\b|\{\/\*/.test(doc.content),
        `${where}: content is plain text`
      )
    })
  })
}

test("readers' questions (content/search-questions.json) reach the search documents of their sections", () => {
  const documents = [...files.docs.json.documents, ...files.api.json.documents]
  const asked = documents.filter((d) => d.questions)
  const file = JSON.parse(fs.readFileSync(path.resolve("content/search-questions.json"), "utf8")).questions
  assert.equal(asked.length, Object.keys(file).length, "every entry of the file is on one document")
  // Each as written, less the stop words the index leaves out: its other words, in order.
  const words = (text) => text.trim().split(/\s+/)
  const within = (part, whole) => part.reduce((at, word) => (at < 0 ? at : whole.indexOf(word, at) + 1 || -1), 0) > 0
  const writtenOf = (doc) => file[doc.sectionRoute.replace(/^\/docs/, "") || "/"]
  for (const doc of asked) {
    const written = writtenOf(doc)
    assert.equal(doc.questions.length, written.length, doc.sectionRoute)
    doc.questions.forEach((question, i) =>
      assert.ok(within(words(question), words(written[i])), `${doc.sectionRoute}: "${question}" from "${written[i]}"`)
    )
  }
  assert.ok(
    asked.some((doc) => doc.questions.some((question, i) => question !== writtenOf(doc)[i].trim())),
    "stop words are left out"
  )
})

test("section routes point to built pages and to anchors that exist on them", () => {
  const htmlOf = new Map()
  for (const doc of all()) {
    const [route, anchor] = splitRoute(doc.sectionRoute)
    if (!htmlOf.has(route)) htmlOf.set(route, pageHtml(route))
    const html = htmlOf.get(route)
    assert.ok(html, `${doc.sectionRoute}: public${route}/index.html is missing`)
    if (anchor)
      assert.ok(
        html.includes(` id="${escapeAttribute(anchor)}"`),
        `${doc.sectionRoute}: no element with id "${anchor}" on the page`
      )
  }
})

test("a page's first section has no anchor and carries the page's tags; other sections carry none", () => {
  const seen = new Set()
  for (const doc of all()) {
    const [route, anchor] = splitRoute(doc.sectionRoute)
    if (anchor) {
      assert.ok(seen.has(route), `${doc.sectionRoute} comes after its page's first section`)
      assert.deepEqual(doc.tags, [], `${doc.sectionRoute} has no tags`)
    } else {
      assert.ok(!seen.has(route), `${route} has one first section`)
      seen.add(route)
      assert.equal(doc.sectionTitle, doc.pageTitle, `${route}: first section is titled with the page`)
    }
  }
  const poll = all().find((d) => d.sectionRoute === "/docs/commands/poll")
  assert.ok(poll && poll.tags.length > 0, "the /poll page's tags are on its first section")
})

test("unlisted and draft pages are not indexed", () => {
  const indexed = new Set(all().map((d) => splitRoute(d.sectionRoute)[0]))
  const walk = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
  for (const file of walk(PUBLIC).filter((f) => f.endsWith(`${path.sep}index.html`))) {
    const html = fs.readFileSync(file, "utf8")
    if (!/<meta name="robots" content="noindex/.test(html)) continue
    const route = `/${path.relative(PUBLIC, path.dirname(file)).split(path.sep).join("/")}`.replace(/^\/$/, "/")
    assert.ok(!indexed.has(route), `${route} is noindex (unlisted or draft) but in the search index`)
  }
  const contentDir = path.resolve("content/docs")
  for (const file of walk(contentDir).filter((f) => f.endsWith(".mdx"))) {
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? ""
    if (!/^(unlisted|draft):\s*true\s*$/m.test(frontmatter)) continue
    const route =
      `/${path
        .relative(contentDir, file)
        .replace(/\.mdx$/, "")
        .split(path.sep)
        .join("/")}`.replace(/(^|\/)index$/, "") || "/"
    assert.ok(!indexed.has(route), `${route} is unlisted or a draft but in the search index`)
  }
  assert.ok(!indexed.has("/search") && !indexed.has("/404"), "the search and not-found pages are not indexed")
})

test("the api index holds the API introduction and one document per operation, create-poll included", () => {
  const api = files.api.json.documents
  const docs = files.docs.json.documents
  const createPoll = api.find((d) => d.sectionRoute === "/docs/api/create-poll")
  assert.ok(createPoll, "create-poll is in the api index")
  assert.match(createPoll.content, /^POST \/polls\b/)
  assert.equal(createPoll.title, "Create poll")
  assert.deepEqual(createPoll.sidebarParentCategories, ["API", "polls"])
  assert.deepEqual(createPoll.tags, ["polls"])
  assert.ok(
    api.some((d) => d.sectionRoute.startsWith("/docs/api/pollaris-api")),
    "the API introduction is in the api index"
  )
  assert.ok(!docs.some((d) => d.sectionRoute.startsWith("/docs/api/")), "no API page in the docs index")
  const operations = api.filter((d) => /^[A-Z]+ \//.test(d.content) && !d.sectionRoute.includes("#"))
  assert.ok(operations.length >= 30, `one document per operation (found ${operations.length})`)
})

test("both index files together stay under 100 KB gzip", () => {
  const gzip = TAGS.reduce((sum, tag) => sum + zlib.gzipSync(files[tag].raw).length, 0)
  assert.ok(gzip < 100 * 1024, `${(gzip / 1024).toFixed(1)} KB gzip`)
})

test("sections define the identifiers of their reference tables, operations their operationId, path, parameters and body fields", () => {
  const byRoute = new Map(all().map((d) => [d.sectionRoute, d]))
  const defines = (route) => byRoute.get(route)?.defines ?? []
  assert.ok(defines("/docs/commands/poll#options").includes("max_choices"), "/poll's option table")
  assert.ok(defines("/docs/api/pollaris-api#status-codes").includes("validation_failed"), "the status codes table")
  for (const name of ["createpoll", "post /polls", "max_choices"])
    assert.ok(defines("/docs/api/create-poll").includes(name), name)
  // A model defines its own allowed values (AuditLogAction's actions) and the plain names of its
  // fields ("color"), never the identifiers among its fields (next_cursor).
  for (const model of all().filter((d) => d.sectionRoute.startsWith("/docs/api/models/") && d.defines)) {
    // Its own values come first, before its fields'.
    const own = model.content.match(/One of: (.*?)\.(?: |$)/)?.[1] ?? ""
    const values = own.split(", ").map((v) => v.toLowerCase())
    const plainField = (name) => /^\p{L}+$/u.test(name) && model.content.toLowerCase().includes(` ${name}: `)
    for (const name of model.defines)
      assert.ok(values.includes(name) || plainField(name), `${model.sectionRoute} defines ${name}`)
  }
  assert.ok(defines("/docs/api/models/audit-log-action").includes("poll.reopen"), "AuditLogAction's values")
  assert.ok(defines("/docs/api/models/role").includes("color"), "Role's plain field names")
  assert.ok(!defines("/docs/api/models/poll-list").includes("next_cursor"), "a list model does not define next_cursor")
  const mentions = all().filter((d) => d.sectionRoute.startsWith("/docs/faq") && d.content.includes("max_choices"))
  assert.ok(mentions.length > 0 && mentions.every((d) => !d.defines), "the FAQ only mentions max_choices")
})
