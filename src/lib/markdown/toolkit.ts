/**
 * The unified-ecosystem functions the Markdown conversion runs on: an MDX + GFM parser and a GFM
 * serialiser (mdast-util-from-markdown, mdast-util-to-markdown and their extensions). They are ES
 * modules only, while Gatsby compiles local plugins to CommonJS, so the build loads them with a real
 * dynamic import (`loadMarkdownToolkit`) and hands them to the conversion; tests import them directly.
 */
import type { fromMarkdown } from "mdast-util-from-markdown"
import type { toMarkdown } from "mdast-util-to-markdown"
import type { mdxjs } from "micromark-extension-mdxjs"
import type { mdxFromMarkdown } from "mdast-util-mdx"
import type { gfm } from "micromark-extension-gfm"
import type { gfmFromMarkdown, gfmToMarkdown } from "mdast-util-gfm"
import type { MdNode } from "./tree"

export interface MarkdownToolkit {
  /** Parses MDX (JSX, expressions, ESM) and GFM (tables, strikethrough, autolinks) into an mdast tree. */
  parseMdx: (source: string) => MdNode
  /** Parses plain Markdown with GFM (descriptions in the OpenAPI document). */
  parseMarkdown: (source: string) => MdNode
  /** Serialises an mdast tree (GFM included) to Markdown. */
  stringify: (tree: MdNode) => string
}

/** The functions, typed as their packages declare them. */
export interface ToolkitModules {
  fromMarkdown: typeof fromMarkdown
  toMarkdown: typeof toMarkdown
  mdxjs: typeof mdxjs
  mdxFromMarkdown: typeof mdxFromMarkdown
  gfm: typeof gfm
  gfmFromMarkdown: typeof gfmFromMarkdown
  gfmToMarkdown: typeof gfmToMarkdown
}

/** The conversion works on loose nodes (tree.ts): a parsed Root is read as one, and a loose tree is handed back as mdast. */
type MdastTree = Parameters<typeof toMarkdown>[0]

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
    parseMdx: (source) =>
      m.fromMarkdown(source, {
        extensions: [m.mdxjs(), m.gfm()],
        mdastExtensions: [m.mdxFromMarkdown(), m.gfmFromMarkdown()],
      }) as MdNode,
    parseMarkdown: (source) => m.fromMarkdown(source, gfmExtensions) as MdNode,
    stringify: (tree) => m.toMarkdown(tree as MdastTree, { ...STRINGIFY_OPTIONS, extensions: [m.gfmToMarkdown()] }),
  }
}

// A real dynamic import that Gatsby's plugin compiler leaves alone (it would turn it into require()).
const importModule = new Function("name", "return import(name)") as (name: string) => Promise<Record<string, unknown>>

let loading: Promise<MarkdownToolkit> | null = null

/** Loads the ES modules once per process. */
export function loadMarkdownToolkit(): Promise<MarkdownToolkit> {
  loading ??= Promise.all(
    [
      "mdast-util-from-markdown",
      "mdast-util-to-markdown",
      "micromark-extension-mdxjs",
      "mdast-util-mdx",
      "micromark-extension-gfm",
      "mdast-util-gfm",
    ].map(importModule)
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
