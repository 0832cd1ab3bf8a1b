#!/usr/bin/env node
/**
 * Serves public/ under /docs/ like a production static host: real 404 status with the not-found
 * page, and `.html` / `/index.html` paths redirected to the bare path. A page requested with
 * `Accept: text/markdown` gets its Markdown twin (`Vary: Accept`), as deploy/nginx.conf does. No URL can take it down: a
 * malformed path (bad percent-encoding, NUL byte) gets 400, a path that leads outside public/ 404.
 * Only GET and HEAD are answered (anything else 405), and every answer carries the security headers
 * the build wrote (scripts/security-headers.mjs). No dependencies.
 * Usage: node scripts/serve.mjs [--port 9000]   (--port 0 picks a free port; the log line names it)
 */
import http from "node:http"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { loadSecurityHeaders } from "./security-headers.mjs"

const args = process.argv.slice(2)
const port = Number(args[args.indexOf("--port") + 1] || process.env.PORT || 9000)
const root = path.resolve(process.env.PUBLIC_DIR ?? "public")
const base = "/docs"
const securityHeaders = loadSecurityHeaders(root)

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
}

/** The decoded path, or null when it is not a valid percent-encoded UTF-8 path. */
function decodePath(urlPath) {
  try {
    const decoded = decodeURIComponent(urlPath)
    return decoded.includes("\0") ? null : decoded
  } catch {
    return null
  }
}

/** The file to serve for a decoded path under the base, or null (missing, or outside public/). */
function fileFor(decodedPath) {
  const rel = decodedPath.replace(/^\/+/, "")
  const candidate = path.join(root, rel)
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null
  for (const p of [candidate, path.join(candidate, "index.html")]) {
    try {
      if (fs.statSync(p).isFile()) return p
    } catch {
      // No such file: try the next candidate.
    }
  }
  return null
}

/** Accept names text/markdown (with a q above 0): an agent asking for a page's Markdown twin. */
function wantsMarkdown(accept = "") {
  return accept.split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase())
    const q = params.find((p) => p.startsWith("q="))
    return type === "text/markdown" && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/** The Markdown twin of a page's HTML file (public/faq/index.html → public/faq.md, public/index.html → public/index.md), if any. */
function twinOf(file) {
  if (path.basename(file) !== "index.html") return null
  const dir = path.dirname(file)
  const twin = dir === root ? path.join(root, "index.md") : `${dir}.md`
  return fs.existsSync(twin) ? twin : null
}

function send(req, res, status, file, extraHeaders = {}) {
  const type = TYPES[path.extname(file)] ?? "application/octet-stream"
  let body = fs.readFileSync(file)
  const headers = { "Content-Type": type, ...extraHeaders }
  headers["Cache-Control"] = /\/(static\/|[^/]*-[0-9a-f]{20}\.js|search-[a-z0-9]+-[0-9a-f]{20}\/)/.test(file)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate"
  if (/gzip/.test(req.headers["accept-encoding"] ?? "") && /text|javascript|json|svg|yaml|xml/.test(type)) {
    body = zlib.gzipSync(body)
    headers["Content-Encoding"] = "gzip"
  }
  headers["Content-Length"] = body.length
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

function handle(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
    return res.end("Method not allowed: this server only answers GET and HEAD.\n")
  }
  const url = new URL(req.url ?? "/", "http://localhost")
  let p = url.pathname
  if (p === base) p = `${base}/`
  // The root leads to the docs; anything else outside the base path is not this site's. (Gatsby asks
  // for the unprefixed path of an unknown page to tell whether it exists: a redirect would say it does.)
  if (!p.startsWith(`${base}/`)) {
    if (p !== "/") return send(req, res, 404, path.join(root, "404.html"))
    res.writeHead(302, { Location: `${base}/` })
    return res.end()
  }
  // .html and /index.html are shown as the bare path.
  if (/\.html$/.test(p) && !p.endsWith("/404.html")) {
    const bare = p.replace(/\/index\.html$/, "/").replace(/\.html$/, "")
    res.writeHead(301, { Location: (bare.length > base.length + 1 ? bare.replace(/\/$/, "") : bare) + url.search })
    return res.end()
  }
  const decoded = decodePath(p.slice(base.length))
  if (decoded === null) {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
    return res.end("Bad request: the path is not valid percent-encoded UTF-8.\n")
  }
  const file = fileFor(decoded)
  // A page answers with its Markdown twin when asked for Markdown; HTML stays the default.
  const twin = file && twinOf(file)
  if (twin) return send(req, res, 200, wantsMarkdown(req.headers.accept) ? twin : file, { Vary: "Accept" })
  if (file) return send(req, res, 200, file)
  return send(req, res, 404, path.join(root, "404.html"))
}

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  try {
    handle(req, res)
  } catch (error) {
    // A file that vanished mid-request (a rebuild) or any other surprise answers 500; the server stays up.
    console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`)
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
    res.end("Internal server error\n")
  }
})
server.listen(port, () => console.log(`Serving ${root} at http://localhost:${server.address().port}${base}/`))
