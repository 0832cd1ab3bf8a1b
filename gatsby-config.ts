import os from "os"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { mdxPluginOptions } from "./plugins/docs-source/mdx/options"
import { localSearchOptions } from "./plugins/search-index/local-search"

/**
 * Content and OpenAPI locations can be swapped (benchmarks, fixture builds in tests):
 * DOCS_CONTENT_DIR, DOCS_SIDEBARS, DOCS_OPENAPI_FILE.
 */
const contentDir = path.resolve(process.env.DOCS_CONTENT_DIR ?? "content/docs")

/**
 * On two cores or fewer Gatsby's worker pool has a single worker, so running page queries there adds
 * no parallelism, only a worker restart whose start-up every build then waits for (about a second of a
 * warm rebuild here). One "CPU" makes Gatsby run queries in the main process; pages still render in
 * the worker. An explicit GATSBY_CPU_COUNT wins.
 */
if (process.env.GATSBY_CPU_COUNT === undefined && (os.availableParallelism?.() ?? os.cpus().length) <= 2) {
  process.env.GATSBY_CPU_COUNT = "1"
}

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
    { resolve: "gatsby-plugin-mdx", options: mdxPluginOptions },
    "docs-source",
    "link-check",
    // API reference: typed nodes from the OpenAPI document (DOCS_OPENAPI_FILE overrides specPath).
    { resolve: "openapi-source", options: { specPath: "openapi/pollaris-api.yaml" } },
    // Local search: one index per search tag, published as public/search-index-<tag>.json.
    { resolve: "gatsby-plugin-local-search", options: localSearchOptions("docs") },
    { resolve: "gatsby-plugin-local-search", options: localSearchOptions("api") },
    "search-index",
  ],
}

export default config
