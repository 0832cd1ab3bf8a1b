/**
 * social-cards: after the build, every listed page gets its social card (public/og/<route>.png, the
 * image its og:image names), pages without one share public/og/default.png; the PNG icons and the web
 * app manifest are written next to the SVG favicon.
 *
 * Each image is cached in the build cache under the digest of what it shows and of the code and fonts
 * that draw it: a warm build draws none, a changed page redraws only its card. Cards of pages that are
 * gone are deleted, so a rebuild leaves the same public/ as a clean build.
 */
import fs from "fs"
import path from "path"
import crypto from "crypto"
import type { GatsbyNode, Node } from "gatsby"
import { site } from "../../src/config/site"
import { siteIcons } from "../../src/config/social"
import { apiLabels } from "../../src/components/ApiOperation/labels"
import { isListedPage } from "../../src/lib/listed-pages"
import { cardData, cardPath, defaultCardData, type CardData, type CardPage } from "../../src/lib/social-card"
import { webManifest } from "../../src/lib/site-icons"
import { CARD_FONTS, MARK_FILE, createRenderer, projectRequire, type Renderer } from "./render"

interface PageContext {
  id?: string
  category?: { title: string }
  breadcrumbs?: { label: string }[]
  sidebarName?: string | null
}

interface SitePageNode extends Node {
  path: string
  pageContext?: PageContext
  context?: PageContext
}

type DocNode = Node & { route: string; title: string; unlisted: boolean; draft: boolean }
type ApiOperationNode = Node & { summary: string; method: string; path: string }

const FAVICON_FILE = path.resolve("static", siteIcons.svg)

/** The code, fonts and sources that decide how an image looks: part of every cache key. */
function drawingDigest(): string {
  const hash = crypto.createHash("sha256")
  const files = [
    "src/lib/social-card.ts",
    "src/lib/social-card-layout.ts",
    "src/config/social.ts",
    "plugins/social-cards/render.ts",
    MARK_FILE,
    FAVICON_FILE,
    ...CARD_FONTS.map((f) => projectRequire.resolve(f.file)),
    projectRequire.resolve("satori/package.json"),
    projectRequire.resolve("sharp/package.json"),
  ]
  for (const file of files) hash.update(file).update(fs.readFileSync(path.resolve(file)))
  return hash.digest("hex").slice(0, 16)
}

/** A page's card, or null when the page has none of its own (unlisted, not-found, search). */
function cardPageOf(sitePage: SitePageNode, getNode: (id: string) => Node | undefined, unlisted: Set<string>): CardPage | null {
  const route = sitePage.path
  if (!isListedPage(route, unlisted)) return null
  const context = sitePage.pageContext ?? sitePage.context ?? {}
  const node = context.id ? getNode(context.id) : undefined
  const sidebar = context.sidebarName === "api" || route === "/api" || route.startsWith("/api/") ? "api" : "guides"
  const base = { route, breadcrumbs: context.breadcrumbs, sidebar } as const
  if (context.category) return { ...base, title: context.category.title }
  if (node?.internal.type === "Doc") return { ...base, title: (node as DocNode).title }
  if (node?.internal.type === "ApiOperation") {
    const op = node as ApiOperationNode
    return { ...base, title: op.summary, method: op.method, path: op.path }
  }
  if (route === "/api") return { ...base, title: apiLabels.overviewTitle }
  return null
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, getNode, reporter, cache }) => {
  const publicDir = path.resolve("public")
  const store = path.join(cache.directory, "images")
  fs.mkdirSync(store, { recursive: true })
  const digest = drawingDigest()
  let renderer: Renderer | null = null
  const draw = () => (renderer ??= createRenderer())
  let drawn = 0

  /** Writes the cached image for `key` to `target`, drawing (and caching) it first when needed. */
  const publish = async (key: string, target: string, make: (r: Renderer) => Promise<Buffer>) => {
    const cached = path.join(store, `${crypto.createHash("sha256").update(`${digest}:${key}`).digest("hex")}.png`)
    if (!fs.existsSync(cached)) {
      const png = await make(draw())
      // Written whole, then renamed: an interrupted build never leaves half an image in the cache.
      const temp = `${cached}.${process.pid}.tmp`
      fs.writeFileSync(temp, png)
      fs.renameSync(temp, cached)
      drawn++
    }
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(cached, target)
  }

  const urls = { siteUrl: site.siteUrl, basePath: site.basePath }
  const unlisted = new Set((getNodesByType("Doc") as DocNode[]).filter((d) => d.unlisted || d.draft).map((d) => d.route))
  const cards: [string, CardData][] = [[cardPath(null), defaultCardData(urls)]]
  for (const sitePage of getNodesByType("SitePage") as SitePageNode[]) {
    const page = cardPageOf(sitePage, getNode, unlisted)
    if (page) cards.push([cardPath(page.route), cardData(page, urls)])
  }

  const published = new Set<string>()
  try {
    // Two at a time: satori works on the main thread while sharp rasterises the previous card in its own.
    const queue = [...cards]
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [file, card] = next
        const target = path.join(publicDir, file)
        published.add(target)
        await publish(`card:${JSON.stringify(card)}`, target, (r) => r.card(card))
      }
    }
    await Promise.all([worker(), worker()])

    const favicon = fs.readFileSync(FAVICON_FILE, "utf8")
    const icons: [string, number, string?][] = [
      [siteIcons.png.file, siteIcons.png.size],
      // iOS rounds the corners itself and shows transparency as black: a full square.
      [siteIcons.appleTouch.file, siteIcons.appleTouch.size, site.themeColor],
      ...siteIcons.manifestIcons.map((icon) => [icon.file, icon.size] as [string, number]),
    ]
    for (const [file, size, background] of icons) {
      await publish(`icon:${file}:${size}:${background ?? ""}:${favicon}`, path.join(publicDir, file), (r) => r.icon(favicon, size, background))
    }
  } catch (error) {
    reporter.panicOnBuild(`Could not draw the social cards and icons: ${(error as Error).message}`)
    return
  }
  fs.writeFileSync(path.join(publicDir, siteIcons.manifest), webManifest(site.basePath, site.themeColor))
  removeStale(path.join(publicDir, cardPath(null).split("/")[1]), published)
  reporter.info(`Social cards: ${cards.length} cards and ${siteIcons.manifestIcons.length + 2} icons (${drawn} drawn, the others from the cache), ${siteIcons.manifest}`)
}

/** Cards of pages that are gone or now unlisted. */
function removeStale(dir: string, current: Set<string>): void {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      removeStale(full, current)
      if (fs.readdirSync(full).length === 0) fs.rmdirSync(full)
    } else if (!current.has(full)) {
      fs.unlinkSync(full)
    }
  }
}
