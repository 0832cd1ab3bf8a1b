/**
 * Every generated page is clean text: no NUL byte (React 18's server renderer can write one when a
 * short text with a multi-byte character meets the end of its write buffer), and every link to the
 * introduction uses its canonical form "/docs/" (no redirect from "/docs").
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { PUBLIC } from "./helpers.mjs"

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

const files = htmlFiles(PUBLIC)

test("the build produced pages", () => assert.ok(files.length > 50, `only ${files.length} HTML files under ${PUBLIC}`))

test("no page contains a NUL byte", () => {
  const found = files.flatMap((file) => {
    const bytes = fs.readFileSync(file)
    const at = bytes.indexOf(0)
    if (at < 0) return []
    const around = bytes
      .subarray(Math.max(0, at - 80), at + 40)
      .toString("utf8")
      .replace(/\0/g, "\\0")
    return [`${path.relative(PUBLIC, file)} at byte ${at}: …${around}…`]
  })
  assert.deepEqual(found, [])
})

test("links to the introduction use /docs/, not /docs", () => {
  const found = files
    .filter((file) => /href="\/docs"/.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(PUBLIC, file))
  assert.deepEqual(found, [])
})
