/**
 * Bad input fails the build with a message that names the file and the problem; broken links are
 * warnings only. One real build per error family proves how Gatsby prints the message (once, naming
 * the file, no stack trace); every single-error case of a family is asserted in-process with a mocked
 * Gatsby API next to its hook:
 * - frontmatter (missing title, wrong type, unknown field): plugins/docs-source/gatsby-node.test.ts;
 * - routes (duplicate route) and sidebars (unknown sidebar id): gatsby-node.test.ts;
 * - a missing image (MDX family, real build in error-messages.test.mjs): plugins/docs-source/gatsby-node.test.ts;
 * - an invalid OpenAPI document: plugins/openapi-source/gatsby-node.test.ts.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { assertSingleError, buildFixture, cleanFixture } from "./fixture-build.mjs"

const FIXTURES = "\\S*build-checks/fixtures"

test(
  "frontmatter family: a page without a title fails once, naming the file, without a stack trace",
  { timeout: 240_000 },
  async () => {
    const result = await buildFixture("missing-title")
    try {
      assertSingleError(
        result,
        [
          new RegExp(`^error Invalid frontmatter in ${FIXTURES}/missing-title/docs/no-title\\.mdx:$`),
          '  - missing "title" (a non-empty string is required)',
        ],
        "Invalid frontmatter in"
      )
    } finally {
      cleanFixture(result.dir)
    }
  }
)

test(
  "routes family: two files with the same route fail once, naming both, without a stack trace",
  { timeout: 240_000 },
  async () => {
    const result = await buildFixture("duplicate-route")
    try {
      assertSingleError(
        result,
        [
          new RegExp(
            `^error Duplicate route "/guide": produced by both ${FIXTURES}/duplicate-route/docs/guide(/index)?\\.mdx and ${FIXTURES}/duplicate-route/docs/guide(/index)?\\.mdx`
          ),
        ],
        'Duplicate route "/guide"'
      )
    } finally {
      cleanFixture(result.dir)
    }
  }
)

// One project copy: built with broken links (succeeds), then rebuilt, its cache holding the valid
// OpenAPI document, with the document broken (fails).
test("broken links and drafts, then a broken OpenAPI document in the same project", { timeout: 600_000 }, async (t) => {
  const first = await buildFixture("broken-link")
  try {
    await t.test("broken internal links are warnings; a draft listed in a sidebar is left out with a note", () => {
      assert.equal(first.code, 0, `a broken link does not fail the build:\n${first.lines.slice(-3000)}`)
      assert.match(
        first.output,
        /Broken internal links \(\d+\):.* - on \/docs\/links: -> \/docs\/commands\/does-not-exist \(missing page\) -> \/docs\/links#nope \(missing anchor\)/
      )
      // The sidebar lists a draft: the production build leaves it out with a note, and builds no page for it.
      assert.match(
        first.output,
        /info Sidebar "guides" lists the draft "upcoming" \(\S*broken-link\/docs\/upcoming\.mdx\): left out of this production build\./
      )
      assert.equal(fs.existsSync(path.join(first.dir, "public", "upcoming", "index.html")), false)
      assert.doesNotMatch(
        fs.readFileSync(path.join(first.dir, "public", "links", "index.html"), "utf8"),
        /Upcoming features/
      )
    })

    await t.test(
      "an invalid OpenAPI document fails the rebuild of a project whose cache holds the valid one",
      async () => {
        assert.equal(first.code, 0, "the first build, with the valid document, succeeds")
        const spec = path.join(first.dir, "openapi", "pollaris-api.yaml")
        const source = fs.readFileSync(spec, "utf8")
        assert.ok(source.includes("$ref: '#/components/parameters/PollId'"))
        fs.writeFileSync(
          spec,
          source.replace("$ref: '#/components/parameters/PollId'", "$ref: '#/components/parameters/Nope'")
        )
        const second = await buildFixture("broken-link", {}, first.dir)
        assert.notEqual(second.code, 0, "the rebuild must fail")
        assert.match(
          second.output,
          /Invalid OpenAPI document openapi\/pollaris-api\.yaml: .*Missing \$ref pointer "#\/components\/parameters\/Nope"/
        )
      }
    )
  } finally {
    cleanFixture(first.dir)
  }
})
