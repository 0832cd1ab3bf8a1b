/**
 * A guide page's MDX tree → plain Markdown tree, the form its Markdown twin, llms-full.txt and any
 * other reader of the text share. No JSX is left: admonitions become blockquotes opened by their label,
 * tabs become headed sections, cards become links; code blocks, tables and images stay what they are;
 * every link becomes an absolute URL of the site. An unknown component fails with its name.
 */
import { blockquote, heading, link, list, paragraph, plainText, root, strong, text, type MdNode } from "./tree"
import { resolveLink, type SiteUrls } from "./urls"
import type { MarkdownToolkit } from "./toolkit"
import { plainFence } from "./code"

/** Admonition components and the label a reader sees on them (as in src/components/content). */
export const ADMONITION_LABELS: Record<string, string> = {
  Note: "Note",
  Tip: "Tip",
  Info: "Info",
  Warning: "Warning",
  Danger: "Danger",
}

export class MarkdownConversionError extends Error {}

interface Context extends SiteUrls {
  route: string
}

const isJsx = (n: MdNode) => n.type === "mdxJsxFlowElement" || n.type === "mdxJsxTextElement"
const REMOVED = new Set(["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "html"])

function attribute(node: MdNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name)
  if (!attr) return undefined
  if (typeof attr.value === "string") return attr.value
  // {"literal"} expressions: keep their text without the quotes.
  const expression = (attr.value as { value?: string } | null)?.value
  return typeof expression === "string" ? expression.replace(/^["'`]|["'`]$/g, "") : undefined
}

/** Depth of the last heading before each node, so tab sections sit one level below their section. */
function convertChildren(children: MdNode[], ctx: Context, state: { depth: number }): MdNode[] {
  const out: MdNode[] = []
  for (const child of children) {
    if (child.type === "heading" && typeof child.depth === "number") state.depth = child.depth
    out.push(...convertNode(child, ctx, state))
  }
  return out
}

function convertNode(node: MdNode, ctx: Context, state: { depth: number }): MdNode[] {
  if (REMOVED.has(node.type)) return []
  if (isJsx(node)) return convertJsx(node, ctx, state)
  const copy: MdNode = { ...node }
  delete copy.position
  if ((node.type === "link" || node.type === "image" || node.type === "definition") && typeof node.url === "string") {
    copy.url = resolveLink(node.url, ctx.route, ctx)
  }
  if (node.type === "code") Object.assign(copy, plainFence(node.lang, node.meta))
  if (node.children) copy.children = convertChildren(node.children, ctx, { depth: state.depth })
  return [copy]
}

function convertJsx(node: MdNode, ctx: Context, state: { depth: number }): MdNode[] {
  const name = node.name ?? ""
  const children = node.children ?? []
  const inline = node.type === "mdxJsxTextElement"
  const body = () => convertChildren(children, ctx, { depth: state.depth })

  if (name in ADMONITION_LABELS || name === "Admonition") {
    const type = name === "Admonition" ? (attribute(node, "type") ?? "note") : name.toLowerCase()
    const label = ADMONITION_LABELS[type.charAt(0).toUpperCase() + type.slice(1)] ?? type
    const title = attribute(node, "title")
    return [blockquote(paragraph(strong(text(title ? `${label}: ${title}` : label))), ...body())]
  }
  if (name === "Tabs") {
    const sections: MdNode[] = []
    for (const item of children) {
      if (isJsx(item) && item.name === "TabItem") {
        sections.push(heading(state.depth + 1, text(attribute(item, "label") ?? attribute(item, "value") ?? "")))
        sections.push(...convertChildren(item.children ?? [], ctx, { depth: state.depth + 1 }))
      } else if (!(item.type === "text" && !item.value?.trim())) {
        sections.push(...convertNode(item, ctx, state))
      }
    }
    return sections
  }
  if (name === "TabItem") return body()
  if (name === "CardGrid") {
    // A card written on one line is parsed as inline JSX inside a paragraph.
    const cards = children
      .flatMap((c) => (c.type === "paragraph" ? (c.children ?? []) : [c]))
      .filter((c) => isJsx(c) && c.name === "Card")
    return [list(cards.map((card) => [paragraph(...cardLink(card, ctx, state))]))]
  }
  if (name === "Card") {
    const content = cardLink(node, ctx, state)
    return inline ? content : [paragraph(...content)]
  }
  if (/^[A-Z]/.test(name) || name === "") {
    throw new MarkdownConversionError(`no Markdown form for the component <${name || "fragment"}>`)
  }
  // Lower-case HTML elements written in MDX (<br/>, <kbd>…): a line break, or their content.
  if (name === "br") return [{ type: "break" }]
  const converted = body()
  return inline
    ? converted
    : converted.length > 0 && converted.every((c) => isPhrasing(c))
      ? [paragraph(...converted)]
      : converted
}

const PHRASING = new Set(["text", "inlineCode", "emphasis", "strong", "delete", "link", "image", "break"])
const isPhrasing = (n: MdNode) => PHRASING.has(n.type)

/** A card as a link with its description after a colon: "[Title](url): description". */
function cardLink(card: MdNode, ctx: Context, state: { depth: number }): MdNode[] {
  const to = attribute(card, "to") ?? attribute(card, "href") ?? "/"
  const title = attribute(card, "title") ?? ""
  const description = convertChildren(card.children ?? [], ctx, { depth: state.depth })
  // A card's description is phrasing in MDX, possibly wrapped in a paragraph.
  const phrasing = description.flatMap((n) => (n.type === "paragraph" ? (n.children ?? []) : [n]))
  const described = phrasing.length > 0 && plainText({ type: "root", children: phrasing }).trim() !== ""
  return [link(resolveLink(to, ctx.route, ctx), text(title)), ...(described ? [text(": "), ...phrasing] : [])]
}

export interface GuidePage extends SiteUrls {
  route: string
  title: string
  description?: string | null
}

/** Title (h1), the description as a one-line summary, then the converted body. */
export function guideToMarkdownTree(page: GuidePage, body: MdNode): MdNode {
  const converted = convertChildren(body.children ?? [], { ...page }, { depth: 1 })
  return root([
    heading(1, text(page.title)),
    ...(page.description ? [blockquote(paragraph(text(page.description)))] : []),
    ...converted,
  ])
}

/** The Markdown twin of a guide page, from its MDX source (frontmatter already removed). */
export function guideToMarkdown(
  toolkit: MarkdownToolkit,
  page: GuidePage,
  mdxBody: string,
  prepare?: (tree: MdNode) => void
): string {
  const tree = toolkit.parseMdx(mdxBody)
  prepare?.(tree)
  return toolkit.stringify(guideToMarkdownTree(page, tree))
}
