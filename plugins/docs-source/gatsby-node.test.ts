/**
 * @jest-environment node
 *
 * docs-source's onCreateNode, run in-process with a mocked Gatsby API on the pages of the fixture
 * folders under build-checks/fixtures: each single-error case reports one message through
 * panicOnBuild that names the file (and line) and the problem, and creates no Doc node.
 * gatsby-plugin-mdx's compiler is replaced by ../testing/docs-pages.ts (same parser, the site's remark
 * checks, errors reported as gatsby-plugin-mdx does), so render-html.ts words them as in a build.
 * How Gatsby prints the message (once, without a stack trace) is proven by one real build per family:
 * build-checks/build-failures.test.mjs (frontmatter) and error-messages.test.mjs (MDX).
 */
import fs from "fs"
import os from "os"
import path from "path"
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx"
import { onCreateNode } from "./gatsby-node"
import { mockGatsbyApi, reported, hookArgs, type MockGatsbyApi } from "../testing/gatsby-api"
import { FIXTURES, fakeCompileMdx, mdxNode } from "../testing/docs-pages"

jest.mock("gatsby-plugin-mdx", () => ({ compileMDXWithCustomOptions: jest.fn() }))

const COMPONENTS = "Admonition, Card, CardGrid, Danger, Info, Note, TabItem, Tabs, Tip, Warning"
let publicDir: string

beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-source-test-"))
  jest.mocked(compileMDXWithCustomOptions).mockImplementation(fakeCompileMdx(publicDir) as never)
})
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

/** Runs onCreateNode on one fixture page; returns the mocked API. */
async function createNodeFor(fixture: string, relativePath: string): Promise<MockGatsbyApi> {
  const api = mockGatsbyApi()
  await onCreateNode!(
    hookArgs(api, { node: mdxNode(api, path.join(FIXTURES, fixture, "docs"), relativePath) }),
    {} as never,
    () => {}
  )
  return api
}

/** One panicOnBuild with the message `expected` matches, nothing else reported, no Doc node. */
function expectOneError(api: MockGatsbyApi, expected: RegExp) {
  expect(reported(api, "panicOnBuild")).toEqual([expect.stringMatching(expected)])
  expect(reported(api, "error")).toEqual([])
  expect(api.getNodesByType("Doc")).toEqual([])
}

describe("docs-source onCreateNode: a valid page", () => {
  it("becomes a Doc node with its route, and nothing is reported", async () => {
    const api = await createNodeFor("card-without-to", "index.mdx")
    expect(api.reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(api.getNodesByType("Doc")).toEqual([expect.objectContaining({ docId: "index", route: "/" })])
  })
})

describe("docs-source onCreateNode: invalid frontmatter fails naming the file and the field", () => {
  it.each([
    [
      "missing-title",
      "no-title.mdx",
      /^Invalid frontmatter in build-checks\/fixtures\/missing-title\/docs\/no-title\.mdx:\n {2}- missing "title" \(a non-empty string is required\)$/,
    ],
    [
      "wrong-type",
      "bad-tags.mdx",
      /^Invalid frontmatter in build-checks\/fixtures\/wrong-type\/docs\/bad-tags\.mdx:\n {2}- field "tags" must be string\[\], got number \(5\)$/,
    ],
    [
      "unknown-field",
      "typo.mdx",
      /^Invalid frontmatter in build-checks\/fixtures\/unknown-field\/docs\/typo\.mdx:\n {2}- unknown field "descripton"/,
    ],
  ])("%s", async (fixture, page, expected) => {
    expectOneError(await createNodeFor(fixture, page), expected)
  })
})

describe("docs-source onCreateNode: an MDX page that does not compile fails naming the file, line and problem", () => {
  it.each([
    [
      "broken-mdx",
      "broken.mdx",
      /^Could not compile the MDX of build-checks\/fixtures\/broken-mdx\/docs\/broken\.mdx:5:1: Expected a closing tag for `<Note>` \(5:1-5:7\)( before the end of `paragraph`)?$/,
    ],
    [
      "card-without-to",
      "cards.mdx",
      /^Invalid <Card> in build-checks\/fixtures\/card-without-to\/docs\/cards\.mdx:8:3: <Card> needs the prop "to" \(the route the card links to, e\.g\. \/commands\/poll\)\.$/,
    ],
    [
      "tabitem-title",
      "tabs.mdx",
      /^Invalid <TabItem> in build-checks\/fixtures\/tabitem-title\/docs\/tabs\.mdx:9:1: unknown prop "title" on <TabItem>\. TabItem takes "label", "value"\. <TabItem> needs the prop "label" \(the text of the tab\)\.$/,
    ],
    [
      "unknown-component",
      "notes.mdx",
      new RegExp(
        `^Invalid <Notes> in build-checks/fixtures/unknown-component/docs/notes\\.mdx:6:1: <Notes> is not a known component\\. Did you mean "Note"\\? Content components need no import; the available ones are: ${COMPONENTS}\\.$`
      ),
    ],
    [
      "missing-image",
      "pictures.mdx",
      /^Missing image in build-checks\/fixtures\/missing-image\/docs\/pictures\.mdx: "\.\/images\/does-not-exist\.svg" does not exist/,
    ],
  ])("%s", async (fixture, page, expected) => {
    expectOneError(await createNodeFor(fixture, page), expected)
  })
})
