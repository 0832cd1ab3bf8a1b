/**
 * @jest-environment node
 *
 * The site's own hooks (gatsby-node.ts) in-process with a mocked Gatsby API, fed by the docs-source
 * hooks run on a fixture folder of build-checks/fixtures, as Gatsby would run them one after another:
 * a duplicate route (createPages), a sidebar id without a page (createResolvers) and a version
 * dropdown naming an unknown version (onPreBootstrap) each report one message through panicOnBuild.
 * How Gatsby prints it (once, without a stack trace) is proven by a real build per family:
 * build-checks/build-failures.test.mjs (duplicate route), rebuild-after-failure.test.mjs (sidebar id)
 * and error-messages.test.mjs (version dropdown).
 */
import fs from "fs"
import os from "os"
import path from "path"
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx"
import * as siteHooks from "./gatsby-node"
import * as docsSource from "./plugins/docs-source/gatsby-node"
import { mockGatsbyApi, reported, hookArgs, type MockGatsbyApi } from "./plugins/testing/gatsby-api"
import { FIXTURES, fakeCompileMdx, mdxFiles, mdxNode } from "./plugins/testing/docs-pages"

jest.mock("gatsby-plugin-mdx", () => ({ compileMDXWithCustomOptions: jest.fn() }))

const ROOT = process.cwd()
let site: string

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "site-hooks-test-"))
  jest.mocked(compileMDXWithCustomOptions).mockImplementation(fakeCompileMdx(path.join(site, "public")) as never)
})
afterEach(() => {
  delete process.env.DOCS_SIDEBARS
  fs.rmSync(site, { recursive: true, force: true })
})

/** Sources a fixture folder (its pages and sidebars file) into a mocked API, as the bootstrap does. */
async function sourceFixture(fixture: string): Promise<MockGatsbyApi> {
  const own = path.join(FIXTURES, fixture, "sidebars.js")
  process.env.DOCS_SIDEBARS = fs.existsSync(own) ? own : path.join(FIXTURES, "sidebars.default.js")
  const api = mockGatsbyApi()
  await docsSource.sourceNodes!(hookArgs(api), {} as never, () => {})
  const docsDir = path.join(FIXTURES, fixture, "docs")
  for (const page of mdxFiles(docsDir))
    await docsSource.onCreateNode!(hookArgs(api, { node: mdxNode(api, docsDir, page) }), {} as never, () => {})
  expect(reported(api, "panicOnBuild")).toEqual([])
  return api
}

/** createPages with a graphql function that answers the site's queries from the sourced nodes. */
async function createPages(api: MockGatsbyApi) {
  const graphql = jest.fn(async (query: string) => {
    if (query.includes("DocsForPages")) return { data: { allDoc: { nodes: api.getNodesByType("Doc") } } }
    if (query.includes("ApiSidebarForPages"))
      return { data: { allApiSidebar: { nodes: api.getNodesByType("ApiSidebar") } } }
    if (query.includes("ApiOperationsForPages"))
      return { data: { allApiOperation: { nodes: [] }, allApiModel: { nodes: [] }, apiSpec: null } }
    throw new Error(`unexpected query ${query}`)
  })
  // It writes the shared sidebar files under <working directory>/public: run it in a throw-away folder.
  process.chdir(site)
  try {
    await siteHooks.createPages!(hookArgs(api, { graphql }), {} as never, () => {})
  } finally {
    process.chdir(ROOT)
  }
}

it("a valid fixture: a page per doc, nothing reported", async () => {
  const api = await sourceFixture("rebuild")
  siteHooks.createResolvers!(hookArgs(api, { createResolvers: jest.fn() }), {} as never, () => {})
  await createPages(api)
  expect(api.reporter.panicOnBuild).not.toHaveBeenCalled()
  expect(api.actions.createPage.mock.calls.map(([page]) => page.path)).toEqual(expect.arrayContaining(["/", "/guide"]))
})

it("two files with the same route fail naming both (createPages)", async () => {
  const api = await sourceFixture("duplicate-route")
  await createPages(api)
  expect(reported(api, "panicOnBuild")).toEqual([
    expect.stringMatching(
      /^Duplicate route "\/guide": produced by both \S*duplicate-route\/docs\/guide(\/index)?\.mdx and \S*duplicate-route\/docs\/guide(\/index)?\.mdx/
    ),
  ])
  expect(api.actions.createPage.mock.calls.filter(([page]) => page.path === "/guide")).toHaveLength(1)
})

it("a sidebar id without a page fails naming the sidebars file and the file to create (createResolvers)", async () => {
  const api = await sourceFixture("unknown-sidebar-id")
  siteHooks.createResolvers!(hookArgs(api, { createResolvers: jest.fn() }), {} as never, () => {})
  expect(reported(api, "panicOnBuild")).toEqual([
    expect.stringMatching(
      /^Sidebar "guides" in \S*unknown-sidebar-id\/sidebars\.js refers to doc "getting-started\/nope", which does not exist\. Create content\/docs\/getting-started\/nope\.mdx or fix the id\.$/
    ),
  ])
})

it("a version dropdown naming an unknown version fails listing the available names (onPreBootstrap)", () => {
  jest.isolateModules(() => {
    jest.doMock("./src/config/site", () => {
      const actual = jest.requireActual("./src/config/site")
      return {
        ...actual,
        navbarItems: [...actual.navbarItems, { type: "docsVersionDropdown", label: "Versions", versions: ["2.x"] }],
      }
    })
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after jest.doMock, inside isolateModules, so it sees the mocked site config
    const hooks = require("./gatsby-node") as typeof siteHooks
    const api = mockGatsbyApi()
    hooks.onPreBootstrap!(hookArgs(api), {} as never, () => {})
    expect(reported(api, "panicOnBuild")).toEqual([
      'The docs version dropdown "Versions" in src/config/site.ts names the version "2.x", which does not exist. Available version names: current',
    ])
  })
  const api = mockGatsbyApi()
  siteHooks.onPreBootstrap!(hookArgs(api), {} as never, () => {})
  expect(api.reporter.panicOnBuild).not.toHaveBeenCalled()
})
