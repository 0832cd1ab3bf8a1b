/**
 * Builds the site from a fixture content folder in a throw-away copy of the project (so the real
 * .cache/ and public/ are untouched) and returns the exit code and the output.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const COPY = ["src", "plugins", "static", "openapi", "content/sidebars.ts", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json"]

export function fixturePath(name) {
  return path.join(ROOT, "build-checks", "fixtures", name)
}

/**
 * A throw-away copy of the project in a new temp folder: the files a build reads, plus `extra`
 * entries (e.g. "content" to build the real pages), with node_modules linked. Returns the folder.
 */
export function copyProject(prefix, extra = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const entry of [...COPY, ...extra]) {
    const from = path.join(ROOT, entry)
    if (!fs.existsSync(from)) continue
    fs.mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true })
    fs.cpSync(from, path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

/**
 * @param {string} name fixture folder under build-checks/fixtures
 * @param {Record<string, string>} env extra environment
 * @param {string} [reuseDir] build again in the copy of an earlier buildFixture (its .cache kept)
 * @returns {Promise<{ code: number, output: string, dir: string }>}
 */
export async function buildFixture(name, env = {}, reuseDir = undefined) {
  const dir = reuseDir ?? copyProject(`docs-fixture-${name}-`)
  const fixture = fixturePath(name)
  const sidebars = fs.existsSync(path.join(fixture, "sidebars.js")) ? path.join(fixture, "sidebars.js") : fixturePath("sidebars.default.js")
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build", "--prefix-paths"], {
    cwd: dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      NO_COLOR: "1",
      DOCS_CONTENT_DIR: path.join(fixture, "docs"),
      DOCS_SIDEBARS: sidebars,
      ...env,
    },
  })
  let output = ""
  child.stdout.on("data", (d) => (output += d))
  child.stderr.on("data", (d) => (output += d))
  const code = await new Promise((resolve) => child.on("close", resolve))
  // ANSI codes and Gatsby's line wrapping removed, so messages can be matched as one line.
  const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s*\n\s*/g, " ")
  return { code, output: plain, dir }
}

export function cleanFixture(dir) {
  fs.rmSync(dir, { recursive: true, force: true })
}
