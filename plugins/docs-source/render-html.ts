/**
 * Renders a doc's MDX to static HTML at build time with the same pipeline gatsby-plugin-mdx uses
 * (its compileMDXWithCustomOptions helper), so a guide page ships its content as HTML in its page
 * data instead of as a JavaScript component. A compile error fails the build naming the file.
 */
import React from "react"
import * as jsxRuntime from "react/jsx-runtime"
import { renderToStaticMarkup } from "react-dom/server"
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx"
import { contentComponents } from "../../src/components/content"
import { mdxPluginOptions } from "./mdx/options"

type CompileHelpers = Omit<Parameters<typeof compileMDXWithCustomOptions>[1], "pluginOptions" | "customOptions">

export async function renderDocHtml(doc: { contentFilePath: string; rawBody: string }, helpers: CompileHelpers): Promise<string | null> {
  const result = await compileMDXWithCustomOptions(
    { absolutePath: doc.contentFilePath, source: doc.rawBody },
    {
      ...helpers,
      pluginOptions: mdxPluginOptions as unknown as Parameters<typeof compileMDXWithCustomOptions>[1]["pluginOptions"],
      customOptions: { mdxOptions: { outputFormat: "function-body", useDynamicImport: false } } as Parameters<typeof compileMDXWithCustomOptions>[1]["customOptions"],
    }
  )
  if (!result) return null
  const components = contentComponents(helpers.pathPrefix ?? "")
  // The compiled function body reads the JSX runtime and the components from its first argument.
  const run = new Function(result.processedMDX) as (scope: object) => { default: React.ComponentType<{ components: object }> }
  const { default: Content } = run({ ...jsxRuntime, useMDXComponents: () => components })
  return renderToStaticMarkup(React.createElement(Content, { components }))
}
