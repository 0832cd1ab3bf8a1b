/**
 * Page creation from the sidebar definitions, and the checks that span sources: every sidebar id has
 * a page, no two pages share a route. Parsing of sources lives in the local plugins (plugins/).
 */
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { site, navbarItems } from "./src/config/site"
import { navbarVersionProblems } from "./gatsby/navbar-check"
import {
  resolveSidebars,
  sidebarHasDoc,
  sidebarForPages,
  breadcrumbs,
  previousAndNext,
  categoryIndexPages,
  parentCategories,
  navigablePages,
  SidebarError,
  type SidebarNode,
  type SidebarsDef,
  type SidebarDoc,
} from "./src/lib/sidebar"
import { RouteRegistry } from "./gatsby/route-registry"
import { withBasePath, isSameRoute } from "./src/lib/routing"
import { sharedJsonFile } from "./gatsby/shared-json-file"

const DocPageTemplate = path.resolve("src/templates/DocPage.tsx")
const CategoryPageTemplate = path.resolve("src/templates/CategoryPage.tsx")

/**
 * The sidebar definitions come from the SidebarDefinitions node of plugins/docs-source (content/
 * sidebars.ts, or the module DOCS_SIDEBARS names), which `gatsby develop` keeps in step with the file.
 */
interface SidebarInputs {
  definitions: SidebarsDef
  file: string
  /** Drafts left out of a production build: doc id to file. */
  drafts: Record<string, string>
}

interface DocRecord extends SidebarDoc {
  unlisted: boolean
  displayedSidebar?: string | null
  relativeFilePath: string
}

/** Groups supplied by source plugins for `{ type: "generated" }` sidebar items. */
type GeneratedGroups = Record<string, SidebarNode[]>

function buildSidebars(
  docs: DocRecord[],
  generated: GeneratedGroups,
  inputs: SidebarInputs,
  onDraftDropped?: (sidebar: string, id: string, file: string) => void
): Record<string, SidebarNode[]> {
  return resolveSidebars(inputs.definitions, docs, generated, {
    drafts: inputs.drafts,
    sidebarsFile: inputs.file,
    onDraftDropped,
  })
}

interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>
}

type NodesByType = (type: string) => unknown[]

function sidebarInputs(getNodesByType: NodesByType): SidebarInputs {
  const node = getNodesByType("SidebarDefinitions")[0] as { definitions: SidebarsDef; file: string } | undefined
  const drafts: Record<string, string> = {}
  for (const d of getNodesByType("DocDraft") as { docId: string; relativeFilePath: string }[])
    drafts[d.docId] = d.relativeFilePath
  return { definitions: node?.definitions ?? {}, file: node?.file ?? "content/sidebars.ts", drafts }
}

function docsFromNodes(getNodesByType: NodesByType): DocRecord[] {
  return (getNodesByType("Doc") as (DocRecord & { docId: string })[]).map((d) => ({ ...d, id: d.docId }))
}

function groupsFromNodes(getNodesByType: NodesByType): GeneratedGroups {
  const groups: GeneratedGroups = {}
  for (const node of getNodesByType("ApiSidebar") as { source: string; items: SidebarNode[] }[])
    groups[node.source] = node.items
  return groups
}

/**
 * The resolved sidebars for the resolvers, computed once and again after a Doc, draft, sidebar
 * definition or API group is created (under develop, an edit), so develop never serves old ones.
 * Null when they do not resolve: the error is reported once, by createResolvers or createPages.
 */
let sidebarsMemo: { sidebars: Record<string, SidebarNode[]> | null } | null = null
const SIDEBAR_INPUT_TYPES = new Set(["Doc", "DocDraft", "SidebarDefinitions", "ApiSidebar"])

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  if (SIDEBAR_INPUT_TYPES.has(node.internal.type)) sidebarsMemo = null
}

function currentSidebars(getNodesByType: NodesByType): Record<string, SidebarNode[]> | null {
  if (sidebarsMemo) return sidebarsMemo.sidebars
  let sidebars: Record<string, SidebarNode[]> | null
  try {
    sidebars = buildSidebars(
      docsFromNodes(getNodesByType),
      groupsFromNodes(getNodesByType),
      sidebarInputs(getNodesByType)
    )
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error
    sidebars = null
  }
  sidebarsMemo = { sidebars }
  return sidebars
}

function sidebarOfDoc(sidebars: Record<string, SidebarNode[]>, docId: string, fallback?: string | null): string | null {
  for (const [name, nodes] of Object.entries(sidebars)) if (sidebarHasDoc(nodes, docId)) return name
  return fallback ?? null
}

/**
 * Each resolved sidebar goes to one content-hashed file under public/shared/; pages carry its name
 * (sidebarFile), not the sidebar, so page-data.json stays page-sized and the browser loads a sidebar
 * once per visit (src/hooks/useSharedSidebar.ts). Returns the file of each sidebar name.
 */
function writeSharedSidebars(sidebars: Record<string, SidebarNode[]>): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [name, nodes] of Object.entries(sidebars)) {
    const json = JSON.stringify(sidebarForPages(nodes))
    const file = sharedJsonFile("sidebar", name, json)
    const target = path.join(process.cwd(), "public", file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, json)
    files[name] = file
  }
  // Files of earlier builds go: public/ holds what this build's pages name, as after a clean build.
  const dir = path.join(process.cwd(), "public", path.dirname(Object.values(files)[0] ?? "/shared/x"))
  const current = new Set(Object.values(files).map((f) => path.basename(f)))
  if (fs.existsSync(dir))
    for (const old of fs.readdirSync(dir))
      if (old.startsWith("sidebar-") && !current.has(old)) fs.rmSync(path.join(dir, old))
  return files
}

/** Configuration mistakes that would otherwise fail on every page at render time: reported before sourcing. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = navbarVersionProblems(navbarItems, [site.docsVersion.name])
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    """The one docs version of the site: name, label, path, isLast, mainDocId, docs."""
    type DocsVersion {
      "Version name as used in URLs and configuration, e.g. current."
      name: String!
      "Label the version dropdown shows, e.g. Next."
      label: String!
      "Base path of the version, e.g. /docs."
      path: String!
      "True for the latest released version (the only one here)."
      isLast: Boolean!
      "Doc id of the version's main doc (the introduction)."
      mainDocId: String!
      "Every doc of the version, sorted by id."
      docs: [DocsVersionDoc!]!
    }
    """A doc of a docs version."""
    type DocsVersionDoc {
      "Doc id, e.g. commands/poll."
      id: String!
      "Full path including the base path, e.g. /docs/commands/poll."
      path: String!
      "Name of the sidebar that lists the doc, if any."
      sidebar: String
      "Unlisted docs are built but not indexed."
      unlisted: Boolean!
    }
  `)
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

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType }) => {
  const result = await graphql<{
    allDoc: { nodes: (DocRecord & { docId: string; contentFilePath: string; title: string })[] }
    allApiSidebar: { nodes: { source: string; items: SidebarNode[] }[] } | null
  }>(`
    query DocsForPages {
      allDoc {
        nodes {
          id
          docId
          route
          title
          sidebarLabel
          sidebarPosition
          description
          unlisted
          displayedSidebar
          contentFilePath
          relativeFilePath
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs", result.errors)
    return
  }
  const docs = result.data.allDoc.nodes.map((d) => ({ ...d, id: d.docId, nodeId: d.id }))

  let generated: GeneratedGroups = {}
  const api = await graphql<{ allApiSidebar: { nodes: { source: string; items: SidebarNode[] }[] } }>(`
    query ApiSidebarForPages {
      allApiSidebar {
        nodes {
          source
          items
        }
      }
    }
  `)
  if (!api.errors && api.data) for (const n of api.data.allApiSidebar.nodes) generated[n.source] = n.items
  else generated = {}

  sidebarsMemo = null // deleted nodes (develop) do not pass through onCreateNode
  let sidebars: Record<string, SidebarNode[]>
  try {
    sidebars = buildSidebars(docs, generated, sidebarInputs(getNodesByType as NodesByType), (sidebar, id, file) =>
      reporter.info(`Sidebar "${sidebar}" lists the draft "${id}" (${file}): left out of this production build.`)
    )
  } catch (error) {
    if (error instanceof SidebarError) {
      reporter.panicOnBuild(error.message)
      return
    }
    throw error
  }

  const sidebarFiles = writeSharedSidebars(sidebars)
  const routes = new RouteRegistry()
  const claim = (route: string, owner: string): boolean => {
    const clash = routes.claim(route, owner)
    if (clash) reporter.panicOnBuild(clash)
    return !clash
  }
  claim("/404", "src/pages/404.tsx")
  claim("/search", "src/pages/search.tsx")

  for (const doc of docs) {
    if (!claim(doc.route, doc.relativeFilePath)) continue
    const sidebarName = sidebarOfDoc(sidebars, doc.id, doc.displayedSidebar)
    const sidebar = sidebarName ? sidebars[sidebarName] : []
    actions.createPage({
      path: doc.route,
      component: DocPageTemplate,
      context: {
        id: doc.nodeId,
        sidebarName,
        sidebarFile: sidebarName ? sidebarFiles[sidebarName] : null,
        breadcrumbs: breadcrumbs(sidebar, doc.route, doc.sidebarLabel ?? doc.title),
        ...previousAndNext(sidebar, doc.route),
      },
    })
  }

  for (const [sidebarName, sidebar] of Object.entries(sidebars)) {
    for (const page of categoryIndexPages(sidebar)) {
      if (!claim(page.route, `category "${page.title}" in content/sidebars.ts`)) continue
      actions.createPage({
        path: page.route,
        component: CategoryPageTemplate,
        context: {
          category: page,
          sidebarName,
          sidebarFile: sidebarFiles[sidebarName],
          breadcrumbs: breadcrumbs(sidebar, page.route, page.title),
          ...previousAndNext(sidebar, page.route),
        },
      })
    }
  }

  await createApiPages({ graphql, actions, reporter, sidebars, sidebarFiles, claim })
}

// ---------------------------------------------------------------------------------------------------
// API reference pages (nodes from plugins/openapi-source): the overview at /api, one page per
// operation at /api/<slug> and one per component schema at /api/models/<slug>. Every route is claimed in the same registry as the docs, so an operation
// slug that clashes with a doc fails the build naming both.
// ---------------------------------------------------------------------------------------------------

const ApiOperationTemplate = path.resolve("src/templates/ApiOperationPage.tsx")
const ApiOverviewTemplate = path.resolve("src/templates/ApiOverviewPage.tsx")
const ApiModelTemplate = path.resolve("src/templates/ApiModelPage.tsx")
const API_OVERVIEW_ROUTE = "/api"

interface ApiPagesArgs {
  graphql: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"]
  actions: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]
  reporter: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["reporter"]
  sidebars: Record<string, SidebarNode[]>
  sidebarFiles: Record<string, string>
  claim: (route: string, owner: string) => boolean
}

async function createApiPages({
  graphql,
  actions,
  reporter,
  sidebars,
  sidebarFiles,
  claim,
}: ApiPagesArgs): Promise<void> {
  const result = await graphql<{
    allApiOperation: {
      nodes: {
        id: string
        slug: string
        route: string
        summary: string
        method: string
        path: string
        operationId: string
      }[]
    }
    allApiModel: { nodes: { id: string; name: string; route: string }[] }
    apiSpec: { sourceFile: string } | null
  }>(`
    query ApiOperationsForPages {
      allApiOperation(sort: { order: ASC }) {
        nodes {
          id
          slug
          route
          summary
          method
          path
          operationId
        }
      }
      allApiModel(sort: { order: ASC }) {
        nodes {
          id
          name
          route
        }
      }
      apiSpec {
        sourceFile
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not query the API reference (ApiOperation, ApiSpec nodes of plugins/openapi-source)",
      result.errors
    )
    return
  }
  const { allApiOperation, allApiModel, apiSpec } = result.data
  if (!apiSpec) return
  const sidebarNameOf = (route: string): string | undefined =>
    Object.keys(sidebars).find((name) => navigablePages(sidebars[name]).some((p) => isSameRoute(p.href, route)))
  const sidebarOf = (route: string): SidebarNode[] => sidebars[sidebarNameOf(route) ?? ""] ?? []
  const sidebarFileOf = (route: string): string | null => sidebarFiles[sidebarNameOf(route) ?? ""] ?? null

  if (claim(API_OVERVIEW_ROUTE, "the API overview (src/templates/ApiOverviewPage.tsx)")) {
    const sidebar = sidebarOf(API_OVERVIEW_ROUTE)
    actions.createPage({
      path: API_OVERVIEW_ROUTE,
      component: ApiOverviewTemplate,
      context: {
        sidebarFile: sidebarFileOf(API_OVERVIEW_ROUTE),
        breadcrumbs: breadcrumbs(sidebar, API_OVERVIEW_ROUTE, "API overview"),
        ...previousAndNext(sidebar, API_OVERVIEW_ROUTE),
      },
    })
  }

  for (const op of allApiOperation.nodes) {
    const owner = `operation ${op.operationId} (${op.method} ${op.path}) in ${apiSpec.sourceFile}`
    if (!claim(op.route, owner)) continue
    const sidebar = sidebarOf(op.route)
    actions.createPage({
      path: op.route,
      component: ApiOperationTemplate,
      context: {
        id: op.id,
        sidebarFile: sidebarFileOf(op.route),
        breadcrumbs: breadcrumbs(sidebar, op.route, op.summary),
        ...previousAndNext(sidebar, op.route),
      },
    })
  }

  for (const model of allApiModel.nodes) {
    if (!claim(model.route, `the model of schema ${model.name} (components.schemas) in ${apiSpec.sourceFile}`)) continue
    const sidebar = sidebarOf(model.route)
    actions.createPage({
      path: model.route,
      component: ApiModelTemplate,
      context: {
        id: model.id,
        sidebarFile: sidebarFileOf(model.route),
        breadcrumbs: breadcrumbs(sidebar, model.route, model.name),
        ...previousAndNext(sidebar, model.route),
      },
    })
  }
}

/**
 * react-helmet renders the head on the server; the browser bundle gets the same API from a small
 * module (src/browser/helmet-lite.tsx), which keeps about 5 KB (gzip) off every page. Two more modules
 * have no work to do in a production browser, and are replaced there by empty stand-ins: the JSON-LD
 * writer (crawlers read the server's HTML) and Gatsby's Partytown plugin, which acts only under
 * `gatsby develop` (0.7 KB gzip).
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
      ],
    })
  }
  // No source maps in production builds unless asked for (GATSBY_SOURCE_MAPS=1): they slow every
  // build down and the site does not ship them to readers.
  if ((stage === "build-javascript" || stage === "build-html") && process.env.GATSBY_SOURCE_MAPS !== "1") {
    actions.setWebpackConfig({ devtool: false })
  }
}
