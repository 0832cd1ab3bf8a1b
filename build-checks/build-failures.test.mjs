/**
 * Bad input fails the build with a message that names the file and the problem; broken links are
 * warnings only. Each case builds a tiny fixture content folder in a copy of the project.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { buildFixture, cleanFixture } from "./fixture-build.mjs"

const FAILURES = [
  [
    "missing-title",
    /Invalid frontmatter in \S*build-checks\/fixtures\/missing-title\/docs\/no-title\.mdx: - missing "title"/,
  ],
  [
    "wrong-type",
    /Invalid frontmatter in \S*wrong-type\/docs\/bad-tags\.mdx: - field "tags" must be string\[\], got number \(5\)/,
  ],
  ["unknown-field", /Invalid frontmatter in \S*unknown-field\/docs\/typo\.mdx: - unknown field "descripton"/],
  [
    "missing-image",
    /Missing image in \S*missing-image\/docs\/pictures\.mdx: "\.\/images\/does-not-exist\.svg" does not exist/,
  ],
  [
    "duplicate-route",
    /Duplicate route "\/guide": produced by both \S*duplicate-route\/docs\/guide(\/index)?\.mdx and \S*duplicate-route\/docs\/guide(\/index)?\.mdx/,
  ],
  [
    "unknown-sidebar-id",
    /error Sidebar "guides" in \S*unknown-sidebar-id\/sidebars\.js refers to doc "getting-started\/nope", which does not exist\. Create content\/docs\/getting-started\/nope\.mdx or fix the id\./,
  ],
]

for (const [fixture, message] of FAILURES) {
  test(`a build with ${fixture} fails with a precise message`, { timeout: 240_000 }, async () => {
    const { code, output, dir } = await buildFixture(fixture)
    try {
      assert.notEqual(code, 0, "the build must fail")
      assert.match(output, message)
    } finally {
      cleanFixture(dir)
    }
  })
}

test(
  "broken internal links are warnings; a draft listed in a sidebar is left out with a note",
  { timeout: 600_000 },
  async () => {
    const { code, output, dir } = await buildFixture("broken-link")
    try {
      assert.equal(code, 0, "a broken link does not fail the build")
      assert.match(
        output,
        /Broken internal links \(\d+\):.* - on \/docs\/links: -> \/docs\/commands\/does-not-exist \(missing page\) -> \/docs\/links#nope \(missing anchor\)/
      )
      // The sidebar lists a draft: the production build leaves it out with a note, and builds no page for it.
      assert.match(
        output,
        /info Sidebar "guides" lists the draft "upcoming" \(\S*broken-link\/docs\/upcoming\.mdx\): left out of this production build\./
      )
      assert.equal(fs.existsSync(path.join(dir, "public", "upcoming", "index.html")), false)
      assert.doesNotMatch(fs.readFileSync(path.join(dir, "public", "links", "index.html"), "utf8"), /Upcoming features/)
    } finally {
      cleanFixture(dir)
    }
  }
)

test(
  "an invalid OpenAPI document fails the rebuild of a project whose cache holds the valid one",
  { timeout: 300_000 },
  async () => {
    const first = await buildFixture("broken-link")
    try {
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
    } finally {
      cleanFixture(first.dir)
    }
  }
)
