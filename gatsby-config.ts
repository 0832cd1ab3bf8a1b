import path from "path"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { mdxPluginOptions } from "./plugins/docs-source/mdx/options"
import { localSearchOptions } from "./plugins/search-index/local-search"
import { sitemapOptions } from "./plugins/markdown-output/sitemap-options"

/**
 * Content and OpenAPI locations can be swapped (benchmarks, fixture builds in tests):
 * DOCS_CONTENT_DIR, DOCS_SIDEBARS, DOCS_OPENAPI_FILE.
 */
const contentDir = path.resolve(process.env.DOCS_CONTENT_DIR ?? "content/docs")

const config: GatsbyConfig = {
  pathPrefix: site.basePath.replace(/\/$/, ""),
  // Links are written as given: the introduction stays "/docs/" (its canonical form), other routes have no slash.
  trailingSlash: "ignore",
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
  jsxRuntime: "automatic",
  plugins: [
    // First: a build after a failed one starts from a state a clean build would have.
    "build-integrity",
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: contentDir } },
    { resolve: "gatsby-plugin-mdx", options: mdxPluginOptions },
    "docs-source",
    // editUrl and lastUpdated (last git commit) on Doc nodes, for "Edit this page" and "Last updated".
    "page-history",
    // API reference: typed nodes from the OpenAPI document (DOCS_OPENAPI_FILE overrides specPath).
    { resolve: "openapi-source", options: { specPath: "openapi/pollaris-api.yaml" } },
    // Local search: one index per search tag, published as public/search-index-<tag>.json.
    { resolve: "gatsby-plugin-local-search", options: localSearchOptions("docs") },
    { resolve: "gatsby-plugin-local-search", options: localSearchOptions("api") },
    "search-index",
    // A Markdown twin of every listed page, llms.txt and llms-full.txt (after the build).
    "markdown-output",
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // A social card (og:image) for every listed page, the PNG icons and the web app manifest.
    "social-cards",
    // The security headers, with the hashes of every inline script and style the pages hold.
    "security-headers",
    // Last: links to everything written after the build (the .md twins) are checked too.
    "link-check",
  ],
}

export default config
