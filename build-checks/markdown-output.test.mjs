/**
 * The Markdown output over the built public/: a twin (<route>.md) for every listed page, no JSX left
 * in them, every internal link in them leading to a built page (and anchor), llms.txt listing exactly
 * the listed pages, and the sitemap listing exactly the listed routes under /docs/. "Listed" is read
 * from the HTML: every built page but the not-found and search pages and pages marked noindex.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { PUBLIC, pageHtml } from "./helpers.mjs"

const SITE = "https://pollaris.example/docs"
const SHELL = new Set(["/404", "/404.html", "/search"])

function builtRoutes(dir = PUBLIC, prefix = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    if (["page-data", "static", "_gatsby", "img", "openapi"].includes(entry.name) && prefix === "") return []
    const route = `${prefix}/${entry.name}`
    const here = fs.existsSync(path.join(dir, entry.name, "index.html")) ? [route] : []
    return [...here, ...builtRoutes(path.join(dir, entry.name), route)]
  })
}

const allRoutes = ["/", ...builtRoutes()].filter((r) => !SHELL.has(r))
const listed = allRoutes.filter((r) => !/<meta name="robots" content="noindex/.test(pageHtml(r) ?? ""))
const unlisted = allRoutes.filter((r) => !listed.includes(r))
const twinFile = (route) => path.join(PUBLIC, route === "/" ? "index.md" : `${route}.md`)
const pageUrl = (route) => (route === "/" ? `${SITE}/` : `${SITE}${route}`)

test("the build has the pages these checks read", () => {
  assert.ok(listed.length >= 60, `only ${listed.length} listed pages found in ${PUBLIC}`)
  for (const route of ["/", "/commands/poll", "/api/create-poll", "/category/commands", "/api"])
    assert.ok(listed.includes(route), route)
})

test("every listed page has its Markdown twin, titled like the page; unlisted pages have none", () => {
  const missing = listed.filter((r) => !fs.existsSync(twinFile(r)))
  assert.deepEqual(missing, [], `pages without a .md twin: ${missing.join(", ")}`)
  for (const route of listed)
    assert.match(fs.readFileSync(twinFile(route), "utf8"), /^# \S/, `${route}.md starts with its title`)
  const leaked = unlisted.filter((r) => fs.existsSync(twinFile(r)))
  assert.deepEqual(leaked, [], `unlisted pages with a twin: ${leaked.join(", ")}`)
})

/** Text outside fenced code and code spans (a usage line may show `<True|False>`). */
const prose = (md) => md.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "").replace(/(`+)[^`]*?\1/g, "")

test("no twin contains JSX: no '<' followed by a capital letter outside code, no component tag anywhere", () => {
  for (const route of listed) {
    const md = fs.readFileSync(twinFile(route), "utf8")
    assert.doesNotMatch(prose(md), /<[A-Z]/, `${route}.md`)
    assert.doesNotMatch(md, /<\/?(Note|Tip|Info|Warning|Danger|Admonition|Tabs|TabItem|Card|CardGrid)\b/, `${route}.md`)
    assert.doesNotMatch(md, /\]\(\/(?!\/)/, `${route}.md has a relative site link`)
  }
})

test("every internal link in the twins leads to a built page, and its anchor to an id on that page", () => {
  const broken = []
  for (const route of listed) {
    const md = fs.readFileSync(twinFile(route), "utf8")
    for (const [, url] of md.matchAll(/\]\((https:\/\/pollaris\.example\/docs[^)\s]*)\)/g)) {
      const [pathPart, anchor] = url.slice(SITE.length).split("#")
      const target = pathPart === "" || pathPart === "/" ? "/" : pathPart.replace(/\/$/, "")
      const html = pageHtml(target)
      const file = path.join(PUBLIC, decodeURIComponent(target))
      if (!html && !(fs.existsSync(file) && fs.statSync(file).isFile())) broken.push(`${route}.md → ${url}`)
      else if (anchor && html && !html.includes(`id="${anchor}"`)) broken.push(`${route}.md → ${url} (no #${anchor})`)
    }
  }
  assert.deepEqual(broken, [])
})

test("llms.txt: product H1, summary, the six sections, and exactly the listed pages as .md links", () => {
  const txt = fs.readFileSync(path.join(PUBLIC, "llms.txt"), "utf8")
  assert.match(txt, /^# Pollaris\n\n> .{40,}\n/)
  const sections = [...txt.matchAll(/^## (.+)$/gm)].map((m) => m[1])
  assert.deepEqual(sections, ["Getting started", "Commands", "Settings", "Permissions", "Help", "API reference"])
  const linked = [...txt.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => m[1])
  const expected = listed.map((r) => `${SITE}${r === "/" ? "/index" : r}.md`)
  assert.deepEqual([...linked].sort(), [...expected].sort())
  for (const url of linked) assert.ok(fs.existsSync(path.join(PUBLIC, url.slice(SITE.length))), url)
})

test("llms-full.txt holds every listed page under its title and URL, in sidebar order", () => {
  const full = fs.readFileSync(path.join(PUBLIC, "llms-full.txt"), "utf8")
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1])
  assert.deepEqual([...sources].sort(), listed.map(pageUrl).sort())
  assert.equal(sources[0], `${SITE}/`, "the introduction comes first")
  assert.ok(sources.indexOf(`${SITE}/commands/poll`) < sources.indexOf(`${SITE}/faq`), "guides in sidebar order")
  assert.ok(sources.indexOf(`${SITE}/faq`) < sources.indexOf(`${SITE}/api/create-poll`), "the API after the guides")
})

test("the sitemap lists exactly the listed routes as absolute /docs/ URLs, and every page links it", () => {
  const index = fs.readFileSync(path.join(PUBLIC, "sitemap-index.xml"), "utf8")
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  assert.ok(files.length > 0 && files.every((f) => f.startsWith(`${SITE}/sitemap-`)), files.join(", "))
  const locs = files.flatMap((f) =>
    [...fs.readFileSync(path.join(PUBLIC, f.slice(SITE.length)), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]
    )
  )
  assert.deepEqual([...locs].sort(), listed.map(pageUrl).sort())
  for (const route of ["/", "/commands/poll", "/api/create-poll"]) {
    assert.match(
      pageHtml(route),
      /<link rel="sitemap" type="application\/xml" href="\/docs\/sitemap-index.xml"\/>/,
      route
    )
  }
})
