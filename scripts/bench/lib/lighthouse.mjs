/**
 * Lighthouse (mobile form factor, its default simulated throttling), categories performance and
 * accessibility, through its CLI in Debian's Chromium. Each page runs `runs` times; the run with the
 * median performance score is reported (a shared machine makes single runs noisy).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT, waitForIdle } from "./build.mjs"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./measure-js.mjs"

const CLI = path.join(ROOT, "node_modules/lighthouse/cli/index.js")

export function lighthouseAvailable() {
  return fs.existsSync(CLI)
}

function runCli(url, outputPath) {
  const chromeFlags = ["--headless=new", ...CHROMIUM_ARGS].join(" ")
  const args = [
    CLI,
    url,
    "--form-factor=mobile",
    "--only-categories=performance,accessibility",
    `--chrome-flags=${chromeFlags}`,
    "--output=json",
    `--output-path=${outputPath}`,
    "--quiet",
  ]
  return new Promise((resolve) => {
    // Lighthouse's CLI takes the browser binary from CHROME_PATH.
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    child.on("close", (code) => resolve({ code: code ?? 1, output }))
  })
}

function summarise(report) {
  const audit = (id) => report.audits?.[id]
  const score = (id) => (report.categories?.[id]?.score == null ? null : Math.round(report.categories[id].score * 100))
  const failing = (category) =>
    (report.categories?.[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => audit(ref.id))
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "notApplicable" &&
          a.scoreDisplayMode !== "informative"
      )
      .map((a) => `${a.id} (${Math.round(a.score * 100)})`)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    tbtMs: audit("total-blocking-time")?.numericValue ?? null,
    cls: audit("cumulative-layout-shift")?.numericValue ?? null,
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? null,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? null,
    failingPerformanceAudits: failing("performance"),
    failingAccessibilityAudits: failing("accessibility"),
    // Main-thread time per script (unthrottled observation x the CPU slowdown): where TBT comes from.
    bootup: (audit("bootup-time")?.details?.items ?? []).slice(0, 4).map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
      totalMs: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
    })),
    mainThread: (audit("mainthread-work-breakdown")?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => ({ group: item.groupLabel ?? item.group, ms: Math.round(item.duration) })),
    // Lighthouse's CPU benchmark of the machine during the run; a loaded machine scores low and its TBT rises.
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    runtimeError: report.runtimeError?.message ?? null,
    lighthouseVersion: report.lighthouseVersion,
  }
}

/**
 * @param {{ name: string, path: string }[]} pages
 * @returns {Promise<object[]>} one summary per page (median run), with every run's scores
 */
export async function runLighthouse(baseUrl, pages, { runs = 3, reportDir, waitIdle = 0 } = {}) {
  fs.mkdirSync(reportDir, { recursive: true })
  // Reports of earlier runs (perhaps more of them) would be mistaken for this run's.
  for (const name of fs.readdirSync(reportDir))
    if (pages.some((p) => name.startsWith(`${p.name}-`))) fs.rmSync(path.join(reportDir, name))
  const results = []
  for (const page of pages) {
    const url = new URL(page.path, baseUrl).href
    const all = []
    for (let i = 0; i < runs; i++) {
      const file = path.join(reportDir, `${page.name}-${i + 1}.json`)
      fs.rmSync(file, { force: true })
      const loadavg = await waitForIdle(waitIdle, `lighthouse ${page.name}`)
      const { code, output } = await runCli(url, file)
      if (code !== 0 || !fs.existsSync(file)) {
        all.push({ error: `lighthouse exited ${code}: ${output.trim().split("\n").slice(-3).join(" ")}` })
        continue
      }
      all.push({
        ...summarise(JSON.parse(fs.readFileSync(file, "utf8"))),
        loadavgBefore: loadavg,
        report: path.relative(ROOT, file),
      })
    }
    const ok = all.filter((r) => !r.error && r.performance !== null)
    const sorted = [...ok].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? null
    process.stderr.write(
      `  lighthouse ${page.name}: ${ok.map((r) => `perf ${r.performance} a11y ${r.accessibility} TBT ${Math.round(r.tbtMs)} ms (CPU benchmark ${Math.round(r.benchmarkIndex)}, load ${r.loadavgBefore})`).join(" | ") || all.map((r) => r.error).join(" | ")}\n`
    )
    results.push({
      ...page,
      url,
      runs: all.map(({ failingPerformanceAudits, failingAccessibilityAudits, bootup, mainThread, ...rest }) => rest),
      ...(median ?? { error: all.find((r) => r.error)?.error ?? "no run completed" }),
    })
  }
  return results
}
