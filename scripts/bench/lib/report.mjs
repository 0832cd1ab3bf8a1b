/**
 * Budget rows and the printed table. A row is { group, metric, value, display, budget, pass }:
 * `pass` is true/false against the budget, or null when the figure has no budget or was skipped.
 * Sizes are in KB of 1,024 bytes.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (n) =>
  n == null ? "–" : n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n < 10 ? n.toFixed(2) : Math.round(n)} ms`
export const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`

export function row(group, metric, value, display, budget = "", check = null) {
  return { group, metric, value, display, budget, pass: check == null || value == null ? null : Boolean(check(value)) }
}

export function skippedRow(group, metric, reason, budget = "") {
  return { group, metric, value: null, display: `skipped (${reason})`, budget, pass: null }
}

function mark(pass) {
  return pass === true ? "pass" : pass === false ? "MISS" : ""
}

export function formatTable(rows) {
  const header = ["Metric", "Value", "Budget", ""]
  const body = rows.map((r) => [`${r.group}: ${r.metric}`, r.display, r.budget, mark(r.pass)])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)))
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join(" | ")
      .trimEnd()
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...body.map(line)].join("\n")
}

export function summary(rows) {
  const misses = rows.filter((r) => r.pass === false)
  const passes = rows.filter((r) => r.pass === true)
  return {
    passed: passes.length,
    missed: misses.length,
    misses: misses.map((r) => `${r.group}: ${r.metric} = ${r.display} (budget ${r.budget})`),
  }
}

export function writeJson(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + "\n")
}

/** The usage text of a script: the " *" lines of its header comment. */
export function headerHelp(scriptUrl) {
  return fs
    .readFileSync(new URL(scriptUrl), "utf8")
    .split("\n")
    .filter((l) => l.startsWith(" *"))
    .join("\n")
}

/** The start of a result file: when, on what machine, with which options and budgets. */
export function resultHeader(options, budgets, root) {
  return {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryBytes: os.totalmem(),
      node: process.version,
      loadavgAtStart: os.loadavg(),
    },
    options: { ...options, out: path.relative(root, options.out) },
    budgets,
  }
}

/** Runs a script's async main and exits with its code (1 and the stack on an error). */
export function runMain(main) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error?.stack ?? error)
      process.exit(1)
    }
  )
}
