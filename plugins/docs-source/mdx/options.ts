/**
 * The MDX pipeline of the docs, in one place: gatsby-config hands it to gatsby-plugin-mdx, and the
 * HTML renderer (render-html.ts) compiles each page with it.
 */
import { esmPlugin, lazyEsmPlugin } from "./esm-plugin"
import remarkLocalImages from "./remark-local-images"
import remarkCheckComponents from "./remark-check-components"
import rehypeHeadingAnchors from "./rehype-heading-anchors"
import rehypeSections from "./rehype-sections"
import rehypeCodeLines from "./rehype-code-lines"

export const mdxPluginOptions = {
  extensions: [".mdx"],
  mdxOptions: {
    remarkPlugins: [esmPlugin("remark-gfm"), remarkCheckComponents, remarkLocalImages],
    rehypePlugins: [
      rehypeHeadingAnchors,
      rehypeSections,
      lazyEsmPlugin("rehype-prism-plus", { ignoreMissing: true, defaultLanguage: "text" }),
      rehypeCodeLines,
    ],
  },
}
