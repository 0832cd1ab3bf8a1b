/**
 * What a link to any page shows where it is shared, and what every page declares: its own social card
 * (a 1200x630 PNG that exists and differs from every other page's), Open Graph and Twitter tags with
 * absolute URLs, theme-color, the icons and the manifest, and JSON-LD (TechArticle, BreadcrumbList).
 * The listed pages are the sitemap's.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { PUBLIC, decode, pageHtml, titleOf } from "./helpers.mjs"

const SITE = "https://pollaris.example"
const BASE = "/docs"

const routes = [...fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => m[1].slice(`${SITE}${BASE}`.length).replace(/\/$/, "") || "/"
)

/** The content of <meta property|name="key"> in the head. */
function meta(html, key) {
  const head = html.slice(0, html.indexOf("</head>"))
  const tag = [...head.matchAll(/<meta [^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`))
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1]
  return content === undefined || content === null ? null : decode(content)
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(file) {
  const buffer = fs.readFileSync(file)
  assert.equal(buffer.toString("ascii", 1, 4), "PNG", `${file} is not a PNG`)
  return [buffer.readUInt32BE(16), buffer.readUInt32BE(20)]
}

/** The published file of an absolute URL of the site. */
const fileOf = (url) => path.join(PUBLIC, decodeURIComponent(url.slice(`${SITE}${BASE}`.length)))

test("the sitemap lists the pages checked here", () => {
  assert.ok(routes.length > 60, `only ${routes.length} routes in the sitemap`)
  for (const route of ["/", "/commands/poll", "/api/create-poll", "/category/commands", "/api"])
    assert.ok(routes.includes(route), route)
})

test("every listed page has its own 1200x630 social card, named by absolute og:image and twitter:card", () => {
  const digests = new Map()
  const problems = []
  for (const route of routes) {
    const html = pageHtml(route)
    const image = meta(html, "og:image")
    const card = image && fileOf(image)
    if (!image?.startsWith(`${SITE}${BASE}/og/`) || !fs.existsSync(card)) {
      problems.push(`${route}: og:image ${image} is not a published card`)
      continue
    }
    assert.deepEqual(pngSize(card), [1200, 630], `${route}: card size`)
    assert.equal(meta(html, "og:image:width"), "1200", `${route}: og:image:width`)
    assert.equal(meta(html, "og:image:height"), "630", `${route}: og:image:height`)
    assert.ok(meta(html, "og:image:alt")?.length > 10, `${route}: og:image:alt`)
    assert.equal(meta(html, "twitter:card"), "summary_large_image", `${route}: twitter:card`)
    assert.equal(meta(html, "og:url"), `${SITE}${BASE}${route === "/" ? "/" : route}`, `${route}: og:url`)
    assert.equal(meta(html, "og:title"), titleOf(html), `${route}: og:title`)
    assert.ok(meta(html, "og:description")?.length > 20, `${route}: og:description`)
    const digest = crypto.createHash("sha256").update(fs.readFileSync(card)).digest("hex")
    if (digests.has(digest)) problems.push(`${route} has the same card as ${digests.get(digest)}`)
    digests.set(digest, route)
  }
  assert.deepEqual(problems, [])
})

test("an API operation's card is its own, the others fall back to the default card", () => {
  assert.equal(meta(pageHtml("/api/close-poll"), "og:image"), `${SITE}${BASE}/og/api/close-poll.png`)
  assert.equal(meta(pageHtml("/search"), "og:image"), `${SITE}${BASE}/og/default.png`)
  assert.deepEqual(pngSize(path.join(PUBLIC, "og/default.png")), [1200, 630])
  // No card is left for a page that is not listed.
  const cards = []
  const walk = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .forEach((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : cards.push(path.join(dir, e.name))))
  walk(path.join(PUBLIC, "og"))
  assert.equal(cards.length, routes.length + 1, "one card per listed page, plus the default")
})

test("every page declares theme-color, the SVG and PNG favicons, the apple-touch-icon and the manifest, and they are published", () => {
  for (const route of ["/", "/commands/poll", "/api/create-poll", "/search", "/404"]) {
    const html = pageHtml(route)
    assert.equal(meta(html, "theme-color"), "#5865f2", `${route}: theme-color`)
    for (const link of [
      'rel="icon" href="/docs/favicon.svg" type="image/svg+xml"',
      'rel="icon" href="/docs/favicon-32.png" type="image/png" sizes="32x32"',
      'rel="apple-touch-icon" href="/docs/apple-touch-icon.png"',
      'rel="manifest" href="/docs/manifest.webmanifest"',
    ]) {
      assert.ok(html.includes(link), `${route}: <link ${link}>`)
    }
  }
  assert.match(fs.readFileSync(path.join(PUBLIC, "favicon.svg"), "utf8"), /^<svg /)
  assert.deepEqual(pngSize(path.join(PUBLIC, "favicon-32.png")), [32, 32])
  assert.deepEqual(pngSize(path.join(PUBLIC, "apple-touch-icon.png")), [180, 180])
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "manifest.webmanifest"), "utf8"))
  assert.equal(manifest.theme_color, "#5865f2")
  assert.equal(manifest.name, "Pollaris Docs")
  for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
    const size = Number(icon.sizes.split("x")[0])
    assert.deepEqual(pngSize(path.join(PUBLIC, icon.src.slice(`${BASE}/`.length))), [size, size], icon.src)
  }
})

test("every listed page carries JSON-LD: a TechArticle and its BreadcrumbList", () => {
  for (const route of routes) {
    const html = pageHtml(route)
    const head = html.slice(0, html.indexOf("</head>"))
    const json = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(head)?.[1]
    assert.ok(json, `${route}: no JSON-LD in the head`)
    const [article, crumbs] = JSON.parse(json)
    assert.equal(article["@type"], "TechArticle", route)
    assert.equal(`${article.headline} | Pollaris Docs`, titleOf(html), `${route}: headline`)
    assert.equal(article.image, meta(html, "og:image"), `${route}: image`)
    assert.equal(crumbs["@type"], "BreadcrumbList", route)
    const items = crumbs.itemListElement
    assert.equal(items[0].item, `${SITE}${BASE}/`, `${route}: the trail starts at the docs' home`)
    assert.equal(items.at(-1).item, meta(html, "og:url"), `${route}: the trail ends at the page`)
    items.forEach((item, i) => assert.equal(item.position, i + 1, `${route}: positions`))
  }
})
