#!/usr/bin/env node
/**
 * Scale benchmark. Documented runs: `npm run bench:scale -- --pages 1000 --skip-search` and
 * `npm run bench:scale -- --pages 10000 --skip-search` (builds), `npm run bench:scale -- --skip-build` (search):
 *  1. generates N synthetic pages (scripts/bench/generate-content.mjs) and builds them cold in a
 *     throw-away copy of the project (DOCS_CONTENT_DIR, DOCS_SIDEBARS; the real OpenAPI document),
 *     reporting build time, peak memory of the build's process tree, HTML pages, index sizes, the
 *     size of public/ and of its page-data files, and the page-data of one generated page; then, on
 *     the served build in headless Chromium, a reader's first search (search code and index bytes as
 *     sent, time to the first result; again under Fast 3G throttling: scripts/bench/lib/first-search.mjs);
 *  2. a pure search-latency run: S synthetic sections (default 10,000) made into an index file the
 *     way the build makes one (the site's search-document and index code, FlexSearch 0.6 with the
 *     site's options), then the fixed query list on the warm index through the site's search client.
 * Prints a table with the budgets, writes bench-results/scale.json, exits 0 when budgets are missed.
 *
 * Options: --pages N (1000)  --sections-per-page M (6)  --search-sections S (10000)  --rounds N (25)
 *          --skip-build  --skip-search  --skip-browser (no first-search measurement in Chromium)
 *          --keep (keep the project copy)  --echo-build  --out FILE
 *          --wait-idle S (wait up to S s for the load average to drop below the CPU count before timing)
 *
 * Documented runs (CONTRIBUTING.md, Benchmarks): `--pages 1000 --skip-search` and `--pages 10000 --skip-search`
 * (the second takes a long time and several GB of memory: run it on a machine with nothing else to do).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  ROOT,
  copyProject,
  gatsbyBuild,
  outputTail,
  indexSizes,
  outputSizes,
  countHtmlPages,
  gzipSize,
  waitForIdle,
} from "./lib/build.mjs"
import { generateContent } from "./generate-content.mjs"
import { loadSearchModules, buildIndexFile, clientForFiles, measureLatency, QUERIES } from "./lib/search.mjs"
import { searchDocs } from "./lib/synthetic.mjs"
import { onInterrupt } from "./lib/cleanup.mjs"
import { servePublic } from "./lib/serve.mjs"
import { measureFirstSearch } from "./lib/first-search.mjs"
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

/** A page of scripts/bench/generate-content.mjs, present at any --pages (>= 4). */
const GENERATED_PAGE_ROUTE = "/topic-01/page-0001"

export const SCALE_BUDGETS = { buildMs: 160_000, peakRssBytes: 2 * 1024 ** 3, queryP95Ms: 16 }

/** First-search queries: the commonest word of the generated pages (in about two thirds of the sections), two words, a prefix being typed. */
const FIRST_SEARCH_QUERIES = ["poll", "export csv", "webh"]
/** Bytes a reader's first search may transfer (search code and index): 150 KB up to 1,000 pages, 300 KB up to 10,000. */
const firstSearchBudget = (pages) => (pages <= 1000 ? 150 : 300) * 1024

function parseArgs(argv) {
  const o = {
    pages: 1000,
    sectionsPerPage: 6,
    searchSections: 10_000,
    rounds: 25,
    waitIdle: 0,
    out: path.join(ROOT, "bench-results", "scale.json"),
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes("=") ? argv[i].split(/=(.*)/s) : [argv[i], undefined]
    const value = () => inline ?? argv[++i]
    switch (flag) {
      case "--pages":
        o.pages = Number(value())
        break
      case "--sections-per-page":
        o.sectionsPerPage = Number(value())
        break
      case "--search-sections":
        o.searchSections = Number(value())
        break
      case "--rounds":
        o.rounds = Math.max(1, Number(value()))
        break
      case "--wait-idle":
        o.waitIdle = Math.max(0, Number(value()))
        break
      case "--skip-build":
        o.skipBuild = true
        break
      case "--skip-search":
        o.skipSearch = true
        break
      case "--skip-browser":
        o.skipBrowser = true
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
        throw new Error(`unknown option ${argv[i]} (see the header of scripts/bench/scale.mjs)`)
    }
  }
  if (!(o.pages >= 4)) throw new Error("--pages must be a number >= 4")
  if (!(o.searchSections >= 1)) throw new Error("--search-sections must be a number >= 1")
  return o
}

/** A reader's first search on the served build: bytes (gzip, as sent) and time to the first result, then under Fast 3G. */
async function firstSearchRows(publicDir, group, pages, result) {
  const server = await servePublic(publicDir)
  try {
    const url = `${server.baseUrl}${GENERATED_PAGE_ROUTE.slice(1)}`
    const fast = await measureFirstSearch(url, FIRST_SEARCH_QUERIES)
    const typed = await measureFirstSearch(url, FIRST_SEARCH_QUERIES.slice(0, 2), { typed: true })
    const slow = await measureFirstSearch(url, FIRST_SEARCH_QUERIES.slice(0, 2), { fast3g: true })
    result.build.firstSearch = { localhost: fast, typed, fast3g: slow }
    return [
      ...fast.map((m) =>
        row(
          group,
          `first search "${m.query}": search code + index (${m.requests} requests, ${m.results} results)`,
          m.bytes,
          `${kb(m.bytes)} gzip, ${ms(m.ms)} on localhost`,
          `<= ${kb(firstSearchBudget(pages))}`,
          (v) => v <= firstSearchBudget(pages)
        )
      ),
      ...typed.map((m) =>
        row(
          group,
          `first search "${m.query}" typed a key every 200 ms (a search per key; ${m.requests} requests)`,
          m.bytes,
          `${kb(m.bytes)} gzip`
        )
      ),
      ...slow.map((m) =>
        row(group, `first search "${m.query}" under Fast 3G: time to the first result`, m.ms, ms(m.ms))
      ),
    ]
  } finally {
    await server.stop()
  }
}

async function main() {
  const o = parseArgs(process.argv.slice(2))
  if (o.help) {
    console.log(headerHelp(import.meta.url))
    return 0
  }
  const result = resultHeader(o, SCALE_BUDGETS, ROOT)
  const rows = []
  const group = `${o.pages}-page build`

  if (o.skipBuild) rows.push(skippedRow(group, "build", "--skip-build"))
  else {
    const dir = copyProject("docs-scale-")
    if (!o.keep) onInterrupt(() => fs.rmSync(dir, { recursive: true, force: true }))
    try {
      const content = generateContent({
        pages: o.pages,
        sectionsPerPage: o.sectionsPerPage,
        out: path.join(dir, "bench-content"),
      })
      process.stderr.write(`Generated ${content.pages} pages (${content.headings} headings); building in ${dir}\n`)
      const buildLoad = await waitForIdle(o.waitIdle, "build")
      const build = await gatsbyBuild(dir, {
        label: `${o.pages}-page cold build`,
        echo: o.echoBuild,
        env: { DOCS_CONTENT_DIR: content.docsDir, DOCS_SIDEBARS: content.sidebars },
      })
      result.build = {
        dir,
        code: build.code,
        ms: build.ms,
        peakRssBytes: build.peakRssBytes,
        loadavgBefore: buildLoad,
        contentPages: content.pages,
        headings: content.headings,
      }
      if (build.code !== 0) {
        result.build.outputTail = outputTail(build.output)
        console.error(`The ${o.pages}-page build failed (exit ${build.code}):\n${result.build.outputTail}`)
        rows.push({
          group,
          metric: "cold build",
          value: null,
          display: `failed (exit ${build.code})`,
          budget: "< 160 s",
          pass: false,
        })
      } else {
        const publicDir = path.join(dir, "public")
        const sizes = indexSizes(publicDir)
        result.build.htmlPages = countHtmlPages(publicDir)
        result.build.indexes = sizes
        const output = outputSizes(publicDir, GENERATED_PAGE_ROUTE)
        result.build.output = output
        // The link check's report: the generated pages link to each other's headings, so none may be broken.
        try {
          const report = JSON.parse(fs.readFileSync(path.join(dir, ".cache", "link-check-report.json"), "utf8"))
          result.build.linkCheck = { pages: report.pages, broken: report.broken.length }
        } catch {
          // No report (the link check did not run): the broken-links row is left out.
        }
        rows.push(
          row(
            group,
            `cold build time (${content.pages} content pages, ${result.build.htmlPages} HTML pages)`,
            build.ms,
            ms(build.ms),
            "< 160 s",
            (v) => v < SCALE_BUDGETS.buildMs
          )
        )
        rows.push(
          row(
            group,
            "peak RSS of the build process tree",
            build.peakRssBytes,
            mb(build.peakRssBytes),
            "< 2048 MB",
            (v) => v < SCALE_BUDGETS.peakRssBytes
          )
        )
        if (result.build.linkCheck)
          rows.push(
            row(
              group,
              `broken internal links (of ${result.build.linkCheck.pages} pages checked)`,
              result.build.linkCheck.broken,
              String(result.build.linkCheck.broken)
            )
          )
        rows.push(
          row(
            group,
            `output: public/ (${output.pageDataFiles} page-data files: ${mb(output.pageDataBytes)})`,
            output.totalBytes,
            mb(output.totalBytes)
          )
        )
        rows.push(
          row(
            group,
            `page-data of a generated page (${output.page.route})`,
            output.page.missing ? null : output.page.gzip,
            output.page.missing ? "missing" : `${kb(output.page.raw)} raw, ${kb(output.page.gzip)} gzip`
          )
        )
        for (const f of sizes.files)
          rows.push(
            row(
              group,
              `${f.file} (${f.documents} documents${f.parts ? `, split: the entry; ${f.parts} parts beside it` : ""})`,
              f.missing ? null : f.gzip,
              f.missing ? "missing" : `${kb(f.raw)} raw, ${kb(f.gzip)} gzip`
            )
          )
        if (!o.skipBrowser) rows.push(...(await firstSearchRows(publicDir, group, o.pages, result)))
      }
    } finally {
      if (!o.keep) fs.rmSync(dir, { recursive: true, force: true })
      else process.stderr.write(`Kept the project copy: ${dir}\n`)
    }
  }

  if (o.skipSearch) rows.push(skippedRow("Search", "latency", "--skip-search"))
  else {
    const modules = loadSearchModules()
    try {
      const started = performance.now()
      const docs = searchDocs({ sections: o.searchSections })
      const file = buildIndexFile(modules, docs)
      const indexMs = performance.now() - started
      const json = Buffer.from(JSON.stringify(file))
      const searchLoad = await waitForIdle(o.waitIdle, "search latency")
      const latency = await measureLatency(clientForFiles(modules, { docs: file }), QUERIES, o.rounds)
      const sections = file.documents.length
      result.search = {
        method:
          "synthetic pages through the site's search-document code (plugins/search-index/local-search.ts searchDocumentsOf), a FlexSearch 0.6 index built like " +
          "gatsby-plugin-local-search's with the site's options, published by plugins/search-index/index-file.ts; queries through src/lib/search/client.ts " +
          "(8 results), FlexSearch 0.6 browser build",
        sections,
        pages: docs.length,
        indexBuildMs: indexMs,
        indexRaw: json.length,
        indexGzip: gzipSize(json),
        loadavgBefore: searchLoad,
        ...latency,
      }
      const g = `Search at ${sections} sections`
      rows.push(
        row(
          g,
          `synthetic index (${docs.length} pages)`,
          result.search.indexGzip,
          `${kb(json.length)} raw, ${kb(result.search.indexGzip)} gzip`
        )
      )
      rows.push(
        row(g, `index load (parse + FlexSearch import + prepare)`, latency.loadAndBuildMs, ms(latency.loadAndBuildMs))
      )
      rows.push(
        row(
          g,
          `query latency p50 (warm, ${latency.queries} queries x ${latency.rounds})`,
          latency.p50Ms,
          ms(latency.p50Ms)
        )
      )
      rows.push(
        row(
          g,
          "query latency p95 (warm)",
          latency.p95Ms,
          ms(latency.p95Ms),
          "< 16 ms",
          (v) => v < SCALE_BUDGETS.queryP95Ms
        )
      )
    } finally {
      modules.clean()
    }
  }

  result.machine.loadavgAtEnd = os.loadavg()
  result.rows = rows
  result.summary = summary(rows)
  writeJson(o.out, result)
  console.log(
    `\nPollaris Docs scale benchmark (${result.startedAt}; ${result.machine.cpus} CPUs, load ${result.machine.loadavgAtStart.map((n) => n.toFixed(1)).join(" ")})\n`
  )
  console.log(formatTable(rows))
  if (result.search) {
    console.log(
      `\n  Slowest queries (p50): ${result.search.slowest.map((s) => `"${s.query}" ${ms(s.p50Ms)}`).join(", ")}`
    )
    console.log(`  Search: ${result.search.method}`)
  }
  console.log(
    `\n${result.summary.passed} within budget, ${result.summary.missed} missed. JSON: ${path.relative(ROOT, o.out)}`
  )
  return 0
}

runMain(main)
