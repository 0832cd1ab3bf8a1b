/**
 * The pages of the API reference (nodes from plugins/openapi-source): the overview at /api, one page
 * per operation at /api/<slug> and one per component schema at /api/models/<slug>. Every route is
 * claimed in the same registry as the docs, so an operation slug that clashes with a doc fails the
 * build naming both.
 */
import path from "path"
import { breadcrumbs, previousAndNext, navigablePages, type SidebarNode } from "../src/lib/sidebar"
import { isSameRoute } from "../src/lib/routing"
import type { DocPagesResult, PagesArgs } from "./doc-pages"

const ApiOperationTemplate = path.resolve("src/templates/ApiOperationPage.tsx")
const ApiOverviewTemplate = path.resolve("src/templates/ApiOverviewPage.tsx")
const ApiModelTemplate = path.resolve("src/templates/ApiModelPage.tsx")
const API_OVERVIEW_ROUTE = "/api"

/** Gatsby's helpers, and what the doc pages leave: the sidebars, their files and the route registry. */
export type ApiPagesArgs = Pick<PagesArgs, "graphql" | "actions" | "reporter"> & DocPagesResult

export async function createApiPages({
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
