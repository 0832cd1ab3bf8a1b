/**
 * End-to-end tests in Debian's Chromium against the built site, served with the base path at
 * http://localhost:9000/docs/ (run `npm run build` first; `npm test` does it for you).
 */
import { defineConfig } from "@playwright/test"
import chromiumFlags from "./scripts/chromium-flags.json"

const PORT = Number(process.env.E2E_PORT ?? 9000)
// A plain static host without redirects (e2e/static-host.mjs) for the specs that concern any host.
const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? PORT + 100)

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}/docs/`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Flags for a machine without outside network (see scripts/chromium-flags.json).
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "serve.mjs" },
    {
      name: "static host",
      testMatch: /any-host\.spec\.ts$/,
      use: { baseURL: `http://localhost:${STATIC_PORT}/docs/` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://localhost:${PORT}/docs/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node e2e/static-host.mjs --port ${STATIC_PORT}`,
      url: `http://localhost:${STATIC_PORT}/docs/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
