/** Every internal link and anchor of the built site resolves (the report is written by plugins/link-check). */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { PUBLIC } from "./helpers.mjs"

test("the built site has no broken internal link or anchor", () => {
  const file = path.join(PUBLIC, "..", ".cache", "link-check-report.json")
  assert.ok(fs.existsSync(file), "the link check report is missing: run the build first")
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  assert.ok(report.pages >= 60, `only ${report.pages} pages were checked`)
  assert.deepEqual(report.broken, [])
})
