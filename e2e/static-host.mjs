#!/usr/bin/env node
/**
 * A plain static file host, like object storage, GitHub Pages or a CDN without rewrite rules: serves
 * public/ under /docs/ as files (a folder answers with its index.html), no redirects of any kind, and
 * the site's 404.html with HTTP 404 for anything else. The browser tests run against it as well as
 * against scripts/serve.mjs. Usage: node e2e/static-host.mjs --port 9100
 */
import http from "node:http"
import fs from "node:fs"
import path from "node:path"

const args = process.argv.slice(2)
const port = Number(args[args.indexOf("--port") + 1] || 9100)
const root = path.resolve(process.env.PUBLIC_DIR ?? "public")
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".yaml": "application/yaml",
  ".txt": "text/plain",
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

http
  .createServer((req, res) => {
    let pathname = "/"
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)
    } catch {
      // A malformed escape: the path stays "/", outside /docs/, so the answer is the not-found page.
    }
    const rel = pathname.startsWith("/docs/") ? pathname.slice("/docs/".length) : pathname === "/docs" ? "" : null
    const candidate = rel === null ? null : path.join(root, rel)
    const file = candidate?.startsWith(root) ? [candidate, path.join(candidate, "index.html")].find(isFile) : undefined
    const served = file ?? path.join(root, "404.html")
    res.writeHead(file ? 200 : 404, {
      "Content-Type": TYPES[path.extname(served)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
    })
    res.end(req.method === "HEAD" ? undefined : fs.readFileSync(served))
  })
  .listen(port, () => console.log(`Static host (no redirects) for ${root} at http://localhost:${port}/docs/`))
