/**
 * Builds the site from a fixture content folder in a throw-away copy of the project (so the real
 * .cache/ and public/ are untouched) and returns the exit code and the output.
 */
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const COPY = [
  "src",
  "plugins",
  "static",
  "openapi",
  "content/sidebars.ts",
  "content/search-synonyms.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

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
 * @returns {Promise<{ code: number, output: string, lines: string, dir: string }>} output: one line; lines: as printed (ANSI codes removed)
 */
export async function buildFixture(name, env = {}, reuseDir = undefined, { prefixPaths = true } = {}) {
  const dir = reuseDir ?? copyProject(`docs-fixture-${name}-`)
  const fixture = fixturePath(name)
  const sidebars = fs.existsSync(path.join(fixture, "sidebars.js"))
    ? path.join(fixture, "sidebars.js")
    : fixturePath("sidebars.default.js")
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/gatsby/cli.js"), "build", ...(prefixPaths ? ["--prefix-paths"] : [])],
    {
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
    }
  )
  let output = ""
  child.stdout.on("data", (d) => (output += d))
  child.stderr.on("data", (d) => (output += d))
  const code = await new Promise((resolve) => child.on("close", resolve))
  // ANSI codes and Gatsby's line wrapping removed, so messages can be matched as one line.
  const lines = stripVTControlCharacters(output)
  const plain = lines.replace(/\s*\n\s*/g, " ")
  return { code, output: plain, lines, dir }
}

export function cleanFixture(dir) {
  fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * The lines of the first error Gatsby printed, from the line that starts with "error " up to the next
 * blank line or activity line, trailing spaces removed.
 */
export function firstErrorLines(lines) {
  const all = lines.split("\n").map((l) => l.replace(/\s+$/, ""))
  const start = all.findIndex((l) => /^error /.test(l))
  if (start < 0) return []
  const end = all.findIndex((l, i) => i > start && (l === "" || /^(success|failed|not finished|info|warn) /.test(l)))
  return all.slice(start, end < 0 ? undefined : end)
}

/**
 * The HTML files and page-data of a public/ folder, by path relative to it. Webpack's compilation
 * hash (written into every HTML file and app-data.json) is replaced by a placeholder: a build that
 * reuses the webpack cache can get another compilation id for the same output, while every script
 * file name (content-hashed) is the same, so it does not change what a reader gets.
 */
export function publicSnapshot(dir) {
  const root = path.join(dir, "public")
  const files = {}
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name)
      if (entry.isDirectory()) walk(child)
      else if (child.endsWith(".html") || (child.startsWith("page-data") && child.endsWith(".json"))) {
        files[child] = fs
          .readFileSync(path.join(root, child), "utf8")
          .replace(/(webpackCompilationHash\W{1,4})[0-9a-f]{8,}/g, "$1<compilation hash>")
      }
    }
  }
  walk("")
  return files
}

/** Every file of a project copy's public/, as sorted paths relative to it. */
export function publicFiles(dir) {
  const root = path.join(dir, "public")
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort()
}

/** Runs `gatsby clean` in a project copy. */
export async function cleanProject(dir) {
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "clean"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
    stdio: "ignore",
  })
  await new Promise((resolve) => child.on("close", resolve))
}

/**
 * A failed build that reported one error, as an author must read it: the first error lines match
 * `expected` (strings exactly, regexes fully), `once` (the problem's words) appears once in the whole
 * output, and no stack trace or compiled-code path is printed.
 */
export function assertSingleError(result, expected, once) {
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
  assert.equal(result.lines.split(once).length - 1, 1, `"${once}" printed once:\n${result.lines.slice(-2500)}`)
  assert.doesNotMatch(result.lines, /\.cache\/compiled|node_modules\/gatsby\/dist|^\s+at /m, "no stack trace")
}
