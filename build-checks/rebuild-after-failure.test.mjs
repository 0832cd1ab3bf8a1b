/**
 * A build that follows failed builds produces what a clean build of the same tree produces. One
 * project copy goes through an author's afternoon: a good build; a sentence edited together with a
 * broken OpenAPI document (fails); only the document fixed (must succeed and show the new sentence);
 * a page's MDX broken (fails); a sidebar id mistyped (fails); everything fixed; then the site's styles
 * changed (a good build after a good one: webpack writes a bundle under a new name). Its public/ is
 * then compared with a clean build of the same tree in the same folder: the same files (no bundle of
 * an earlier build left behind), and the same HTML and page-data.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import {
  buildFixture,
  cleanFixture,
  cleanProject,
  copyProject,
  firstErrorLines,
  fixturePath,
  publicFiles,
  publicSnapshot,
} from "./fixture-build.mjs"

test("builds after failed builds equal a clean build of the same tree", { timeout: 1_800_000 }, async () => {
  const dir = copyProject("docs-rebuild-")
  const content = path.join(dir, "fixture-docs")
  fs.cpSync(path.join(fixturePath("rebuild"), "docs"), content, { recursive: true })
  const sidebars = path.join(dir, "fixture-sidebars.js")
  const goodSidebars = 'exports.default = { guides: ["index", "guide"] }\n'
  fs.writeFileSync(sidebars, goodSidebars)
  const env = { DOCS_CONTENT_DIR: content, DOCS_SIDEBARS: sidebars }
  const build = () => buildFixture("rebuild", env, dir)
  const guide = path.join(content, "guide.mdx")
  const spec = path.join(dir, "openapi", "pollaris-api.yaml")
  const goodSpec = fs.readFileSync(spec, "utf8")
  const edit = (file, from, to) => {
    const text = fs.readFileSync(file, "utf8")
    assert.ok(text.includes(from), `${file} contains ${from}`)
    fs.writeFileSync(file, text.replace(from, to))
  }
  const guideHtml = () => fs.readFileSync(path.join(dir, "public", "guide", "index.html"), "utf8")
  try {
    const first = await build()
    assert.equal(first.code, 0, `the first build succeeds:\n${first.lines.slice(-3000)}`)
    assert.match(guideHtml(), /It takes five minutes/)

    // A sentence edited and the OpenAPI document broken in the same change: the build fails.
    edit(guide, "It takes five minutes", "It takes ten minutes")
    edit(spec, "      summary: Create poll\n", "      summary: [Create poll\n")
    const broken = await build()
    assert.notEqual(broken.code, 0, "a broken OpenAPI document fails the build")
    assert.equal(firstErrorLines(broken.lines)[0], "error Invalid OpenAPI document openapi/pollaris-api.yaml:")

    // Only the document fixed: the build succeeds and ships the edited sentence.
    fs.writeFileSync(spec, goodSpec)
    const fixed = await build()
    assert.equal(fixed.code, 0, `the build after the fix succeeds:\n${fixed.lines.slice(-3000)}`)
    assert.match(guideHtml(), /It takes ten minutes/)
    assert.doesNotMatch(guideHtml(), /It takes five minutes/)

    // Broken MDX, then a mistyped sidebar id with the MDX fixed: each fails with its own error only.
    edit(guide, "</Note>", "")
    const brokenMdx = await build()
    assert.notEqual(brokenMdx.code, 0)
    // The compiler's own error, with file, line and column (the in-process cases: plugins/docs-source/gatsby-node.test.ts).
    assert.match(
      firstErrorLines(brokenMdx.lines)[0] ?? "",
      /^error Could not compile the MDX of \S*fixture-docs\/guide\.mdx:8:1: Expected a closing tag for `<Note>` \(8:1-8:7\)( before the end of `paragraph`)?$/
    )
    assert.equal(brokenMdx.lines.split("Could not compile the MDX").length - 1, 1, "printed once")
    assert.doesNotMatch(brokenMdx.lines, /\.cache\/compiled|node_modules\/gatsby\/dist|^\s+at /m, "no stack trace")
    edit(
      guide,
      "A note that stays closed while the page is valid.\n",
      "A note that stays closed while the page is valid.\n\n</Note>"
    )
    fs.writeFileSync(sidebars, 'exports.default = { guides: ["index", "guid"] }\n')
    const badSidebar = await build()
    assert.notEqual(badSidebar.code, 0)
    // Once, in its own words: not repeated through the search plugin's query errors.
    assert.deepEqual(firstErrorLines(badSidebar.lines), [
      'error Sidebar "guides" in fixture-sidebars.js refers to doc "guid", which does not exist. Did you mean "guide"?',
    ])
    assert.equal(badSidebar.lines.split('refers to doc "guid"').length - 1, 1, "printed once")
    assert.doesNotMatch(badSidebar.lines, /gatsby-plugin-local-search|\.cache\/compiled/)

    fs.writeFileSync(sidebars, goodSidebars)
    const last = await build()
    assert.equal(last.code, 0, `the build after the fixes succeeds:\n${last.lines.slice(-3000)}`)

    // The site's styles changed between two good builds (a browser-only file: the plugins' code is the
    // same, so public/ is kept): webpack writes a stylesheet under a new name, and the old one goes.
    edit(
      path.join(dir, "src", "components", "Footer", "styles.module.css"),
      "padding: 2.5rem 1rem 2rem",
      "padding: 2rem 1rem"
    )
    const restyled = await build()
    assert.equal(restyled.code, 0, `the build after a style change succeeds:\n${restyled.lines.slice(-3000)}`)
    const rebuilt = publicSnapshot(dir)
    const rebuiltFiles = publicFiles(dir)

    await cleanProject(dir)
    const clean = await build()
    assert.equal(clean.code, 0)
    const reference = publicSnapshot(dir)
    assert.deepEqual(rebuiltFiles, publicFiles(dir), "the same files in public/, no bundle of an earlier build")
    assert.deepEqual(Object.keys(rebuilt).sort(), Object.keys(reference).sort(), "the same HTML and page-data files")
    for (const [file, text] of Object.entries(reference))
      assert.equal(rebuilt[file], text, `${file} equals the clean build's`)
  } finally {
    cleanFixture(dir)
  }
})

test(
  "a prefixed build after a run without the prefix (develop, a plain build) links every page under /docs",
  { timeout: 600_000 },
  async () => {
    const dir = copyProject("docs-prefix-")
    try {
      const plain = await buildFixture("rebuild", {}, dir, { prefixPaths: false })
      assert.equal(plain.code, 0, `the plain build succeeds:\n${plain.lines.slice(-3000)}`)
      assert.match(fs.readFileSync(path.join(dir, "public", "index.html"), "utf8"), /href="\/guide"/)
      const prefixed = await buildFixture("rebuild", {}, dir)
      assert.equal(prefixed.code, 0, `the prefixed build succeeds:\n${prefixed.lines.slice(-3000)}`)
      const html = fs.readFileSync(path.join(dir, "public", "index.html"), "utf8")
      assert.match(html, /href="\/docs\/guide"/, "the guide's content links carry the prefix")
      assert.doesNotMatch(html, /href="\/guide"/, "no link made for the plain build is left")
    } finally {
      cleanFixture(dir)
    }
  }
)
