import path from "path"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { esmPlugin } from "./plugins/docs-source/mdx/esm-plugin"
import remarkLocalImages from "./plugins/docs-source/mdx/remark-local-images"
import rehypeHeadingAnchors from "./plugins/docs-source/mdx/rehype-heading-anchors"

/**
 * Content and OpenAPI locations can be swapped (benchmarks, fixture builds in tests):
 * DOCS_CONTENT_DIR, DOCS_SIDEBARS, DOCS_OPENAPI_FILE.
 */
const contentDir = path.resolve(process.env.DOCS_CONTENT_DIR ?? "content/docs")

const config: GatsbyConfig = {
  pathPrefix: site.basePath.replace(/\/$/, ""),
  trailingSlash: "never",
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: contentDir } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [esmPlugin("remark-gfm"), remarkLocalImages],
          rehypePlugins: [rehypeHeadingAnchors, esmPlugin("rehype-prism-plus", { ignoreMissing: true, defaultLanguage: "text" })],
        },
      },
    },
    "docs-source",
  ],
}

export default config
