#!/usr/bin/env node
/**
 * The site's benchmark (`npm run bench`): builds the site in a throw-away copy of the project (cold,
 * then warm with the cache), serves the build with scripts/serve.mjs on a free port, and measures
 * first-view JavaScript per page kind, the search index files, warm search latency and Lighthouse
 * (mobile). Prints a table with the budgets and writes the same to bench-results/bench.json.
 * Exits 0 when budgets are missed (the report is the output); 1 only when a build fails or a
 * measurement cannot run.
 *
 * Options:
 *   --skip-build          measure an existing build instead (--public DIR, default $PUBLIC_DIR or public/)
 *   --public DIR          the public/ folder to measure with --skip-build
 *   --skip-warm           no second (warm) build
 *   --skip-js             no first-view JavaScript measurement
 *   --skip-lighthouse     no Lighthouse runs
 *   --skip-search         no search latency run
 *   --lighthouse-runs N   runs per page, the median is reported (default 3)
 *   --wait-idle S         before each timed part, wait up to S seconds for the load average to drop
 *                         below the CPU count (shared machines; default 0: no wait)
 *   --rounds N            timed rounds of the query list (default 25)
 *   --keep                keep the temporary project copy (its path is printed)
 *   --echo-build          show Gatsby's output while building
 *   --out FILE            JSON output (default bench-results/bench.json)
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT, copyProject, gatsbyBuild, outputTail, indexSizes, countHtmlPages, waitForIdle } from "./lib/build.mjs"
import { servePublic } from "./lib/serve.mjs"
import { measureFirstViewJs } from "./lib/measure-js.mjs"
import { runLighthouse, lighthouseAvailable } from "./lib/lighthouse.mjs"
import { loadSearchModules, clientForFiles, measureLatency, readIndexFiles, QUERIES } from "./lib/search.mjs"
import { onInterrupt } from "./lib/cleanup.mjs"
import {
  row,
  skippedRow,
  formatTable,
  summary,
  writeJson,
  kb,
  ms,
  mb,
  headerHelp,
  resultHeader,
  runMain,
} from "./lib/report.mjs"

export const PAGES = [
  { name: "introduction", kind: "guide", path: "./", route: "/docs/" },
  { name: "command", kind: "guide", path: "commands/poll", route: "/docs/commands/poll" },
  { name: "category", kind: "guide", path: "category/commands", route: "/docs/category/commands" },
  { name: "api-operation", kind: "api", path: "api/create-poll", route: "/docs/api/create-poll" },
]

export const BUDGETS = {
  coldBuildMs: 56_000,
  warmBuildMs: 9_000,
  jsGzipBytes: { guide: 82 * 1024, api: 100 * 1024 },
  indexesGzipBytes: 100 * 1024,
  queryP95Ms: 16,
  lighthouse: { performance: 100, accessibility: 100, tbtMs: 50, cls: 0 },
}

function parseArgs(argv) {
  const o = { lighthouseRuns: 3, rounds: 25, waitIdle: 0, out: path.join(ROOT, "bench-results", "bench.json") }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes("=") ? argv[i].split(/=(.*)/s) : [argv[i], undefined]
    const value = () => inline ?? argv[++i]
    switch (flag) {
      case "--skip-build":
        o.skipBuild = true
        break
      case "--public":
        o.public = value()
        break
      case "--skip-warm":
        o.skipWarm = true
        break
      case "--skip-js":
        o.skipJs = true
        break
      case "--skip-lighthouse":
        o.skipLighthouse = true
        break
      case "--skip-search":
        o.skipSearch = true
        break
      case "--lighthouse-runs":
        o.lighthouseRuns = Math.max(1, Number(value()))
        break
      case "--rounds":
        o.rounds = Math.max(1, Number(value()))
        break
      case "--wait-idle":
        o.waitIdle = Math.max(0, Number(value()))
        break
      case "--keep":
        o.keep = true
        break
      case "--echo-build":
        o.echoBuild = true
        break
      case "--out":
        o.out = path.resolve(value())
        break
      case "--help":
      case "-h":
        o.help = true
        break
      default:
        throw new Error(`unknown option ${argv[i]} (see the header of scripts/bench/run.mjs)`)
    }
  }
  return o
}

/** Measures the search client against a build's index files; falls back to FlexSearch alone. */
async function searchLatency(publicDir, rounds) {
  const files = readIndexFiles(publicDir, ["docs", "api"])
  if (Object.keys(files).length === 0) return { error: "no search-index-*.json in the build" }
  try {
    const modules = loadSearchModules()
    try {
      const client = clientForFiles(modules, files)
      return {
        method:
          "the site's search client (src/lib/search/client.ts createSearchClient: tokenize, FlexSearch candidates, scoring, merge, snippets; 8 results) " +
          "compiled with TypeScript's transpiler, over the built index files; FlexSearch 0.6 browser build (dist/flexsearch.min.js)",
        ...(await measureLatency(client, QUERIES, rounds)),
      }
    } finally {
      modules.clean()
    }
  } catch (error) {
    // No project search modules: FlexSearch 0.6 alone, importing the published indexes.
    const { createRequire } = await import("node:module")
    const FlexSearch = createRequire(path.join(ROOT, "package.json"))("flexsearch/dist/flexsearch.min.js")
    const indexes = Object.values(files).map((file) => {
      const index = FlexSearch.create({ encode: "icase", tokenize: "strict" })
      // The published file names its export (search-flexsearch-<tag>.json); older builds carry it inline.
      const exported =
        typeof file.index?.export === "string"
          ? JSON.parse(fs.readFileSync(path.join(publicDir, file.index.export), "utf8"))
          : file.index
      index.import(exported, { serialize: typeof exported === "string" })
      return index
    })
    const client = {
      preload: async () => {},
      search: async (q) => indexes.flatMap((index) => index.search(q, { limit: 8 })),
    }
    return {
      method: `FlexSearch 0.6 import of the built indexes only (project search modules unavailable: ${error.message})`,
      ...(await measureLatency(client, QUERIES, rounds)),
    }
  }
}

async function main() {
  const o = parseArgs(process.argv.slice(2))
  if (o.help) {
    console.log(headerHelp(import.meta.url))
    return 0
  }
  const result = resultHeader(o, BUDGETS, ROOT)
  const rows = []
  let copyDir = null
  let publicDir

  try {
    // 1. Builds: cold (no .cache, no public), then warm (same folder, cache kept).
    if (o.skipBuild) {
      publicDir = path.resolve(o.public ?? process.env.PUBLIC_DIR ?? path.join(ROOT, "public"))
      rows.push(
        skippedRow("Build", "cold build time", "--skip-build", "< 56 s"),
        skippedRow("Build", "warm rebuild time", "--skip-build", "< 9 s")
      )
    } else {
      copyDir = copyProject("docs-bench-", ["content"])
      if (!o.keep) onInterrupt(() => fs.rmSync(copyDir, { recursive: true, force: true }))
      process.stderr.write(`Building in ${copyDir}\n`)
      const coldLoad = await waitForIdle(o.waitIdle, "cold build")
      const cold = await gatsbyBuild(copyDir, { label: "cold build", echo: o.echoBuild })
      result.build = {
        dir: copyDir,
        cold: { code: cold.code, ms: cold.ms, peakRssBytes: cold.peakRssBytes, loadavgBefore: coldLoad },
      }
      if (cold.code !== 0) {
        console.error(`The cold build failed (exit ${cold.code}):\n${outputTail(cold.output)}`)
        result.build.cold.outputTail = outputTail(cold.output)
        writeJson(o.out, result)
        return 1
      }
      rows.push(row("Build", "cold build time", cold.ms, ms(cold.ms), "< 56 s", (v) => v < BUDGETS.coldBuildMs))
      rows.push(row("Build", "cold build peak RSS (process tree)", cold.peakRssBytes, mb(cold.peakRssBytes)))
      if (!o.skipWarm) {
        const warmLoad = await waitForIdle(o.waitIdle, "warm build")
        const warm = await gatsbyBuild(copyDir, { label: "warm build", echo: o.echoBuild })
        result.build.warm = { code: warm.code, ms: warm.ms, peakRssBytes: warm.peakRssBytes, loadavgBefore: warmLoad }
        if (warm.code !== 0) {
          console.error(`The warm build failed (exit ${warm.code}):\n${outputTail(warm.output)}`)
          result.build.warm.outputTail = outputTail(warm.output)
        }
        rows.push(
          row(
            "Build",
            "warm rebuild time",
            warm.code === 0 ? warm.ms : null,
            warm.code === 0 ? ms(warm.ms) : "failed",
            "< 9 s",
            (v) => v < BUDGETS.warmBuildMs
          )
        )
        rows.push(row("Build", "warm rebuild peak RSS (process tree)", warm.peakRssBytes, mb(warm.peakRssBytes)))
      } else rows.push(skippedRow("Build", "warm rebuild time", "--skip-warm", "< 9 s"))
      publicDir = path.join(copyDir, "public")
    }
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`no built site in ${publicDir}`)
    result.publicDir = publicDir
    result.htmlPages = countHtmlPages(publicDir)

    // 2. Search index files.
    const sizes = indexSizes(publicDir)
    result.indexes = sizes
    for (const f of sizes.files)
      rows.push(
        row(
          "Search",
          `${f.file} (${f.documents} documents)`,
          f.missing ? null : f.gzip,
          f.missing ? "missing" : `${kb(f.raw)} raw, ${kb(f.gzip)} gzip`
        )
      )
    rows.push(
      row(
        "Search",
        "both index files, gzip",
        sizes.missing.length ? null : sizes.totalGzip,
        sizes.missing.length ? `missing: ${sizes.missing.join(", ")}` : kb(sizes.totalGzip),
        "< 100 KB",
        (v) => v < BUDGETS.indexesGzipBytes
      )
    )

    // 3. Search latency on the built indexes.
    if (o.skipSearch) rows.push(skippedRow("Search", "query latency p95 (warm)", "--skip-search"))
    else {
      const searchLoad = await waitForIdle(o.waitIdle, "search latency")
      const latency = await searchLatency(publicDir, o.rounds)
      result.searchLatency = { ...latency, loadavgBefore: searchLoad }
      if (latency.error) rows.push(skippedRow("Search", "query latency", latency.error))
      else {
        const docs = sizes.files.reduce((n, f) => n + f.documents, 0)
        rows.push(
          row(
            "Search",
            `query latency p50 (warm, ${docs} sections, ${latency.queries} queries x ${latency.rounds})`,
            latency.p50Ms,
            ms(latency.p50Ms)
          )
        )
        rows.push(
          row(
            "Search",
            "query latency p95 (warm)",
            latency.p95Ms,
            ms(latency.p95Ms),
            "< 16 ms",
            (v) => v < BUDGETS.queryP95Ms
          )
        )
      }
    }

    // 4. Browser measurements against the served build.
    if (!(o.skipJs && o.skipLighthouse)) {
      const server = await servePublic(publicDir)
      result.servedAt = server.baseUrl
      try {
        if (o.skipJs) rows.push(skippedRow("JS", "first view", "--skip-js"))
        else {
          const js = await measureFirstViewJs(server.baseUrl, PAGES, publicDir)
          result.firstViewJs = js
          for (const page of js) {
            const budget = BUDGETS.jsGzipBytes[page.kind]
            rows.push(
              row(
                "JS first view",
                `${page.name} ${page.route} (${page.kind}, ${page.scripts.length} scripts)`,
                page.status === 200 ? page.gzip : null,
                page.status === 200 ? `${kb(page.raw)} raw, ${kb(page.gzip)} gzip` : `HTTP ${page.status}`,
                `<= ${budget / 1024} KB gzip`,
                (v) => v <= budget
              )
            )
          }
          const searchOnFirstView = js.filter((p) => p.searchLoadedOnFirstView).map((p) => p.name)
          rows.push(
            row(
              "JS first view",
              "search code or index loaded without interaction",
              searchOnFirstView.length,
              searchOnFirstView.length ? `yes: ${searchOnFirstView.join(", ")}` : "no",
              "no",
              (v) => v === 0
            )
          )
        }
        if (o.skipLighthouse) rows.push(skippedRow("Lighthouse", "mobile", "--skip-lighthouse"))
        else if (!lighthouseAvailable())
          rows.push(skippedRow("Lighthouse", "mobile", "lighthouse is not installed (npm install)"))
        else {
          const lh = await runLighthouse(server.baseUrl, PAGES, {
            runs: o.lighthouseRuns,
            waitIdle: o.waitIdle,
            reportDir: path.join(path.dirname(o.out), "lighthouse"),
          })
          result.lighthouse = lh
          const B = BUDGETS.lighthouse
          for (const page of lh) {
            const g = `Lighthouse ${page.name}`
            if (page.error) {
              rows.push(skippedRow(g, "mobile", page.error))
              continue
            }
            rows.push(
              row(g, "performance", page.performance, String(page.performance), "100", (v) => v >= B.performance)
            )
            rows.push(
              row(
                g,
                "accessibility",
                page.accessibility,
                String(page.accessibility),
                "100",
                (v) => v >= B.accessibility
              )
            )
            rows.push(row(g, "total blocking time", page.tbtMs, ms(page.tbtMs), "< 50 ms", (v) => v < B.tbtMs))
            rows.push(row(g, "cumulative layout shift", page.cls, page.cls.toFixed(3), "0", (v) => v <= B.cls))
            rows.push(row(g, "largest contentful paint", page.lcpMs, ms(page.lcpMs)))
          }
        }
      } finally {
        await server.stop()
      }
    }
  } finally {
    if (copyDir && !o.keep) fs.rmSync(copyDir, { recursive: true, force: true })
    else if (copyDir) process.stderr.write(`Kept the project copy: ${copyDir} (public/ inside)\n`)
  }

  result.machine.loadavgAtEnd = os.loadavg()
  result.rows = rows
  result.summary = summary(rows)
  writeJson(o.out, result)

  console.log(
    `\nPollaris Docs benchmark (${result.startedAt}; ${result.machine.cpus} CPUs, load ${result.machine.loadavgAtStart.map((n) => n.toFixed(1)).join(" ")}; ${result.htmlPages} HTML pages)\n`
  )
  console.log(formatTable(rows))
  if (result.firstViewJs) {
    console.log(
      "\nFirst-view scripts per page (gzip), then the largest contributors (from the source maps, gzip estimated pro rata):"
    )
    for (const page of result.firstViewJs) {
      console.log(
        `  ${page.route}: ${page.scripts.map((s) => `${s.url.replace(/^\/docs\//, "")} ${kb(s.gzip)}`).join(", ")}`
      )
      console.log(
        `    ${page.contributors
          .slice(0, 6)
          .map((c) => `${c.name} ${kb(c.gzip)}`)
          .join(", ")}`
      )
    }
  }
  if (result.lighthouse) {
    for (const page of result.lighthouse) {
      const failing = [...(page.failingPerformanceAudits ?? []), ...(page.failingAccessibilityAudits ?? [])]
      if (failing.length) console.log(`  Lighthouse ${page.name} audits below 100: ${failing.join(", ")}`)
      if (page.bootup?.length)
        console.log(
          `    main-thread time by script: ${page.bootup.map((b) => `${b.url.replace(/^\/docs\//, "") || "document"} ${b.totalMs} ms`).join(", ")}; CPU benchmark index ${Math.round(page.benchmarkIndex)}`
        )
    }
    console.log(
      `  Lighthouse: median of ${o.lighthouseRuns} run(s) per page by performance score; reports in ${path.relative(ROOT, path.join(path.dirname(o.out), "lighthouse"))}/`
    )
  }
  if (result.searchLatency?.method) console.log(`  Search latency: ${result.searchLatency.method}`)
  console.log(
    `\n${result.summary.passed} within budget, ${result.summary.missed} missed. JSON: ${path.relative(ROOT, o.out)}`
  )
  return 0
}

runMain(main)
