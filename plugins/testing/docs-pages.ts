/**
 * Doc pages for in-process hook tests: the Mdx node gatsby-plugin-mdx makes of a page, and a stand-in
 * for its compiler (`compileMDXWithCustomOptions`, mocked with jest.mock in the test file) that parses
 * with the same MDX parser @mdx-js/mdx uses, runs the site's own remark checks, and reports an error
 * as gatsby-plugin-mdx does (panicOnBuild with context.errorMeta), so render-html.ts turns it into
 * the build's message. The JavaScript output is a component that renders nothing.
 */
import fs from "fs"
import path from "path"
import { load as loadYaml } from "js-yaml"
import { fromMarkdown } from "mdast-util-from-markdown"
import { mdxjs } from "micromark-extension-mdxjs"
import { mdxFromMarkdown } from "mdast-util-mdx"
import remarkCheckComponents from "../docs-source/mdx/remark-check-components"
import remarkLocalImages from "../docs-source/mdx/remark-local-images"
import type { MockGatsbyApi, MockNode } from "./gatsby-api"

/** The fixture folders of the real-build checks, shared with these tests. */
export const FIXTURES = path.resolve(__dirname, "../../build-checks/fixtures")

export function fakeCompileMdx(publicDir: string) {
  return async (
    { absolutePath, source }: { absolutePath: string; source: string },
    helpers: { reporter: { panicOnBuild: (error: unknown) => void } }
  ) => {
    try {
      const tree = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] })
      remarkCheckComponents()(tree as never, { path: absolutePath })
      remarkLocalImages({ publicDir })(tree as never, { path: absolutePath })
      return { processedMDX: "return { default: () => null }", metadata: {} }
    } catch (error) {
      helpers.reporter.panicOnBuild({ id: "10001", context: { absolutePath, errorMeta: error } })
      return null
    }
  }
}

/** The Mdx node of `docsDir/relativePath`, with its File parent registered in `api`. */
export function mdxNode(api: MockGatsbyApi, docsDir: string, relativePath: string): MockNode {
  const filePath = path.join(docsDir, relativePath)
  const source = fs.readFileSync(filePath, "utf8")
  const block = /^---\n([\s\S]*?)\n---\n?/.exec(source)
  const file = { id: `File ${filePath}`, sourceInstanceName: "docs", relativePath, internal: { type: "File" } }
  api.nodes.set(file.id, file)
  return {
    id: `Mdx ${filePath}`,
    parent: file.id,
    frontmatter: block ? (loadYaml(block[1]) as Record<string, unknown>) : {},
    body: block ? source.slice(block[0].length) : source,
    internal: { type: "Mdx", contentFilePath: filePath },
  }
}

/** Every .mdx file under `docsDir`, relative to it. */
export function mdxFiles(docsDir: string): string[] {
  return (fs.readdirSync(docsDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".mdx")).sort()
}
