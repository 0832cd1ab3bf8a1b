#!/usr/bin/env node
/**
 * The whole test suite, in order: type check, lint, format check, unit and component tests (jest), a
 * production build with the base path, checks over the generated public/, then browser tests in
 * headless Chromium.
 * Finds Chromium (CHROMIUM_PATH or /usr/bin/chromium); as root it installs Debian's package when
 * missing; otherwise it stops with one line saying how.
 * With --fast (npm run test:fast) it stops after the unit tests: type check, lint, format check, jest.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const fast = process.argv.includes("--fast")
const started = Date.now()

function run(title, command, args) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: "inherit", env })
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean)
  return candidates.find((p) => fs.existsSync(p))
}

function ensureChromium() {
  let chromium = findChromium()
  if (!chromium && process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log("\n▶ Installing Debian's chromium for the browser tests")
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
    })
    chromium = findChromium()
  }
  if (!chromium) {
    console.error(
      "Chromium not found: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary."
    )
    process.exit(1)
  }
  env.CHROMIUM_PATH = chromium
}

// A fresh clone: install the locked dependencies first.
if (!fs.existsSync("node_modules/.package-lock.json"))
  run("Install dependencies (npm ci)", "npm", ["ci", "--no-audit", "--no-fund"])
if (!fast) ensureChromium()
run("Type check", "npx", ["tsc", "--noEmit"])
run("Lint (ESLint)", "npx", ["eslint", ".", "--max-warnings", "0"])
run("Format check (Prettier)", "npx", ["prettier", "--check", "."])
run("Unit and component tests", "npx", ["jest", "--ci"])
if (fast) {
  console.log(`\n✔ Fast tier passed in ${Math.round((Date.now() - started) / 1000)} s (npm test runs the whole suite)`)
  process.exit(0)
}
if (process.env.SKIP_BUILD !== "1")
  run("Production build (gatsby build --prefix-paths)", "npx", ["gatsby", "build", "--prefix-paths"])
run("Build checks over public/", "node", ["--test", "build-checks/"])
run("Browser tests (Playwright, headless Chromium)", "npx", ["playwright", "test"])
console.log("\n✔ All test stages passed")
