/**
 * Checks every JSX element of a page against the content components' contract
 * (plugins/docs-source/mdx/content-components.ts) while MDX compiles: an unknown component or a missing or misspelt
 * prop fails with the file, line and column, instead of an error from deep inside React or a tab
 * that silently renders nothing. Lower-case elements (HTML) and components the page defines itself
 * (`export const X = ...`) are left alone.
 */
import path from "path"
import { componentUsageProblems } from "./content-components"
import { visitNodes, type UnistNode } from "./tree"

interface JsxNode extends UnistNode {
  name?: string | null
  attributes?: { type: string; name?: string }[]
  position?: { start: { line: number; column: number } }
}

/** An error whose message already names the file and line: printed as it is. */
export class ContentComponentError extends Error {
  readonly namesFile = true
}

function locallyDefined(tree: UnistNode): Set<string> {
  const names = new Set<string>()
  visitNodes(
    tree,
    (n) => n.type === "mdxjsEsm",
    (n) => {
      for (const match of String(n.value ?? "").matchAll(
        /\b(?:const|let|var|function|class|import)\s+\{?\s*([A-Z][\w$]*)/g
      ))
        names.add(match[1])
      for (const match of String(n.value ?? "").matchAll(/import\s+\{([^}]*)\}/g)) {
        for (const part of match[1].split(","))
          names.add(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? ""
          )
      }
    }
  )
  return names
}

export default function remarkCheckComponents(options: { repoRoot?: string } = {}) {
  const repoRoot = options.repoRoot ?? process.cwd()
  return (tree: UnistNode, file: { path?: string }) => {
    const own = locallyDefined(tree)
    const where = (node: JsxNode) => {
      const relative = file.path ? path.relative(repoRoot, file.path) : "an MDX page"
      const start = node.position?.start
      return start ? `${relative}:${start.line}:${start.column}` : relative
    }
    visitNodes(
      tree,
      (n) => n.type === "mdxJsxFlowElement" || n.type === "mdxJsxTextElement",
      (n) => {
        const node = n as JsxNode
        const name = node.name
        if (!name || !/^[A-Z]/.test(name) || name.includes(".") || own.has(name)) return
        const attributes = node.attributes ?? []
        const props = attributes.filter((a) => a.type === "mdxJsxAttribute" && a.name).map((a) => a.name as string)
        const spread = attributes.some((a) => a.type === "mdxJsxExpressionAttribute")
        const problems = componentUsageProblems(name, props, spread)
        if (problems.length > 0)
          throw new ContentComponentError(`Invalid <${name}> in ${where(node)}: ${problems.join(" ")}`)
      }
    )
  }
}
