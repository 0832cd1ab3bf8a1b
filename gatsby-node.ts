/**
 * Gatsby's hooks for the site itself: page creation from the sidebar definitions (gatsby/doc-pages.ts,
 * gatsby/api-pages.ts), the sidebars the resolvers and pages share (gatsby/sidebars.ts), the checks
 * that span sources (every sidebar id has a page, no two pages share a route), and the browser
 * bundle's stand-ins. Parsing of sources lives in the local plugins (plugins/).
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { site, navbarItems } from "./src/config/site"
import { navbarVersionProblems } from "./gatsby/navbar-check"
import { parentCategories } from "./src/lib/sidebar"
import { SidebarError } from "./src/lib/sidebar-resolve"
import { withBasePath } from "./src/lib/routing"
import { DOCS_VERSION_TYPES } from "./gatsby/schema"
import {
  SIDEBAR_INPUT_TYPES,
  buildSidebars,
  currentSidebars,
  docsFromNodes,
  groupsFromNodes,
  invalidateSidebars,
  sidebarInputs,
  sidebarOfDoc,
  type DocRecord,
  type NodeModel,
  type NodesByType,
} from "./gatsby/sidebars"
import { createDocPages } from "./gatsby/doc-pages"
import { createApiPages } from "./gatsby/api-pages"

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  if (SIDEBAR_INPUT_TYPES.has(node.internal.type)) invalidateSidebars()
}

/** Configuration mistakes that would otherwise fail on every page at render time: reported before sourcing. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = navbarVersionProblems(navbarItems, [site.docsVersion.name])
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(DOCS_VERSION_TYPES)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, getNodesByType, reporter }) => {
  const nodesByType = getNodesByType as NodesByType
  // Checked here, before any query runs, so a bad sidebar is reported once, in its own words (not
  // through the search plugin's query errors).
  try {
    buildSidebars(docsFromNodes(nodesByType), groupsFromNodes(nodesByType), sidebarInputs(nodesByType))
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error
    reporter.panicOnBuild(error.message)
  }
  const sidebarsFor = async (_nodeModel: NodeModel) => currentSidebars(nodesByType) ?? {}

  createResolvers({
    Doc: {
      sidebar: {
        type: "String",
        description: "Name of the sidebar that lists this doc (guides or api), or its displayed_sidebar.",
        resolve: async (source: DocRecord & { docId: string }, _args: unknown, context: { nodeModel: NodeModel }) =>
          sidebarOfDoc(await sidebarsFor(context.nodeModel), source.docId, source.displayedSidebar),
      },
      sidebarParentCategories: {
        type: "[String!]!",
        description: "Labels of the sidebar categories that contain this doc, outermost first.",
        resolve: async (source: DocRecord & { route: string }, _args: unknown, context: { nodeModel: NodeModel }) => {
          const sidebars = await sidebarsFor(context.nodeModel)
          for (const nodes of Object.values(sidebars)) {
            const parents = parentCategories(nodes, source.route)
            if (parents.length) return parents.map((c) => c.label)
          }
          return []
        },
      },
    },
    Query: {
      docsVersion: {
        type: "DocsVersion!",
        description:
          "The docs version of the site with its docs (the version dropdown and docs-version navbar items read it).",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const docs = docsFromNodes(nodesByType)
          const sidebars = await sidebarsFor(context.nodeModel)
          return {
            ...site.docsVersion,
            docs: docs
              .map((d) => ({
                id: d.id,
                path: withBasePath(site.docsVersion.path, d.route),
                sidebar: sidebarOfDoc(sidebars, d.id, d.displayedSidebar),
                unlisted: d.unlisted,
              }))
              .sort((a, b) => a.id.localeCompare(b.id)),
          }
        },
      },
    },
  })
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const docs = await createDocPages(args)
  if (docs) await createApiPages({ graphql: args.graphql, actions: args.actions, reporter: args.reporter, ...docs })
}

/**
 * react-helmet renders the head on the server; the browser bundle gets the same API from a small
 * module (src/browser/helmet-lite.tsx), which keeps about 5 KB (gzip) off every page. More modules
 * have no work to do in a production browser, and are replaced there by empty stand-ins: the JSON-LD
 * writer (crawlers read the server's HTML), Gatsby's Partytown plugin, which acts only under
 * `gatsby develop` (0.7 KB gzip), Gatsby's service worker registration (no plugin registers one) and
 * its Head API handler (no page exports `Head`: src/browser/no-head-export.ts, 1.5 KB gzip).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      resolve: { alias: { "react-helmet$": path.resolve("src/browser/helmet-lite.tsx") } },
      plugins: [
        plugins.normalModuleReplacement(
          /[\\/]src[\\/]lib[\\/]structured-data(\.ts)?$/,
          path.resolve("src/browser/structured-data.browser.ts")
        ),
        plugins.normalModuleReplacement(
          /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
          path.resolve("src/browser/no-browser-api.ts")
        ),
        plugins.normalModuleReplacement(
          /[\\/]\.cache[\\/]register-service-worker(\.js)?$/,
          path.resolve("src/browser/no-browser-api.ts")
        ),
        plugins.normalModuleReplacement(
          /[\\/]\.cache[\\/]head[\\/]head-export-handler-for-browser(\.js)?$/,
          path.resolve("src/browser/no-head-export.ts")
        ),
      ],
    })
  }
  // No source maps in production builds unless asked for (GATSBY_SOURCE_MAPS=1): they slow every
  // build down and the site does not ship them to readers.
  if ((stage === "build-javascript" || stage === "build-html") && process.env.GATSBY_SOURCE_MAPS !== "1") {
    actions.setWebpackConfig({ devtool: false })
  }
}
