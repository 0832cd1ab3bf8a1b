import rehypeSections from "./rehype-sections"
import { SECTION_CLASS } from "../../../src/lib/doc-sections"
import type { UnistNode } from "./tree"

const el = (tagName: string, text = ""): UnistNode => ({
  type: "element",
  tagName,
  children: text ? [{ type: "text", value: text }] : [],
})
const esm: UnistNode = { type: "mdxjsEsm", value: "export const x = 1" }

function shape(node: UnistNode): unknown {
  if (node.type === "text") return node.value
  if (node.type !== "element") return node.type
  const cls = (node.properties?.className as string[] | undefined)?.join(".")
  return { [node.tagName + (cls ? `.${cls}` : "")]: (node.children ?? []).map(shape) }
}

function run(children: UnistNode[]): unknown[] {
  const tree: UnistNode = { type: "root", children }
  rehypeSections()(tree)
  return (tree.children ?? []).map(shape)
}

it("wraps each h2 and the blocks after it in a section, leaving the opening blocks alone", () => {
  expect(
    run([el("p", "intro"), el("h2", "A"), el("p", "a1"), el("h3", "A.1"), el("p", "a2"), el("h2", "B"), el("table")])
  ).toEqual([
    { p: ["intro"] },
    { [`section.${SECTION_CLASS}`]: [{ h2: ["A"] }, { p: ["a1"] }, { h3: ["A.1"] }, { p: ["a2"] }] },
    { [`section.${SECTION_CLASS}`]: [{ h2: ["B"] }, { table: [] }] },
  ])
})

it("keeps module statements at the top level and leaves pages without h2 unchanged", () => {
  expect(run([el("h2", "A"), esm, el("p", "a")])).toEqual([
    { [`section.${SECTION_CLASS}`]: [{ h2: ["A"] }, { p: ["a"] }] },
    "mdxjsEsm",
  ])
  expect(run([el("p", "only"), el("h3", "C")])).toEqual([{ p: ["only"] }, { h3: ["C"] }])
})
