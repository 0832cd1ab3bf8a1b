/** The toolkit for tests: the same modules the build loads, imported statically (jest compiles them). */
import { fromMarkdown } from "mdast-util-from-markdown"
import { toMarkdown } from "mdast-util-to-markdown"
import { mdxjs } from "micromark-extension-mdxjs"
import { mdxFromMarkdown } from "mdast-util-mdx"
import { gfm } from "micromark-extension-gfm"
import { gfmFromMarkdown, gfmToMarkdown } from "mdast-util-gfm"
import { createToolkit } from "./toolkit"

export const testToolkit = createToolkit({
  fromMarkdown,
  toMarkdown,
  mdxjs,
  mdxFromMarkdown,
  gfm,
  gfmFromMarkdown,
  gfmToMarkdown,
})
