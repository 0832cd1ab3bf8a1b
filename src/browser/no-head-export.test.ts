/**
 * The browser bundle replaces Gatsby's Head API handler with a no-op (no-head-export.ts, see
 * gatsby-node.ts): a page component exporting `Head` would have its head silently dropped after a
 * client-side navigation. This keeps every page component free of such an export.
 */
import fs from "fs"
import path from "path"

const PAGE_COMPONENT_DIRS = ["src/pages", "src/templates"].map((dir) => path.join(__dirname, "..", "..", dir))

function pageComponents(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageComponents(file)
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : []
  })
}

/** `export const Head`, `export function Head`, `export { Head }` or `export { x as Head }`. */
const HEAD_EXPORT = /export\s+(?:const|let|var|function|async\s+function)\s+Head\b|export\s*\{[^}]*\bHead\s*(?:,|\})/

describe("the Head API stand-in", () => {
  it("recognises the forms of a Head export", () => {
    expect(HEAD_EXPORT.test("export const Head = () => <title>x</title>")).toBe(true)
    expect(HEAD_EXPORT.test("export function Head() {}")).toBe(true)
    expect(HEAD_EXPORT.test("export { Seo as Head }")).toBe(true)
    expect(HEAD_EXPORT.test("export { Head, query }")).toBe(true)
    expect(HEAD_EXPORT.test("export const HeadingList = []")).toBe(false)
    expect(HEAD_EXPORT.test("import { Head } from 'x'")).toBe(false)
  })

  it("stands for a page set that exports no Head", () => {
    const files = PAGE_COMPONENT_DIRS.flatMap(pageComponents)
    expect(files.length).toBeGreaterThan(3)
    const withHead = files.filter((file) => HEAD_EXPORT.test(fs.readFileSync(file, "utf8")))
    expect(withHead).toEqual([])
  })
})
