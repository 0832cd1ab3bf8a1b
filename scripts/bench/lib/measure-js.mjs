/**
 * JavaScript a first view loads: each page is opened in a fresh headless Chromium context (empty
 * cache), with no interaction, until the network is idle; every response of type "script" from the
 * site's origin is counted. Sizes are the decoded bodies, gzipped here (level 9), so they do not
 * depend on what the server compresses. The source maps next to the scripts in public/ attribute the
 * bytes to packages and source files.
 */
import fs from "node:fs"
import path from "node:path"
import { gzipSize } from "./build.mjs"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
/** Chromium flags for this machine's closed network, shared with the Playwright tests. */
export const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(new URL("../../chromium-flags.json", import.meta.url), "utf8"))

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]))

/** Decodes one segment of source map mappings (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = B64_VALUE.get(char)
    if (digit === undefined) break
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** "webpack://x/./node_modules/react-dom/cjs/x.js" -> "react-dom"; "./src/components/Navbar/index.tsx" -> "src/components/Navbar". */
export function contributorOf(source) {
  const p = source
    .replace(/^webpack:\/\/[^/]*\//, "")
    .replace(/^\.\//, "")
    .replace(/\?.*$/, "")
    .replace(/ .*$/, "")
  const nm = p.lastIndexOf("node_modules/")
  if (nm !== -1) {
    const parts = p.slice(nm + "node_modules/".length).split("/")
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  if (p.startsWith(".cache/")) return "gatsby runtime (.cache)"
  if (p.startsWith("webpack/")) return "webpack runtime"
  const parts = p.split("/")
  if (parts[0] === "src") return parts.slice(0, parts[1] === "components" || parts[1] === "lib" ? 3 : 2).join("/")
  if (p.includes("/content/") || p.startsWith("content/") || p.endsWith(".mdx")) return "MDX content"
  return parts.slice(0, 2).join("/") || "(unknown)"
}

/** Characters of a script attributed to each contributor through its source map. */
export function attributeScript(jsText, map) {
  const counts = new Map()
  const lines = jsText.split("\n")
  const mappingLines = (map.mappings ?? "").split(";")
  let srcIdx = 0
  for (let l = 0; l < mappingLines.length; l++) {
    const lineLength = lines[l]?.length ?? 0
    let genCol = 0
    const segments = []
    for (const raw of mappingLines[l].split(",")) {
      if (!raw) continue
      const v = decodeSegment(raw)
      genCol += v[0]
      if (v.length >= 4) {
        srcIdx += v[1]
        segments.push({ col: genCol, source: srcIdx })
      } else segments.push({ col: genCol, source: -1 })
    }
    for (let i = 0; i < segments.length; i++) {
      const end = i + 1 < segments.length ? segments[i + 1].col : lineLength
      const length = Math.max(0, end - segments[i].col)
      const name = segments[i].source >= 0 ? contributorOf(map.sources[segments[i].source] ?? "") : "(unmapped)"
      counts.set(name, (counts.get(name) ?? 0) + length)
    }
  }
  return counts
}

/** Per-contributor raw bytes and an estimated gzip share (the script's gzip size split pro rata). */
function contributorsOf(scripts, publicDir) {
  const totals = new Map()
  for (const s of scripts) {
    const file = path.join(publicDir, s.file)
    const mapFile = `${file}.map`
    if (!s.file || !fs.existsSync(mapFile)) {
      const entry = totals.get(`(no map) ${s.file}`) ?? { raw: 0, gzip: 0 }
      totals.set(`(no map) ${s.file}`, { raw: entry.raw + s.raw, gzip: entry.gzip + s.gzip })
      continue
    }
    let counts
    try {
      counts = attributeScript(s.body.toString("utf8"), JSON.parse(fs.readFileSync(mapFile, "utf8")))
    } catch {
      continue
    }
    const sum = [...counts.values()].reduce((a, b) => a + b, 0) || 1
    for (const [name, chars] of counts) {
      const entry = totals.get(name) ?? { raw: 0, gzip: 0 }
      totals.set(name, { raw: entry.raw + (chars / sum) * s.raw, gzip: entry.gzip + (chars / sum) * s.gzip })
    }
  }
  return [...totals.entries()]
    .map(([name, v]) => ({ name, raw: Math.round(v.raw), gzip: Math.round(v.gzip) }))
    .sort((a, b) => b.gzip - a.gzip)
}

/**
 * @param {string} baseUrl e.g. http://localhost:9123/docs/
 * @param {{ name: string, kind: string, path: string }[]} pages paths relative to the base URL
 */
export async function measureFirstViewJs(baseUrl, pages, publicDir) {
  const { chromium } = await import("@playwright/test")
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
  const origin = new URL(baseUrl).origin
  const basePath = new URL(baseUrl).pathname
  const results = []
  try {
    for (const page of pages) {
      const context = await browser.newContext()
      const tab = await context.newPage()
      const pending = []
      const requested = []
      tab.on("request", (request) => requested.push(request.url()))
      tab.on("response", (response) => {
        const request = response.request()
        if (request.resourceType() !== "script") return
        const url = response.url()
        if (new URL(url).origin !== origin) return
        pending.push(
          response
            .body()
            .then((body) => ({ url, status: response.status(), body }))
            .catch(() => null)
        )
      })
      const url = new URL(page.path, baseUrl).href
      const response = await tab.goto(url, { waitUntil: "networkidle", timeout: 60_000 })
      const status = response?.status() ?? 0
      const bodies = (await Promise.all(pending)).filter(Boolean)
      const seen = new Set()
      const scripts = []
      for (const { url: scriptUrl, status: scriptStatus, body } of bodies) {
        if (seen.has(scriptUrl)) continue
        seen.add(scriptUrl)
        const pathname = new URL(scriptUrl).pathname
        const file = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.replace(/^\//, "")
        scripts.push({ url: pathname, file, status: scriptStatus, raw: body.length, gzip: gzipSize(body), body })
      }
      scripts.sort((a, b) => b.gzip - a.gzip)
      const searchIndexRequests = requested.filter((u) => /search-index-[^/]*\.json/.test(u))
      const searchCodeScripts = scripts.filter((s) => /FlexSearch/.test(s.body.toString("utf8"))).map((s) => s.url)
      results.push({
        ...page,
        url,
        status,
        raw: scripts.reduce((n, s) => n + s.raw, 0),
        gzip: scripts.reduce((n, s) => n + s.gzip, 0),
        scripts: scripts.map(({ body, file, ...rest }) => rest),
        contributors: contributorsOf(scripts, publicDir).slice(0, 12),
        searchLoadedOnFirstView: searchIndexRequests.length > 0 || searchCodeScripts.length > 0,
        searchIndexRequests,
        searchCodeScripts,
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
