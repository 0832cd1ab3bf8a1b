/**
 * Gatsby builds for the benchmarks, always in a throw-away copy of the project (never in the
 * working tree, whose .cache/ and public/ belong to other builds): wall time, exit code, output, and
 * the peak memory of the build's whole process tree (Gatsby starts worker processes).
 */
import { spawn, execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import zlib from "node:zlib"
import { copyProject } from "../../../build-checks/fixture-build.mjs"
import { onInterrupt } from "./cleanup.mjs"

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..")
export { copyProject }

let pageSize = 4096
try {
  pageSize = Number(execFileSync("getconf", ["PAGESIZE"], { encoding: "utf8" }).trim()) || 4096
} catch {
  // No getconf: the common 4 KiB page.
}

/** pid -> { ppid, rssBytes } for every process visible in /proc (Linux only). */
function processTable() {
  const table = new Map()
  let entries = []
  try {
    entries = fs.readdirSync("/proc")
  } catch {
    return table
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8")
      // Fields after "(comm)": state ppid ... rss is field 24 of the line, i.e. index 21 here.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      table.set(Number(name), { ppid: Number(rest[1]), rssBytes: Number(rest[21]) * pageSize })
    } catch {
      // The process ended between the listing and the read: it has no memory to count.
    }
  }
  return table
}

/** Sum of the resident memory of a process and all its descendants. */
export function treeRss(rootPid) {
  const table = processTable()
  const children = new Map()
  for (const [pid, { ppid }] of table) {
    if (!children.has(ppid)) children.set(ppid, [])
    children.get(ppid).push(pid)
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()
    const entry = table.get(pid)
    if (entry) total += entry.rssBytes
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/**
 * Runs `gatsby build --prefix-paths` in `dir`.
 * @returns {Promise<{ code: number, ms: number, peakRssBytes: number, output: string }>}
 */
export async function gatsbyBuild(dir, { env = {}, label = "build", echo = false } = {}) {
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build", "--prefix-paths"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", ...env },
  })
  const forget = onInterrupt(() => child.kill("SIGTERM"))
  let peak = 0
  // Sampled every 200 ms: a sum of RSS over the tree (shared pages counted in each process), so an upper bound.
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid))
  }, 200)
  let output = ""
  const onData = (d) => {
    output += d
    if (echo) process.stderr.write(d)
  }
  child.stdout.on("data", onData)
  child.stderr.on("data", onData)
  const code = await new Promise((resolve) => child.on("close", (c) => resolve(c ?? 1)))
  clearInterval(sampler)
  forget()
  const ms = performance.now() - started
  process.stderr.write(
    `  ${label}: exit ${code} in ${(ms / 1000).toFixed(1)} s, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB\n`
  )
  return { code, ms, peakRssBytes: peak, output }
}

/** The last lines of a build's output, ANSI codes removed: what to show when a build fails. */
export function outputTail(output, lines = 30) {
  return stripVTControlCharacters(output).trimEnd().split("\n").slice(-lines).join("\n")
}

/** Number of HTML pages a build wrote (every index.html, plus 404.html). */
export function countHtmlPages(publicDir) {
  let count = 0
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== "static" && entry.name !== "page-data") walk(path.join(dir, entry.name))
      } else if (entry.name === "index.html" || (dir === publicDir && entry.name === "404.html")) count++
    }
  }
  walk(publicDir)
  return count
}

export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length
}

/** Raw and gzip sizes of the search index files of a build. */
export function indexSizes(publicDir, tags = ["docs", "api"]) {
  const files = tags.map((tag) => {
    const file = path.join(publicDir, `search-index-${tag}.json`)
    if (!fs.existsSync(file)) return { tag, file: path.basename(file), missing: true, raw: 0, gzip: 0, documents: 0 }
    const body = fs.readFileSync(file)
    let documents = 0
    let parts = 0
    try {
      const json = JSON.parse(body.toString("utf8"))
      // A split index (src/lib/search/pack.ts): the entry counts the sections, its folder holds the parts.
      documents = json.index?.sectionTotal ?? json.documents?.length ?? 0
      if (json.index?.parts) parts = fs.readdirSync(path.join(publicDir, json.index.parts)).length
    } catch {
      // Not an index file's JSON: its size is still reported, with no documents.
    }
    return { tag, file: path.basename(file), raw: body.length, gzip: gzipSize(body), documents, parts }
  })
  return {
    files,
    totalRaw: files.reduce((n, f) => n + f.raw, 0),
    totalGzip: files.reduce((n, f) => n + f.gzip, 0),
    missing: files.filter((f) => f.missing).map((f) => f.file),
  }
}

/**
 * What a build wrote: the whole of `public/`, its page-data files, and the page-data of one page
 * (`route`, e.g. a generated page), which a reader downloads on every client-side navigation to it.
 */
export function outputSizes(publicDir, route) {
  let totalBytes = 0
  let pageDataBytes = 0
  let pageDataFiles = 0
  const walk = (dir, inPageData) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full, inPageData || (dir === publicDir && entry.name === "page-data"))
      else {
        const size = fs.statSync(full).size
        totalBytes += size
        if (inPageData && entry.name === "page-data.json") {
          pageDataBytes += size
          pageDataFiles++
        }
      }
    }
  }
  walk(publicDir, false)
  const file = path.join(publicDir, "page-data", route.replace(/^\/+|\/+$/g, ""), "page-data.json")
  const page = fs.existsSync(file) ? fs.readFileSync(file) : null
  return {
    totalBytes,
    pageDataBytes,
    pageDataFiles,
    page: { route, raw: page?.length ?? 0, gzip: page ? gzipSize(page) : 0, missing: !page },
  }
}

/**
 * On a shared machine: waits up to `maxSeconds` for the 1-minute load average to fall below the
 * number of CPUs, so a timed part starts on a quiet machine. Returns the load it started at.
 */
export async function waitForIdle(maxSeconds, label = "") {
  const cpus = os.cpus().length
  const deadline = Date.now() + maxSeconds * 1000
  let waited = false
  while (maxSeconds > 0 && os.loadavg()[0] >= cpus && Date.now() < deadline) {
    if (!waited)
      process.stderr.write(
        `  waiting up to ${maxSeconds} s for a quiet machine${label ? ` (${label})` : ""}: load ${os.loadavg()[0].toFixed(1)}\n`
      )
    waited = true
    await new Promise((r) => setTimeout(r, 5000))
  }
  return Math.round(os.loadavg()[0] * 10) / 10
}
