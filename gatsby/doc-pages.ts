/**
 * The pages of the docs: one per doc (a guide, a command, the API introduction) and one per category
 * index of the sidebars, each route claimed in one registry so that two pages on one route fail the
 * build naming both. Returns what the API pages need: the sidebars, their shared files and the registry.
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { breadcrumbs, previousAndNext, categoryIndexPages, type SidebarNode } from "../src/lib/sidebar"
import { SidebarError } from "../src/lib/sidebar-resolve"
import { RouteRegistry } from "./route-registry"
import {
  buildSidebars,
  invalidateSidebars,
  sidebarInputs,
  sidebarOfDoc,
  writeSharedSidebars,
  type DocRecord,
  type GeneratedGroups,
  type NodesByType,
} from "./sidebars"

const DocPageTemplate = path.resolve("src/templates/DocPage.tsx")
const CategoryPageTemplate = path.resolve("src/templates/CategoryPage.tsx")

export type PagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]

export interface DocPagesResult {
  sidebars: Record<string, SidebarNode[]>
  sidebarFiles: Record<string, string>
  /** Claims a route for an owner; false (and the build failed naming both) when it is taken. */
  claim: (route: string, owner: string) => boolean
}

export async function createDocPages({
  graphql,
  actions,
  reporter,
  getNodesByType,
}: PagesArgs): Promise<DocPagesResult | null> {
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
    return null
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

  invalidateSidebars() // deleted nodes (develop) do not pass through onCreateNode
  let sidebars: Record<string, SidebarNode[]>
  try {
    sidebars = buildSidebars(docs, generated, sidebarInputs(getNodesByType as NodesByType), (sidebar, id, file) =>
      reporter.info(`Sidebar "${sidebar}" lists the draft "${id}" (${file}): left out of this production build.`)
    )
  } catch (error) {
    if (error instanceof SidebarError) {
      reporter.panicOnBuild(error.message)
      return null
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

  return { sidebars, sidebarFiles, claim }
}
