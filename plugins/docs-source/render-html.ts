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

export class MdxCompileError extends Error {}

/** Throws MdxCompileError with the compiler's own message (the caller names the file). */
export async function renderDocHtml(doc: { contentFilePath: string; rawBody: string }, helpers: CompileHelpers): Promise<string> {
  // gatsby-plugin-mdx reports compile errors through the reporter with its own error ids, which only
  // its own reporter can print; this one turns them into an exception with the original message.
  const reporter = Object.create(helpers.reporter) as CompileHelpers["reporter"]
  reporter.panicOnBuild = ((error: { context?: { errorMeta?: { message?: string } } }) => {
    throw new MdxCompileError(error?.context?.errorMeta?.message ?? String(error))
  }) as CompileHelpers["reporter"]["panicOnBuild"]
  const result = await compileMDXWithCustomOptions(
    { absolutePath: doc.contentFilePath, source: doc.rawBody },
    {
      ...helpers,
      reporter,
      pluginOptions: mdxPluginOptions as unknown as Parameters<typeof compileMDXWithCustomOptions>[1]["pluginOptions"],
      customOptions: { mdxOptions: { outputFormat: "function-body", useDynamicImport: false, development: false } } as Parameters<typeof compileMDXWithCustomOptions>[1]["customOptions"],
    }
  )
  if (!result) throw new MdxCompileError("the MDX compiler returned nothing")
  const components = contentComponents(helpers.pathPrefix ?? "")
  // The compiled function body reads the JSX runtime and the components from its first argument.
  const run = new Function(result.processedMDX) as (scope: object) => { default: React.ComponentType<{ components: object }> }
  const { default: Content } = run({ ...jsxRuntime, useMDXComponents: () => components })
  return renderToStaticMarkup(React.createElement(Content, { components }))
}
