/**
 * The first lines of each build error, exactly as an author reads them: file (and line) first, the
 * problem in the author's terms, the fix or the nearest valid name, once, without stack traces.
 * One real build per error family (a small fixture, or the site's OpenAPI document with one mistake,
 * in a copy of the project); they fail while sourcing, before any page is rendered. The other cases of
 * each family are asserted in-process with a mocked Gatsby API, next to the hook that reports them:
 * - MDX (broken MDX, <Card> without "to", <TabItem title>, unknown component, missing image):
 *   plugins/docs-source/gatsby-node.test.ts; broken MDX also as a real build in rebuild-after-failure;
 * - OpenAPI (unknown tag, missing operationId, shared-parameter schema error, missing $ref):
 *   plugins/openapi-source/gatsby-node.test.ts;
 * - the version dropdown (onPreBootstrap): gatsby-node.test.ts.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { assertSingleError, buildFixture, cleanFixture, copyProject, firstErrorLines } from "./fixture-build.mjs"

const FIXTURES = "\\S*build-checks/fixtures"
const COMPONENTS = "Admonition, Card, CardGrid, Danger, Info, Note, TabItem, Tabs, Tip, Warning"

test(
  "MDX family: an unknown component fails once, naming the file, line and the nearest name",
  { timeout: 300_000 },
  async () => {
    const result = await buildFixture("unknown-component")
    try {
      assertSingleError(
        result,
        [
          new RegExp(
            `^error Invalid <Notes> in ${FIXTURES}/unknown-component/docs/notes\\.mdx:6:1: <Notes> is not a known component\\. Did you mean "Note"\\? Content components need no import; the available ones are: ${COMPONENTS}\\.$`
          ),
        ],
        "is not a known component"
      )
    } finally {
      cleanFixture(result.dir)
    }
  }
)

/** The site's OpenAPI document with one edit, built with a valid fixture content folder. */
async function buildWithSpec(edit) {
  const dir = copyProject("docs-openapi-error-")
  const spec = path.join(dir, "openapi", "pollaris-api.yaml")
  const source = fs.readFileSync(spec, "utf8")
  const changed = edit(source)
  assert.notEqual(changed, source, "the edit applies")
  fs.writeFileSync(spec, changed)
  return { result: await buildFixture("rebuild", {}, dir), source: changed }
}

const lineOf = (text, needle) => text.slice(0, text.indexOf(needle)).split("\n").length

test(
  "OpenAPI family: a schema error in a shared parameter is reported once, at the component, with line and value",
  { timeout: 300_000 },
  async () => {
    const { result, source } = await buildWithSpec((s) => {
      const at = s.indexOf("    Cursor:\n")
      const type = s.indexOf("type: string", at)
      return s.slice(0, type) + "type: strin" + s.slice(type + "type: string".length)
    })
    try {
      const line = lineOf(source, "type: strin\n")
      assertSingleError(
        result,
        [
          "error Invalid OpenAPI document openapi/pollaris-api.yaml: 1 problem",
          `  #/components/parameters/Cursor/schema/type (line ${line}): must be one of array, boolean, integer, number, object, string; found "strin"`,
        ],
        "Invalid OpenAPI document"
      )
      assert.equal(
        firstErrorLines(result.lines).length,
        2,
        "one problem, not one per operation that uses the parameter"
      )
    } finally {
      cleanFixture(result.dir)
    }
  }
)

test(
  "configuration family: a version dropdown naming an unknown version fails listing the available names",
  { timeout: 300_000 },
  async () => {
    const dir = copyProject("docs-version-error-")
    const config = path.join(dir, "src", "config", "site.ts")
    const text = fs.readFileSync(config, "utf8")
    const anchor = '  { type: "search", position: "right" },\n'
    assert.ok(text.includes(anchor))
    fs.writeFileSync(
      config,
      text.replace(anchor, `${anchor}  { type: "docsVersionDropdown", label: "Versions", versions: ["2.x"] },\n`)
    )
    const result = await buildFixture("rebuild", {}, dir)
    try {
      assertSingleError(
        result,
        [
          'error The docs version dropdown "Versions" in src/config/site.ts names the version "2.x", which does not exist. Available version names: current',
        ],
        'names the version "2.x"'
      )
    } finally {
      cleanFixture(result.dir)
    }
  }
)
