/** A loose mdast node and builders for the nodes the conversion creates (mdast spec names). */
export interface MdNode {
  type: string
  children?: MdNode[]
  value?: string
  depth?: number
  url?: string
  alt?: string | null
  title?: string | null
  lang?: string | null
  meta?: string | null
  name?: string | null
  ordered?: boolean
  spread?: boolean
  align?: (string | null)[]
  attributes?: { type: string; name?: string; value?: unknown }[]
  [key: string]: unknown
}

export const text = (value: string): MdNode => ({ type: "text", value })
export const inlineCode = (value: string): MdNode => ({ type: "inlineCode", value })
export const strong = (...children: MdNode[]): MdNode => ({ type: "strong", children })
export const emphasis = (...children: MdNode[]): MdNode => ({ type: "emphasis", children })
export const paragraph = (...children: MdNode[]): MdNode => ({ type: "paragraph", children })
export const heading = (depth: number, ...children: MdNode[]): MdNode => ({
  type: "heading",
  depth: Math.min(6, Math.max(1, depth)),
  children,
})
export const link = (url: string, ...children: MdNode[]): MdNode => ({ type: "link", url, title: null, children })
export const code = (value: string, lang?: string): MdNode => ({ type: "code", lang: lang ?? null, meta: null, value })
export const blockquote = (...children: MdNode[]): MdNode => ({ type: "blockquote", children })
export const root = (children: MdNode[]): MdNode => ({ type: "root", children })
/** An item holding more than a paragraph and its sub-list is spread (blank lines), so it stays one item. */
export const list = (items: MdNode[][]): MdNode => {
  const children = items.map((blocks) => ({
    type: "listItem",
    spread: blocks.length > 2 || (blocks.length === 2 && blocks[1].type !== "list"),
    children: blocks,
  }))
  return { type: "list", ordered: false, spread: children.some((c) => c.spread), children }
}
/** A GFM table; the first row is the header. Cells are phrasing content. */
export const table = (rows: MdNode[][][]): MdNode => ({
  type: "table",
  align: rows[0]?.map(() => null) ?? [],
  children: rows.map((cells) => ({
    type: "tableRow",
    children: cells.map((children) => ({ type: "tableCell", children })),
  })),
})

/** Plain text of a node (text, inline code and their containers). */
export function plainText(node: MdNode): string {
  if (typeof node.value === "string" && (node.type === "text" || node.type === "inlineCode")) return node.value
  return (node.children ?? []).map(plainText).join("")
}
