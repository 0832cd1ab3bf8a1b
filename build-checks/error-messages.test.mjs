/**
 * The first lines of each build error, exactly as an author reads them: file (and line) first, the
 * problem in the author's terms, the fix or the nearest valid name, once, without stack traces.
 * Each case builds a small fixture (or the site's OpenAPI document with one mistake) in a copy of the
 * project; they fail while sourcing, before any page is rendered.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { buildFixture, cleanFixture, copyProject, firstErrorLines } from "./fixture-build.mjs"

const FIXTURES = "\\S*build-checks/fixtures"
const COMPONENTS = "Admonition, Card, CardGrid, Danger, Info, Note, TabItem, Tabs, Tip, Warning"

/** Asserts a failed build whose first error lines match `expected` (strings exactly, regexes fully). */
function assertFirstLines(result, expected) {
  assert.notEqual(result.code, 0, "the build must fail")
  const lines = firstErrorLines(result.lines)
  assert.ok(
    lines.length >= expected.length,
    `error lines:\n${lines.join("\n")}\n--- output tail:\n${result.lines.slice(-2500)}`
  )
  expected.forEach((want, i) => {
    if (typeof want === "string") assert.equal(lines[i], want)
    else assert.match(lines[i], want)
  })
  assert.doesNotMatch(result.lines, /\.cache\/compiled|node_modules\/gatsby\/dist|^\s+at /m, "no stack trace")
}

const MDX_CASES = [
  [
    "broken-mdx",
    [
      new RegExp(
        `^error Could not compile the MDX of ${FIXTURES}/broken-mdx/docs/broken\\.mdx:5:1: Expected a closing tag for \`<Note>\` \\(5:1-5:7\\)( before the end of \`paragraph\`)?$`
      ),
    ],
  ],
  [
    "card-without-to",
    [
      new RegExp(
        `^error Invalid <Card> in ${FIXTURES}/card-without-to/docs/cards\\.mdx:8:3: <Card> needs the prop "to" \\(the route the card links to, e\\.g\\. /commands/poll\\)\\.$`
      ),
    ],
  ],
  [
    "tabitem-title",
    [
      new RegExp(
        `^error Invalid <TabItem> in ${FIXTURES}/tabitem-title/docs/tabs\\.mdx:9:1: unknown prop "title" on <TabItem>\\. TabItem takes "label", "value"\\. <TabItem> needs the prop "label" \\(the text of the tab\\)\\.$`
      ),
    ],
  ],
  [
    "unknown-component",
    [
      new RegExp(
        `^error Invalid <Notes> in ${FIXTURES}/unknown-component/docs/notes\\.mdx:6:1: <Notes> is not a known component\\. Did you mean "Note"\\? Content components need no import; the available ones are: ${COMPONENTS}\\.$`
      ),
    ],
  ],
]

for (const [fixture, expected] of MDX_CASES) {
  test(`${fixture}: the error names the file, line and problem`, { timeout: 300_000 }, async () => {
    const result = await buildFixture(fixture)
    try {
      assertFirstLines(result, expected)
    } finally {
      cleanFixture(result.dir)
    }
  })
}

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
  "OpenAPI: an unknown tag fails naming the operation, its line and the nearest tag",
  { timeout: 300_000 },
  async () => {
    const { result, source } = await buildWithSpec((s) =>
      s.replace("      - polls\n      operationId: createPoll\n", "      - pols\n      operationId: createPoll\n")
    )
    try {
      const line = lineOf(source, "  /polls:\n    post:") + 1
      assertFirstLines(result, [
        "error Invalid OpenAPI document openapi/pollaris-api.yaml: 1 problem",
        `  Operation POST /polls (createPoll, line ${line}) has the tag "pols", which the document's tags list does not declare. Did you mean "polls"?`,
      ])
    } finally {
      cleanFixture(result.dir)
    }
  }
)

test("OpenAPI: a missing operationId fails naming the operation and suggesting one", { timeout: 300_000 }, async () => {
  const { result, source } = await buildWithSpec((s) => s.replace("      operationId: getPoll\n", ""))
  try {
    const line = lineOf(source, "  /polls/{pollId}:\n    get:") + 1
    assertFirstLines(result, [
      "error Invalid OpenAPI document openapi/pollaris-api.yaml: 1 problem",
      `  Operation GET /polls/{pollId} (line ${line}) has no operationId; its kebab-case is the page's route (/api/<slug>). Add one, e.g. operationId: getPoll`,
    ])
  } finally {
    cleanFixture(result.dir)
  }
})

test(
  "OpenAPI: a schema error in a shared parameter is reported once, at the component, with line and value",
  { timeout: 300_000 },
  async () => {
    const { result, source } = await buildWithSpec((s) => {
      const at = s.indexOf("    Cursor:\n")
      const type = s.indexOf("type: string", at)
      return s.slice(0, type) + "type: strin" + s.slice(type + "type: string".length)
    })
    try {
      const line = lineOf(source, "type: strin\n")
      assertFirstLines(result, [
        "error Invalid OpenAPI document openapi/pollaris-api.yaml: 1 problem",
        `  #/components/parameters/Cursor/schema/type (line ${line}): must be one of array, boolean, integer, number, object, string; found "strin"`,
      ])
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
  "a version dropdown naming an unknown version fails listing the available names",
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
      assertFirstLines(result, [
        'error The docs version dropdown "Versions" in src/config/site.ts names the version "2.x", which does not exist. Available version names: current',
      ])
    } finally {
      cleanFixture(result.dir)
    }
  }
)
