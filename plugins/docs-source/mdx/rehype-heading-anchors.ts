/**
 * Gives every h2-h6 of a doc the id the table of contents expects (same slugger as
 * src/lib/headings.ts), a visible "#" anchor link for sharing the section, and beside it a button that
 * copies the section as Markdown (from the page's twin; src/browser/content-enhance.ts gives it behaviour).
 */
import { createSlugger } from "../../../src/lib/headings"
import { pageLabels } from "../../../src/config/site"
import { visitNodes, textContent, type UnistNode } from "./tree"

const HEADING = /^h[1-6]$/

/** Two overlapping sheets (the copy icon of the site's buttons), drawn in the text colour. */
const copyIcon = (): UnistNode => ({
  type: "element",
  tagName: "svg",
  properties: { viewBox: "0 0 24 24", width: "16", height: "16", ariaHidden: "true", focusable: "false" },
  children: [
    {
      type: "element",
      tagName: "path",
      properties: {
        fill: "currentColor",
        d: "M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z",
      },
      children: [],
    },
  ],
})

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
            properties: {
              className: ["hash-link"],
              href: `#${id}`,
              ariaLabel: pageLabels.anchorLink(text),
              title: pageLabels.anchorLink(text),
            },
            children: [{ type: "text", value: "#" }],
          },
          {
            type: "element",
            tagName: "button",
            properties: {
              type: "button",
              className: ["copy-section"],
              dataCopySection: id,
              ariaLabel: pageLabels.copySection(text),
              title: pageLabels.copySection(text),
            },
            children: [copyIcon()],
          },
        ]
      }
    )
  }
}
