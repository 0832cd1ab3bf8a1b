/**
 * Category index pages as Markdown, and the two files for language models (llmstxt.org): llms.txt,
 * an index of every page's Markdown twin grouped in sections, and llms-full.txt, every twin in
 * sidebar order, each headed by its title and URL.
 */
import { blockquote, heading, link, list, paragraph, root, text, type MdNode } from "./tree"
import { absoluteUrl, resolveLink, twinPath, type SiteUrls } from "./urls"
import type { MarkdownToolkit } from "./toolkit"

export interface CategoryForMarkdown {
  route: string
  title: string
  description?: string | null
  items: { label: string; href?: string; description?: string | null }[]
}

export function categoryToMarkdown(toolkit: MarkdownToolkit, page: CategoryForMarkdown, urls: SiteUrls): string {
  const children: MdNode[] = [heading(1, text(page.title))]
  if (page.description) children.push(blockquote(paragraph(text(page.description))))
  const items = page.items.filter((item) => item.href)
  children.push(
    list(
      items.map((item) => [
        paragraph(
          link(resolveLink(item.href as string, page.route, urls), text(item.label)),
          ...(item.description ? [text(`: ${item.description}`)] : [])
        ),
      ])
    )
  )
  return toolkit.stringify(root(children))
}

/** A published page as the llms files list it. */
export interface ListedPage {
  route: string
  title: string
  description?: string | null
  markdown: string
}

/** A section of llms.txt and the routes it holds: a route belongs to the first section with a matching prefix. */
export interface LlmsSection {
  title: string
  /** Exact routes, or prefixes ending in "/". */
  routes: string[]
}

export function sectionOf(route: string, sections: LlmsSection[], fallback: string): string {
  for (const section of sections) {
    if (section.routes.some((r) => (r.endsWith("/") && r !== "/" ? route.startsWith(r) : route === r)))
      return section.title
  }
  return fallback
}

export interface LlmsTxtOptions extends SiteUrls {
  productName: string
  summary: string
  /** Section titles in output order. */
  order: string[]
  /** Matching rules, in priority order. */
  sections: LlmsSection[]
  /** Section of a page no rule matches. */
  fallback: string
  /** The block for agents under the summary (see agentBlock). */
  agents?: string[]
}

export interface AgentBlockOptions extends SiteUrls {
  /** A page whose twin serves as the example ("/commands/poll"). */
  exampleRoute: string
  /** The REST API's base URL and its OpenAPI document (absolute URLs), when there is an API. */
  apiBaseUrl?: string
  openApiUrl?: string
  /** Where API keys are made, and the page that explains keys, errors and rate limits. */
  dashboardUrl: string
  apiGuideRoute: string
}

/**
 * The short block for agents at the top of llms.txt: how to fetch any page as Markdown (the twin's URL,
 * or the page's URL with Accept: text/markdown), the API's base URL and how to authenticate.
 */
export function agentBlock(o: AgentBlockOptions): string[] {
  const page = absoluteUrl(o.siteUrl, o.basePath, o.exampleRoute)
  const twin = absoluteUrl(o.siteUrl, o.basePath, twinPath(o.exampleRoute))
  const lines = [
    "For agents and tools:",
    "",
    `- Any page as Markdown: add \`.md\` to its URL (${page} → ${twin}; the introduction is ${absoluteUrl(o.siteUrl, o.basePath, "/index.md")}), or request the page's own URL with the header \`Accept: text/markdown\`. Every page in one file: ${absoluteUrl(o.siteUrl, o.basePath, "/llms-full.txt")}`,
  ]
  if (o.apiBaseUrl) {
    lines.push(
      `- REST API base URL: ${o.apiBaseUrl}${o.openApiUrl ? ` (OpenAPI document: ${o.openApiUrl})` : ""}. Requests and responses are JSON.`
    )
    lines.push(
      `- Authentication: send an API key on every request as \`Authorization: Bearer <API key>\`. Keys are created in the dashboard (${o.dashboardUrl}, your server → API keys) and act with their owner's permissions. Keys, rate limits and errors: ${absoluteUrl(o.siteUrl, o.basePath, twinPath(o.apiGuideRoute))}`
    )
  }
  return lines
}

/** llms.txt: H1, a summary blockquote, the block for agents, then one H2 section per group with "- [Title](url.md): description". */
export function llmsTxt(pages: ListedPage[], options: LlmsTxtOptions): string {
  const groups = new Map<string, ListedPage[]>(options.order.map((title) => [title, []]))
  for (const page of pages) {
    const title = sectionOf(page.route, options.sections, options.fallback)
    if (!groups.has(title)) groups.set(title, [])
    groups.get(title)?.push(page)
  }
  const lines = [`# ${options.productName}`, "", `> ${options.summary}`, ""]
  if (options.agents?.length) lines.push(...options.agents, "")
  for (const [title, entries] of groups) {
    if (entries.length === 0) continue
    lines.push(`## ${title}`, "")
    for (const page of entries) {
      const url = absoluteUrl(options.siteUrl, options.basePath, twinPath(page.route).replace(/^\//, "/"))
      lines.push(`- [${escapeLinkText(page.title)}](${url})${page.description ? `: ${oneLine(page.description)}` : ""}`)
    }
    lines.push("")
  }
  return lines.join("\n")
}

/** llms-full.txt: each page's twin, separated by rules, with its page URL under the title. */
export function llmsFullTxt(pages: ListedPage[], urls: SiteUrls): string {
  return (
    pages
      .map((page) => {
        const url = absoluteUrl(urls.siteUrl, urls.basePath, page.route)
        // The twin opens with "# Title": the URL goes right under it.
        const [first, ...rest] = page.markdown.trimEnd().split("\n")
        const titled = first.startsWith("# ")
          ? [first, "", `Source: ${url}`, ...rest]
          : [`# ${page.title}`, "", `Source: ${url}`, "", first, ...rest]
        return titled.join("\n")
      })
      .join("\n\n---\n\n") + "\n"
  )
}

const escapeLinkText = (s: string) => s.replace(/([[\]])/g, "\\$1")
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim()
