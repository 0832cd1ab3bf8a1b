/**
 * Wraps each h2 of a doc, with the blocks up to the next h2, in a <section class="doc-section">.
 * The browser lays out and paints a section only when it nears the viewport (content-visibility in
 * src/styles/global.css), so a long page costs its first screen on load, not its whole length.
 * Blocks before the first h2 (the page's opening, on the first screen) and ES module statements stay
 * where they are.
 */
import type { UnistNode } from "./tree"
import { SECTION_CLASS } from "../../../src/lib/doc-sections"

export default function rehypeSections() {
  return (tree: UnistNode) => {
    const children: UnistNode[] = []
    let section: UnistNode | null = null
    for (const node of tree.children ?? []) {
      if (node.type === "element" && node.tagName === "h2") {
        section = { type: "element", tagName: "section", properties: { className: [SECTION_CLASS] }, children: [] }
        children.push(section)
      }
      if (section && node.type !== "mdxjsEsm") section.children!.push(node)
      else children.push(node)
    }
    tree.children = children
  }
}
