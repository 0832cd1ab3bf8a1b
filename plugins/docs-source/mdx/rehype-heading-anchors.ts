/**
 * Gives every h2-h6 of a doc the id the table of contents expects (same slugger as
 * src/lib/headings.ts) and a visible "#" anchor link for sharing the section.
 */
import { createSlugger } from "../../../src/lib/headings"
import { pageLabels } from "../../../src/config/site"
import { visitNodes, textContent, type UnistNode } from "./tree"

const HEADING = /^h[1-6]$/

export default function rehypeHeadingAnchors() {
  return (tree: UnistNode) => {
    const slugger = createSlugger()
    visitNodes(
      tree,
      (n) => n.type === "element" && HEADING.test(n.tagName ?? ""),
      (heading) => {
        const text = textContent(heading).trim()
        const id = slugger.slug(text)
        if (heading.tagName === "h1") return
        heading.properties = { ...(heading.properties ?? {}), id }
        heading.children = [
          ...(heading.children ?? []),
          {
            type: "element",
            tagName: "a",
            properties: { className: ["hash-link"], href: `#${id}`, ariaLabel: pageLabels.anchorLink(text), title: pageLabels.anchorLink(text) },
            children: [{ type: "text", value: "#" }],
          },
        ]
      }
    )
  }
}
