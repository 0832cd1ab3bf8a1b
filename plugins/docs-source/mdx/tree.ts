/** Minimal unist helpers (the unist-util-* packages are ES modules only; gatsby-config is CommonJS). */
export interface UnistNode {
  type: string
  tagName?: string
  value?: string
  url?: string
  alt?: string | null
  properties?: Record<string, unknown>
  children?: UnistNode[]
  data?: Record<string, unknown>
}

export function visitNodes(node: UnistNode, test: (n: UnistNode) => boolean, visit: (n: UnistNode) => void): void {
  if (test(node)) visit(node)
  for (const child of node.children ?? []) visitNodes(child, test, visit)
}

export function textContent(node: UnistNode): string {
  if (typeof node.value === "string" && (node.type === "text" || node.type === "inlineCode")) return node.value
  return (node.children ?? []).map(textContent).join("")
}
