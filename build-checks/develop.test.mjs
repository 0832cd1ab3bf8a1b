/**
 * The develop loop, as an author lives it: `gatsby develop` on a fixture project, then a page broken
 * and fixed, a sidebar label changed, an operation summary changed; each change must be served (page
 * data of the affected routes) without a restart. Slow (a develop start), so it runs when CI=true or
 * DEVELOP_CHECK=1. DEVELOP_PORT sets the port (default 8000).
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { cleanFixture, copyProject, fixturePath } from "./fixture-build.mjs"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const enabled = process.env.CI === "true" || process.env.DEVELOP_CHECK === "1"
const port = Number(process.env.DEVELOP_PORT ?? 8000)
const STEP_TIMEOUT = 90_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function pageData(route) {
  const name = route === "/" ? "index" : route.replace(/^\//, "")
  try {
    const res = await fetch(`http://127.0.0.1:${port}/page-data/${name}/page-data.json`)
    return res.ok ? await res.text() : null
  } catch {
    return null
  }
}

/** A route's page data followed by the shared sidebar file its page context names (served from public/). */
async function pageDataWithSidebar(route) {
  const data = await pageData(route)
  const file = data && JSON.parse(data).result?.pageContext?.sidebarFile
  if (!file) return data
  try {
    const res = await fetch(`http://127.0.0.1:${port}${file}`)
    return res.ok ? `${data}\n${await res.text()}` : null
  } catch {
    return null
  }
}

/** Polls a route's page data until `check` holds; returns the seconds it took. */
async function until(route, check, what, read = pageData) {
  const started = Date.now()
  let last = null
  while (Date.now() - started < STEP_TIMEOUT) {
    last = await read(route)
    if (last !== null && check(last)) return (Date.now() - started) / 1000
    await sleep(500)
  }
  assert.fail(
    `${what}: not served within ${STEP_TIMEOUT / 1000} s; last page data of ${route}: ${String(last).slice(0, 500)}`
  )
}

test(
  "develop serves page fixes, sidebar and OpenAPI edits without a restart",
  { skip: !enabled && "set CI=true or DEVELOP_CHECK=1", timeout: 900_000 },
  async () => {
    const dir = copyProject("docs-develop-")
    const content = path.join(dir, "fixture-docs")
    fs.cpSync(path.join(fixturePath("rebuild"), "docs"), content, { recursive: true })
    const sidebars = path.join(dir, "fixture-sidebars.ts")
    fs.writeFileSync(
      sidebars,
      'export default { guides: ["index", { type: "doc", id: "guide", label: "Guide" }], api: [{ type: "generated", source: "openapi" }] }\n'
    )
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/gatsby/cli.js"), "develop", "-H", "127.0.0.1", "-p", String(port)],
      {
        cwd: dir,
        env: {
          ...process.env,
          GATSBY_TELEMETRY_DISABLED: "1",
          NO_COLOR: "1",
          DOCS_CONTENT_DIR: content,
          DOCS_SIDEBARS: sidebars,
        },
        stdio: ["ignore", "pipe", "pipe"],
      }
    )
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    const edit = (file, from, to) => {
      const text = fs.readFileSync(file, "utf8")
      assert.ok(text.includes(from), `${path.basename(file)} contains ${from}`)
      fs.writeFileSync(file, text.replace(from, to))
    }
    const guide = path.join(content, "guide.mdx")
    const spec = path.join(dir, "openapi", "pollaris-api.yaml")
    const timings = {}
    try {
      // Start-up: the develop server's first compile can take minutes on a busy machine.
      const started = Date.now()
      while (!(await pageData("/guide"))?.includes("It takes five minutes")) {
        assert.ok(child.exitCode === null, `develop exited:\n${output.slice(-3000)}`)
        assert.ok(Date.now() - started < 600_000, `develop did not serve /guide:\n${output.slice(-3000)}`)
        await sleep(1000)
      }

      edit(guide, "</Note>", "")
      timings.broken = await until(
        "/guide",
        (d) => d.includes("This page could not be built") && /guide\.mdx:\d+:\d+/.test(d),
        "the broken page's error"
      )
      assert.match((await pageData("/")) ?? "", /Fixture content/, "the other pages keep working")

      edit(
        guide,
        "A note that stays closed while the page is valid.\n",
        "A note that stays closed while the page is valid.\n\n</Note>"
      )
      timings.fixed = await until(
        "/guide",
        (d) => d.includes("It takes five minutes") && !d.includes("could not be built"),
        "the fixed page"
      )

      edit(sidebars, 'label: "Guide"', 'label: "Guide, renamed"')
      timings.sidebar = await until("/", (d) => d.includes("Guide, renamed"), "the sidebar label", pageDataWithSidebar)

      edit(spec, "      summary: Create poll\n", "      summary: Create a poll now\n")
      timings.openapi = await until("/api/create-poll", (d) => d.includes("Create a poll now"), "the operation summary")
      console.log(`develop: served after ${JSON.stringify(timings)} seconds`)
    } finally {
      child.kill("SIGINT")
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve)))
      cleanFixture(dir)
    }
  }
)
