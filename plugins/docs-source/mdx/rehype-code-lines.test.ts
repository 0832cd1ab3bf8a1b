import rehypeCodeLines, { DIFF_CLASS, HIGHLIGHTED_CLASS } from "./rehype-code-lines"
import { textContent, type UnistNode } from "./tree"

const text = (value: string): UnistNode => ({ type: "text", value })
const span = (className: string[], ...children: UnistNode[]): UnistNode => ({
  type: "element",
  tagName: "span",
  properties: { className },
  children,
})
const pre = (lang: string, lines: UnistNode[]): UnistNode => ({
  type: "element",
  tagName: "pre",
  properties: { className: [`language-${lang.replace(/^diff-/, "")}`] },
  children: [
    {
      type: "element",
      tagName: "code",
      properties: { className: [`language-${lang}`, "code-highlight"] },
      children: lines,
    },
  ],
})
const run = (node: UnistNode) => {
  rehypeCodeLines()({ type: "root", children: [node] })
  return node
}
const lineTexts = (node: UnistNode) => (node.children?.[0].children ?? []).map(textContent)

describe("code block line marks", () => {
  it("takes the diff column out of the text of every line, keeping the line's class for the sign", () => {
    const block = run(
      pre("diff-json", [
        span(["code-line"], text(" {\n")),
        // Prism may have made the sign a token of its own: the emptied token goes too.
        span(["code-line", "deleted"], span(["token", "operator"], text("-")), text('  "a": 1,\n')),
        span(["code-line", "inserted"], text('+  "b": 2\n')),
        span(["code-line"], text(" }\n")),
      ])
    )
    expect(lineTexts(block)).toEqual(["{\n", '  "a": 1,\n', '  "b": 2\n', "}\n"])
    expect(block.properties?.className).toEqual(["language-json", DIFF_CLASS])
    expect(block.children?.[0].children?.[1].children?.length).toBe(1)
    expect((block.children?.[0].children?.[2].properties?.className as string[]).includes("inserted")).toBe(true)
  })

  it("leaves lines without a diff column and blocks in other languages as they are", () => {
    const diff = run(pre("diff", [span(["code-line"], text("no prefix\n")), span(["code-line"], text("\n"))]))
    expect(lineTexts(diff)).toEqual(["no prefix\n", "\n"])
    const js = run(pre("js", [span(["code-line"], text("-1\n")), span(["code-line"], text("+1\n"))]))
    expect(lineTexts(js)).toEqual(["-1\n", "+1\n"])
    expect(js.properties?.className).toEqual(["language-js"])
  })

  it("marks a block with highlighted lines so they span its width", () => {
    const block = run(
      pre("json", [
        span(["code-line"], text("{\n")),
        span(["code-line", "highlight-line"], text('  "a": 1\n')),
        span(["code-line"], text("}\n")),
      ])
    )
    expect(block.properties?.className).toEqual(["language-json", HIGHLIGHTED_CLASS])
    expect(lineTexts(block)).toEqual(["{\n", '  "a": 1\n', "}\n"])
  })
})
