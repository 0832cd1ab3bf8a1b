import { guideToMarkdown, MarkdownConversionError } from "./mdx"
import { testToolkit } from "./test-toolkit"

const page = {
  siteUrl: "https://pollaris.example",
  basePath: "/docs/",
  route: "/commands/poll",
  title: "/poll",
  description: "Create a poll.",
}
const convert = (mdx: string) => guideToMarkdown(testToolkit, page, mdx)

describe("guide pages as Markdown", () => {
  it("opens with the title and the description", () => {
    expect(convert("Body text.")).toBe("# /poll\n\n> Create a poll.\n\nBody text.\n")
  })

  it("turns an admonition into a blockquote opened by its label", () => {
    const md = convert(
      '<Tip title="Add more options later">\n\nUse `max_choices`.\n\n</Tip>\n\n<Warning>\n\nCareful.\n\n</Warning>'
    )
    expect(md).toContain("> **Tip: Add more options later**\n>\n> Use `max_choices`.")
    expect(md).toContain("> **Warning**\n>\n> Careful.")
    expect(md).not.toMatch(/<[A-Z]/)
  })

  it("turns tabs into headed sections one level below their section", () => {
    const md = convert(
      '## Examples\n\n<Tabs>\n<TabItem label="Slash command">\n\n```text\n/poll question:Hi\n```\n\n</TabItem>\n<TabItem label="API">\n\nCall the API.\n\n</TabItem>\n</Tabs>'
    )
    expect(md).toContain(
      "## Examples\n\n### Slash command\n\n```text\n/poll question:Hi\n```\n\n### API\n\nCall the API."
    )
    expect(md).not.toMatch(/TabItem|<Tabs/)
  })

  it("turns cards into a list of absolute links with their descriptions", () => {
    const md = convert(
      '<CardGrid>\n  <Card to="/faq" title="FAQ">Short answers.</Card>\n  <Card to="/category/commands" title="Commands" />\n</CardGrid>'
    )
    expect(md).toContain(
      "- [FAQ](https://pollaris.example/docs/faq): Short answers.\n- [Commands](https://pollaris.example/docs/category/commands)"
    )
  })

  it("keeps code blocks with their language", () => {
    const md = convert('```json\n{ "a": 1 }\n```')
    expect(md).toContain('```json\n{ "a": 1 }\n```')
  })

  it("keeps plain fences: no highlighted line ranges, a diff block as a standard diff", () => {
    const md = convert(
      '```json {2,4-5} title="Request"\n{\n  "a": 1\n}\n```\n\n```diff-json\n {\n-  "a": 1\n+  "b": 2\n }\n```'
    )
    expect(md).toContain('```json title="Request"\n{\n  "a": 1\n}\n```')
    expect(md).toContain('```diff\n {\n-  "a": 1\n+  "b": 2\n }\n```')
    expect(md).not.toContain("{2,4-5}")
  })

  it("keeps tables as GFM tables", () => {
    const md = convert("| Option | Type |\n| --- | --- |\n| `question` | text |")
    expect(md).toMatch(/\| Option\s*\| Type\s*\|\n\| -+ \| -+ \|\n\| `question` \| text\s*\|/)
  })

  it("writes links and images as absolute URLs", () => {
    const md = convert(
      "See [options](#options), [/help](/commands/help#usage), [here](./timepoll) and [Discord](https://discord.com).\n\n![A flow chart](/docs/static/images/flow-abc.svg)"
    )
    expect(md).toContain("[options](https://pollaris.example/docs/commands/poll#options)")
    expect(md).toContain("[/help](https://pollaris.example/docs/commands/help#usage)")
    expect(md).toContain("[here](https://pollaris.example/docs/commands/timepoll)")
    expect(md).toContain("[Discord](https://discord.com)")
    expect(md).toContain("![A flow chart](https://pollaris.example/docs/static/images/flow-abc.svg)")
  })

  it("drops imports and comments", () => {
    expect(convert("import X from './x'\n\n{/* a note to authors */}\n\nText.")).toBe(
      "# /poll\n\n> Create a poll.\n\nText.\n"
    )
  })

  it("fails on a component it has no Markdown form for, naming it", () => {
    expect(() => convert("<Chart data={1} />")).toThrow(MarkdownConversionError)
    expect(() => convert("<Chart data={1} />")).toThrow("<Chart>")
  })
})
