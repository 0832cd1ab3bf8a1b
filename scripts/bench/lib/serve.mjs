/** Serves a build's public/ with scripts/serve.mjs on a free port, for the browser measurements. */
import { spawn } from "node:child_process"
import net from "node:net"
import path from "node:path"
import { ROOT } from "./build.mjs"
import { onInterrupt } from "./cleanup.mjs"

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet: try again until the deadline.
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`scripts/serve.mjs did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/** @returns {Promise<{ origin: string, baseUrl: string, stop: () => Promise<void> }>} */
export async function servePublic(publicDir) {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), "--port", String(port)], {
    env: { ...process.env, PUBLIC_DIR: path.resolve(publicDir) },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const forget = onInterrupt(() => child.kill("SIGTERM"))
  const origin = `http://localhost:${port}`
  const baseUrl = `${origin}/docs/`
  await waitUntilUp(baseUrl, child)
  return {
    origin,
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        forget()
        if (child.exitCode !== null) return resolve()
        child.on("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}
