/**
 * Line marks of code blocks, at build time (after rehype-prism-plus, which splits the code into
 * `.code-line` spans, marks the lines the fence meta names (```json {2,4-6}) with `highlight-line`,
 * and the lines of a ```diff-<lang> block that start with "+" or "-" with `inserted` / `deleted`).
 *
 * Here the diff markers leave the text: the first character of every line of a diff block ("+", "-"
 * or the space of an unchanged line) is removed, and the line keeps its class, so CSS draws the sign
 * (a pseudo-element: never selected, never copied, not in the code's text). The <pre> of a diff block
 * gets `code-diff` (room for the signs), and of a block with highlighted lines `code-highlighted`.
 */
import type { UnistNode } from "./tree"

export const DIFF_CLASS = "code-diff"
export const HIGHLIGHTED_CLASS = "code-highlighted"

const classesOf = (node: UnistNode): string[] => {
  const value = node.properties?.className
  return Array.isArray(value) ? (value as string[]) : typeof value === "string" ? value.split(/\s+/) : []
}

const isDiffLanguage = (code: UnistNode) =>
  classesOf(code).some((c) => c === "language-diff" || c.startsWith("language-diff-"))

/** Removes the first character of the line's text; drops an element it leaves empty. Returns the character. */
function removeFirstCharacter(node: UnistNode): string | null {
  const children = node.children ?? []
  for (let i = 0; i < children.length; i++) {
    const child = children[i]
    if (child.type === "text" && typeof child.value === "string") {
      if (child.value === "") continue
      const first = child.value[0]
      child.value = child.value.slice(1)
      if (child.value === "") children.splice(i, 1)
      return first
    }
    if (child.children) {
      const first = removeFirstCharacter(child)
      if (first !== null) {
        if (child.type === "element" && (child.children ?? []).length === 0) children.splice(i, 1)
        return first
      }
    }
  }
  return null
}

function firstCharacter(node: UnistNode): string | null {
  for (const child of node.children ?? []) {
    if (child.type === "text" && child.value) return child.value[0]
    const first = firstCharacter(child)
    if (first !== null) return first
  }
  return null
}

function visitPre(pre: UnistNode): void {
  const code = (pre.children ?? []).find((c) => c.type === "element" && c.tagName === "code")
  if (!code) return
  const lines = (code.children ?? []).filter((c) => c.type === "element" && classesOf(c).includes("code-line"))
  const added: string[] = []
  if (lines.some((line) => classesOf(line).includes("highlight-line"))) added.push(HIGHLIGHTED_CLASS)
  if (isDiffLanguage(code)) {
    added.push(DIFF_CLASS)
    for (const line of lines) {
      const first = firstCharacter(line)
      // "+", "-" and the space of an unchanged line are the diff's column, not code.
      if (first === "+" || first === "-" || first === " ") removeFirstCharacter(line)
    }
  }
  if (added.length) pre.properties = { ...(pre.properties ?? {}), className: [...classesOf(pre), ...added] }
}

export default function rehypeCodeLines() {
  return (tree: UnistNode) => {
    const walk = (node: UnistNode) => {
      if (node.type === "element" && node.tagName === "pre") return visitPre(node)
      for (const child of node.children ?? []) walk(child)
    }
    walk(tree)
  }
}
