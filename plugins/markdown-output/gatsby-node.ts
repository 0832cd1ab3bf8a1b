/**
 * markdown-output: after the build, every listed page gets a Markdown twin next to it
 * (public/commands/poll.md, public/index.md for the introduction), made from the same source as its
 * HTML: the MDX of a guide, the shaped operation or model of an API page, the sidebar data of a category page.
 * Then /llms.txt indexes the twins by section and /llms-full.txt holds them all in sidebar order.
 * Unlisted and draft pages get no twin. A page that cannot be converted fails the build naming its file.
 */
import fs from "fs"
import path from "path"
import crypto from "crypto"
import type { GatsbyNode, Node } from "gatsby"
import { site, MAIN_SITE_URL } from "../../src/config/site"
import {
  llmsAgentExamples,
  llmsFallbackSection,
  llmsProductName,
  llmsSectionOrder,
  llmsSections,
  llmsSummary,
} from "../../src/config/markdown-output"
import { apiLabels } from "../../src/components/ApiOperation/labels"
import { loadMarkdownToolkit } from "../../src/lib/markdown/toolkit"
import { guideToMarkdown } from "../../src/lib/markdown/mdx"
import {
  modelToMarkdown,
  operationToMarkdown,
  overviewToMarkdown,
  type ModelForMarkdown,
  type OperationForMarkdown,
} from "../../src/lib/markdown/api-pages"
import {
  agentBlock,
  categoryToMarkdown,
  llmsFullTxt,
  llmsTxt,
  type CategoryForMarkdown,
  type ListedPage,
} from "../../src/lib/markdown/llms"
import { resolveLink, twinPath } from "../../src/lib/markdown/urls"
import { orderBySidebars, isListedPage } from "../listed-pages"
import type { SidebarNode } from "../../src/lib/sidebar"
import type { MdNode } from "../../src/lib/markdown/tree"
import remarkLocalImages from "../docs-source/mdx/remark-local-images"

interface PageContext {
  id?: string
  category?: CategoryForMarkdown
  sidebar?: SidebarNode[]
  /** The shared file (under public/) of the page's resolved sidebar, written by the site's gatsby-node. */
  sidebarFile?: string | null
  sidebarName?: string | null
}

interface SitePageNode extends Node {
  path: string
  pageContext?: PageContext
  context?: PageContext
}

interface DocNode extends Node {
  route: string
  title: string
  description: string | null
  unlisted: boolean
  draft: boolean
  rawBody: string
  contentFilePath: string
  relativeFilePath: string
}

type ApiOperationNode = Node & OperationForMarkdown & { slug: string; tag: string; order: number }
type ApiModelNode = Node & ModelForMarkdown & { order: number; excerpt: string | null; metaDescription: string }

/**
 * Parsing MDX is most of the work (about 80 ms a page), so a twin is cached under the digest of its
 * node and of the conversion code: a rebuild converts only the pages that changed.
 */
function conversionCodeDigest(): string {
  const hash = crypto.createHash("sha256")
  for (const dir of ["src/lib/markdown", "src/config"]) {
    for (const file of fs.readdirSync(path.resolve(dir)).sort())
      hash.update(file).update(fs.readFileSync(path.resolve(dir, file)))
  }
  return hash.digest("hex").slice(0, 16)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, getNode, reporter, cache }) => {
  const publicDir = path.resolve("public")
  const urls = { siteUrl: site.siteUrl, basePath: site.basePath }
  const code = conversionCodeDigest()
  let toolkitPromise: ReturnType<typeof loadMarkdownToolkit> | null = null
  const toolkitOnce = () => (toolkitPromise ??= loadMarkdownToolkit())
  /** The cached Markdown for this key, or a fresh conversion (then cached). */
  const cached = async (
    key: string,
    convert: (toolkit: Awaited<ReturnType<typeof loadMarkdownToolkit>>) => string
  ): Promise<string> => {
    const fullKey = crypto.createHash("sha256").update(`${code}:${key}`).digest("hex")
    const hit = (await cache.get(fullKey)) as string | undefined
    if (typeof hit === "string") return hit
    const markdown = convert(await toolkitOnce())
    await cache.set(fullKey, markdown)
    return markdown
  }
  let converted = 0
  const countConversion = <T>(value: T): T => {
    converted++
    return value
  }
  const unlistedRoutes = new Set(
    (getNodesByType("Doc") as DocNode[]).filter((d) => d.unlisted || d.draft).map((d) => d.route)
  )
  const sitePages = (getNodesByType("SitePage") as SitePageNode[]).filter((p) => isListedPage(p.path, unlistedRoutes))
  const spec = getNodesByType("ApiSpec")[0] as
    (Node & { title: string; version: string; baseUrl: string; downloadUrl: string }) | undefined
  const operations = (getNodesByType("ApiOperation") as ApiOperationNode[]).sort((a, b) => a.order - b.order)

  const pages: ListedPage[] = []
  const sidebars = new Map<string, SidebarNode[]>()
  const sharedSidebars = new Map<string, SidebarNode[]>()
  const sidebarOf = (context: PageContext): SidebarNode[] | undefined => {
    if (context.sidebar || !context.sidebarFile) return context.sidebar
    const file = context.sidebarFile
    if (!sharedSidebars.has(file))
      sharedSidebars.set(file, JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8")) as SidebarNode[])
    return sharedSidebars.get(file)
  }
  for (const sitePage of sitePages) {
    const context = sitePage.pageContext ?? sitePage.context ?? {}
    const sidebar = sidebarOf(context)
    if (sidebar && sidebar.length > 0) {
      const key = JSON.stringify(sidebar.map((n) => n.label))
      if (!sidebars.has(key)) sidebars.set(key, sidebar)
    }
    const route = sitePage.path
    const node = context.id ? getNode(context.id) : undefined
    let page: ListedPage | null = null
    try {
      if (context.category) {
        const c = context.category
        const markdown = await cached(`category:${JSON.stringify(c)}`, (toolkit) =>
          countConversion(categoryToMarkdown(toolkit, c, urls))
        )
        page = { route, title: c.title, description: c.description, markdown }
      } else if (node?.internal.type === "Doc") {
        const doc = node as DocNode
        // Local images get the published, hashed URL the HTML page uses (same transform as the MDX pipeline).
        const publishImages = (tree: MdNode) =>
          (remarkLocalImages() as (t: MdNode, f: { path: string }) => void)(tree, { path: doc.contentFilePath })
        const markdown = await cached(`doc:${route}:${doc.internal.contentDigest}`, (toolkit) =>
          countConversion(
            guideToMarkdown(
              toolkit,
              { ...urls, route, title: doc.title, description: doc.description },
              doc.rawBody,
              publishImages
            )
          )
        )
        page = { route, title: doc.title, description: doc.description, markdown }
      } else if (node?.internal.type === "ApiOperation") {
        const op = node as ApiOperationNode
        const markdown = await cached(`operation:${route}:${op.internal.contentDigest}:${spec?.baseUrl}`, (toolkit) =>
          countConversion(operationToMarkdown(toolkit, op, { ...urls, baseUrl: spec?.baseUrl }))
        )
        page = { route, title: op.summary, description: `${op.method} ${op.path}`, markdown }
      } else if (node?.internal.type === "ApiModel") {
        const model = node as ApiModelNode
        const markdown = await cached(`model:${route}:${model.internal.contentDigest}`, (toolkit) =>
          countConversion(modelToMarkdown(toolkit, model, urls))
        )
        page = { route, title: model.name, description: model.metaDescription, markdown }
      } else if (route === "/api" && spec) {
        const title = apiLabels.overviewTitle
        const tags = (
          getNodesByType("ApiTag") as (Node & { name: string; description: string | null; order: number })[]
        )
          .sort((a, b) => a.order - b.order)
          .map((tag) => ({
            name: tag.name,
            description: tag.description,
            operations: operations
              .filter((op) => op.tag === tag.name)
              .map(({ method, path, summary, route }) => ({ method, path, summary, route })),
          }))
          .filter((tag) => tag.operations.length > 0)
        const intro = apiLabels.overviewDescription(spec.title)
        const links = [{ label: apiLabels.download, href: spec.downloadUrl }]
        const models = (getNodesByType("ApiModel") as ApiModelNode[])
          .sort((a, b) => a.order - b.order)
          .map(({ name, route, excerpt }) => ({ name, route, excerpt }))
        const overview = { route, title, intro, baseUrl: spec.baseUrl, version: spec.version, links, tags, models }
        const markdown = await cached(`overview:${JSON.stringify(overview)}`, (toolkit) =>
          countConversion(overviewToMarkdown(toolkit, overview, urls))
        )
        page = { route, title, description: intro, markdown }
      }
    } catch (error) {
      const source = node && "relativeFilePath" in node ? (node as DocNode).relativeFilePath : route
      reporter.panicOnBuild(`Could not write the Markdown version of ${source}: ${(error as Error).message}`)
      return
    }
    if (!page) continue
    const file = path.join(publicDir, twinPath(route))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, page.markdown)
    pages.push(page)
  }

  removeStaleTwins(publicDir, new Set(pages.map((p) => path.join(publicDir, twinPath(p.route)))))
  const ordered = orderBySidebars(pages, [...sidebars.values()])
  fs.writeFileSync(
    path.join(publicDir, "llms.txt"),
    llmsTxt(ordered, {
      ...urls,
      productName: llmsProductName,
      summary: llmsSummary,
      order: llmsSectionOrder,
      sections: llmsSections,
      fallback: llmsFallbackSection,
      agents: agentBlock({
        ...urls,
        ...llmsAgentExamples,
        apiBaseUrl: spec?.baseUrl,
        openApiUrl: spec ? resolveLink(spec.downloadUrl, "/", urls) : undefined,
        dashboardUrl: `${MAIN_SITE_URL}/dashboard`,
      }),
    })
  )
  fs.writeFileSync(path.join(publicDir, "llms-full.txt"), llmsFullTxt(ordered, urls))
  reporter.info(
    `Markdown output: ${pages.length} page twins (${converted} converted, the others unchanged), llms.txt, llms-full.txt`
  )
}

/**
 * Twins of pages that are gone or now unlisted are deleted, so a rebuild leaves the same public/ as a
 * clean build. Only folders the twins live in are searched (not Gatsby's own or the static files).
 */
function removeStaleTwins(dir: string, current: Set<string>, top = true): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!(top && ["page-data", "static", "_gatsby", "img", "openapi"].includes(entry.name)))
        removeStaleTwins(full, current, false)
    } else if (entry.name.endsWith(".md") && !current.has(full)) {
      fs.unlinkSync(full)
    }
  }
}
