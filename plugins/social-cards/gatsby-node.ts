/**
 * social-cards: every listed page gets its social card (public/og/<route>.png, the image its og:image
 * names), pages without one share public/og/default.png; the PNG icons and the web app manifest are
 * written next to the SVG favicon.
 *
 * Each image is cached in the build cache under the digest of what it shows and of the code and fonts
 * that draw it: a warm build draws none, a changed page redraws only its card. The drawing starts as soon
 * as the pages are known (onPostBootstrap), in a worker thread that runs while the site's JavaScript is
 * bundled; after the build the images are copied from the cache (any still missing drawn then). Cards of
 * pages that are gone are deleted, so a rebuild leaves the same public/ as a clean build.
 */
import fs from "fs"
import path from "path"
import crypto from "crypto"
import type { GatsbyNode, Node, ParentSpanPluginArgs } from "gatsby"
import { site } from "../../src/config/site"
import { siteIcons } from "../../src/config/social"
import { apiLabels } from "../../src/components/ApiOperation/labels"
import { isListedPage } from "../listed-pages"
import { cardData, cardPath, defaultCardData, type CardData, type CardPage } from "../../src/lib/social-card"
import { webManifest } from "../../src/lib/site-icons"
import { CARD_FONTS, MARK_FILE, WORKER_FILE, createRenderer, projectRequire, type Renderer } from "./render"
import { forEachBounded } from "./bounded"

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
type ApiModelNode = Node & { name: string }

const FAVICON_FILE = path.resolve("static", siteIcons.svg)
/**
 * Images asked of the drawing thread at a time: enough that it never waits for the next one, few
 * enough that only these are in memory (10,000 cards asked at once took several GB).
 */
const DRAWING_AHEAD = 4

/** The code, fonts and sources that decide how an image looks: part of every cache key. */
function drawingDigest(): string {
  const hash = crypto.createHash("sha256")
  const files = [
    "src/lib/social-card.ts",
    "plugins/social-cards/card-layout.ts",
    "src/config/social.ts",
    "plugins/social-cards/render.ts",
    WORKER_FILE,
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
function cardPageOf(
  sitePage: SitePageNode,
  getNode: (id: string) => Node | undefined,
  unlisted: Set<string>
): CardPage | null {
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
  if (node?.internal.type === "ApiModel") return { ...base, title: (node as ApiModelNode).name }
  if (route === "/api") return { ...base, title: apiLabels.overviewTitle }
  return null
}

/** One image to publish: its cache key, its file under public/, and how to draw it. */
interface ImageJob {
  key: string
  file: string
  make: (r: Renderer) => Promise<Buffer>
}

/** Every card and icon of the site, from the pages Gatsby created. */
function imageJobs({ getNodesByType, getNode }: Pick<ParentSpanPluginArgs, "getNodesByType" | "getNode">): ImageJob[] {
  const urls = { siteUrl: site.siteUrl, basePath: site.basePath }
  const unlisted = new Set(
    (getNodesByType("Doc") as DocNode[]).filter((d) => d.unlisted || d.draft).map((d) => d.route)
  )
  const cards: [string, CardData][] = [[cardPath(null), defaultCardData(urls)]]
  for (const sitePage of getNodesByType("SitePage") as SitePageNode[]) {
    const page = cardPageOf(sitePage, getNode, unlisted)
    if (page) cards.push([cardPath(page.route), cardData(page, urls)])
  }
  const favicon = fs.readFileSync(FAVICON_FILE, "utf8")
  const icons: [string, number, string?][] = [
    [siteIcons.png.file, siteIcons.png.size],
    // iOS rounds the corners itself and shows transparency as black: a full square.
    [siteIcons.appleTouch.file, siteIcons.appleTouch.size, site.themeColor],
    ...siteIcons.manifestIcons.map((icon) => [icon.file, icon.size] as [string, number]),
  ]
  return [
    ...cards.map(([file, card]) => ({
      key: `card:${JSON.stringify(card)}`,
      file,
      make: (r: Renderer) => r.card(card),
    })),
    ...icons.map(([file, size, background]) => ({
      key: `icon:${file}:${size}:${background ?? ""}:${favicon}`,
      file,
      make: (r: Renderer) => r.icon(favicon, size, background),
    })),
  ]
}

/** The images of one build: the cache, and the drawing thread once an image is missing from it. */
function imageStore(cacheDirectory: string) {
  const dir = path.join(cacheDirectory, "images")
  fs.mkdirSync(dir, { recursive: true })
  const digest = drawingDigest()
  let renderer: ReturnType<typeof createRenderer> | null = null
  let drawn = 0
  const fileOf = (key: string) =>
    path.join(dir, `${crypto.createHash("sha256").update(`${digest}:${key}`).digest("hex")}.png`)
  const ensure = async (job: ImageJob): Promise<string> => {
    const cached = fileOf(job.key)
    if (fs.existsSync(cached)) return cached
    const png = await job.make((renderer ??= createRenderer()))
    // Written whole, then renamed: an interrupted build never leaves half an image in the cache.
    const temp = `${cached}.${process.pid}.tmp`
    fs.writeFileSync(temp, png)
    fs.renameSync(temp, cached)
    drawn++
    return cached
  }
  return {
    /** Every job's image in the cache, a few asked at a time (DRAWING_AHEAD). */
    fill: (jobs: ImageJob[]) => forEachBounded(jobs, DRAWING_AHEAD, ensure),
    ensure,
    drawn: () => drawn,
    close: async () => {
      await renderer?.close()
      renderer = null
    },
  }
}

let store: ReturnType<typeof imageStore> | null = null
let early: Promise<unknown> = Promise.resolve()

// The pages are known: draw what the cache lacks while webpack bundles (gatsby build only).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (args) => {
  if (process.env.gatsby_executing_command !== "build") return
  store = imageStore(args.cache.directory)
  // A failure here is reported by onPostBuild, which draws what is still missing and says why it cannot.
  early = store.fill(imageJobs(args)).catch(() => undefined)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter, cache } = args
  const publicDir = path.resolve("public")
  await early
  const images = (store ??= imageStore(cache.directory))
  const jobs = imageJobs(args)
  const published = new Set<string>()
  try {
    for (const job of jobs) {
      const target = path.join(publicDir, job.file)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(await images.ensure(job), target)
      published.add(target)
    }
  } catch (error) {
    reporter.panicOnBuild(`Could not draw the social cards and icons: ${(error as Error).message}`)
    return
  } finally {
    await images.close()
    store = null
  }
  fs.writeFileSync(path.join(publicDir, siteIcons.manifest), webManifest(site.basePath, site.themeColor))
  removeStale(path.join(publicDir, cardPath(null).split("/")[1]), published)
  const cards = jobs.filter((job) => job.key.startsWith("card:")).length
  reporter.info(
    `Social cards: ${cards} cards and ${jobs.length - cards} icons (${images.drawn()} drawn, the others from the cache), ${siteIcons.manifest}`
  )
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
