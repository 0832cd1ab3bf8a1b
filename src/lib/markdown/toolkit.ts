/**
 * The unified-ecosystem functions the Markdown conversion runs on: an MDX + GFM parser and a GFM
 * serialiser (mdast-util-from-markdown, mdast-util-to-markdown and their extensions). They are ES
 * modules only, while Gatsby compiles local plugins to CommonJS, so the build loads them with a real
 * dynamic import (`loadMarkdownToolkit`) and hands them to the conversion; tests import them directly.
 */
import type { MdNode } from "./tree"

export interface MarkdownToolkit {
  /** Parses MDX (JSX, expressions, ESM) and GFM (tables, strikethrough, autolinks) into an mdast tree. */
  parseMdx: (source: string) => MdNode
  /** Parses plain Markdown with GFM (descriptions in the OpenAPI document). */
  parseMarkdown: (source: string) => MdNode
  /** Serialises an mdast tree (GFM included) to Markdown. */
  stringify: (tree: MdNode) => string
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface ToolkitModules {
  fromMarkdown: (value: string, options?: any) => any
  toMarkdown: (tree: any, options?: any) => string
  mdxjs: () => any
  mdxFromMarkdown: () => any
  gfm: () => any
  gfmFromMarkdown: () => any
  gfmToMarkdown: () => any
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The serialiser's settings: one style for every twin (fenced code, "-" bullets, "*" emphasis). */
export const STRINGIFY_OPTIONS = {
  bullet: "-",
  emphasis: "*",
  strong: "*",
  fence: "`",
  fences: true,
  listItemIndent: "one",
  rule: "-",
  resourceLink: true,
} as const

export function createToolkit(m: ToolkitModules): MarkdownToolkit {
  const gfmExtensions = { extensions: [m.gfm()], mdastExtensions: [m.gfmFromMarkdown()] }
  return {
    parseMdx: (source) => m.fromMarkdown(source, { extensions: [m.mdxjs(), m.gfm()], mdastExtensions: [m.mdxFromMarkdown(), m.gfmFromMarkdown()] }),
    parseMarkdown: (source) => m.fromMarkdown(source, gfmExtensions),
    stringify: (tree) => m.toMarkdown(tree, { ...STRINGIFY_OPTIONS, extensions: [m.gfmToMarkdown()] }),
  }
}

// A real dynamic import that Gatsby's plugin compiler leaves alone (it would turn it into require()).
const importModule = new Function("name", "return import(name)") as (name: string) => Promise<Record<string, unknown>>

let loading: Promise<MarkdownToolkit> | null = null

/** Loads the ES modules once per process. */
export function loadMarkdownToolkit(): Promise<MarkdownToolkit> {
  loading ??= Promise.all(
    ["mdast-util-from-markdown", "mdast-util-to-markdown", "micromark-extension-mdxjs", "mdast-util-mdx", "micromark-extension-gfm", "mdast-util-gfm"].map(importModule)
  ).then(([from, to, mdxjs, mdx, gfm, gfmMdast]) =>
    createToolkit({
      fromMarkdown: from.fromMarkdown as ToolkitModules["fromMarkdown"],
      toMarkdown: to.toMarkdown as ToolkitModules["toMarkdown"],
      mdxjs: mdxjs.mdxjs as ToolkitModules["mdxjs"],
      mdxFromMarkdown: mdx.mdxFromMarkdown as ToolkitModules["mdxFromMarkdown"],
      gfm: gfm.gfm as ToolkitModules["gfm"],
      gfmFromMarkdown: gfmMdast.gfmFromMarkdown as ToolkitModules["gfmFromMarkdown"],
      gfmToMarkdown: gfmMdast.gfmToMarkdown as ToolkitModules["gfmToMarkdown"],
    })
  )
  return loading
}
