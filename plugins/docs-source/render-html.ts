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

/**
 * A compile error: the compiler's reason and, when it knows it, the line and column in the file
 * (frontmatter lines included). `namesFile` is set when the message already says file and line.
 */
export class MdxCompileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
    readonly namesFile = false
  ) {
    super(message)
  }
}

interface CompilerError {
  message?: string
  reason?: string
  line?: number | null
  column?: number | null
  namesFile?: boolean
}

/**
 * The MDX body with the frontmatter block replaced by as many empty lines, so the compiler's line
 * numbers are those of the file an author has open.
 */
export function lineAlignedBody(fileSource: string): string {
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/.exec(fileSource)
  if (!frontmatter) return fileSource
  return "\n".repeat(frontmatter[0].split("\n").length - 1) + fileSource.slice(frontmatter[0].length)
}

/** Throws MdxCompileError with the compiler's own message (the caller names the file). */
export async function renderDocHtml(
  doc: { contentFilePath: string; source: string },
  helpers: CompileHelpers
): Promise<string> {
  // gatsby-plugin-mdx reports compile errors through the reporter with its own error ids, which only
  // its own reporter can print; this one turns them into an exception with the original message.
  const reporter = Object.create(helpers.reporter) as CompileHelpers["reporter"]
  reporter.panicOnBuild = ((error: { context?: { errorMeta?: CompilerError } }) => {
    const meta = error?.context?.errorMeta
    if (!meta) throw new MdxCompileError(String(error))
    if (meta.namesFile) throw new MdxCompileError(meta.message ?? String(meta), undefined, undefined, true)
    const reason = meta.reason ?? meta.message ?? String(meta)
    // Some MDX errors carry their place only in the text, as "(5:1-5:7)".
    const place = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason)
    throw new MdxCompileError(
      reason,
      meta.line ?? (place ? Number(place[1]) : undefined),
      meta.column ?? (place ? Number(place[2]) : undefined)
    )
  }) as CompileHelpers["reporter"]["panicOnBuild"]
  const result = await compileMDXWithCustomOptions(
    { absolutePath: doc.contentFilePath, source: doc.source },
    {
      ...helpers,
      reporter,
      pluginOptions: mdxPluginOptions as unknown as Parameters<typeof compileMDXWithCustomOptions>[1]["pluginOptions"],
      customOptions: {
        mdxOptions: { outputFormat: "function-body", useDynamicImport: false, development: false },
      } as Parameters<typeof compileMDXWithCustomOptions>[1]["customOptions"],
    }
  )
  if (!result) throw new MdxCompileError("the MDX compiler returned nothing")
  const components = contentComponents(helpers.pathPrefix ?? "")
  // The compiled function body reads the JSX runtime and the components from its first argument.
  const run = new Function(result.processedMDX) as (scope: object) => {
    default: React.ComponentType<{ components: object }>
  }
  const { default: Content } = run({ ...jsxRuntime, useMDXComponents: () => components })
  return renderToStaticMarkup(React.createElement(Content, { components }))
}
