/**
 * scripts/serve.mjs stays up whatever the URL: malformed percent-encoding gets 400, paths that lead
 * outside public/ get the not-found page with 404, and the next request is still served. It answers
 * only GET and HEAD (405 with Allow otherwise), and every answer carries the security headers of
 * public/security-headers.json.
 */
import { test, before, after } from "node:test"
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
let server
let port
let dir

// The file the build writes (plugins/security-headers); the values only need to be recognisable here.
const SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-test='; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}

/** A raw request (no client-side normalisation of the path), resolving to { status, headers, body }. */
function get(rawPath, method = "GET", serverPort = port, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: serverPort, path: rawPath, method, headers }, (res) => {
      let body = ""
      res.on("data", (d) => (body += d))
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }))
    })
    req.on("error", reject)
    req.end()
  })
}

/** Starts scripts/serve.mjs on a free port for `pub`: { server, port, output } (output: its stdout and stderr so far). */
async function start(pub) {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), "--port", "0"], {
    env: { ...process.env, PUBLIC_DIR: pub },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output = { text: "" }
  child.stderr.on("data", (d) => (output.text += d))
  const childPort = await new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => {
      output.text += d
      const match = /localhost:(\d+)\//.exec(output.text)
      if (match) resolve(Number(match[1]))
    })
    child.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)))
  })
  return { server: child, port: childPort, output }
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-check-"))
  const pub = path.join(dir, "site", "public")
  fs.mkdirSync(path.join(pub, "guide"), { recursive: true })
  fs.writeFileSync(path.join(pub, "index.html"), "<title>Home</title>")
  fs.writeFileSync(path.join(pub, "guide", "index.html"), "<title>Guide</title>")
  fs.writeFileSync(path.join(pub, "404.html"), "<title>Page not found</title>")
  fs.writeFileSync(path.join(pub, "security-headers.json"), JSON.stringify({ headers: SECURITY_HEADERS }))
  // Markdown twins: the introduction's and the guide's; "other" has none.
  fs.writeFileSync(path.join(pub, "index.md"), "# Home\n")
  fs.writeFileSync(path.join(pub, "guide.md"), "# Guide\n")
  fs.mkdirSync(path.join(pub, "other"))
  fs.writeFileSync(path.join(pub, "other", "index.html"), "<title>Other</title>")
  // A file beside public/ that traversal would reach.
  fs.writeFileSync(path.join(dir, "site", "secret.txt"), "secret")
  ;({ server, port } = await start(pub))
})

after(() => {
  server?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})

test("a malformed percent-encoding gets 400 and the server keeps serving", async () => {
  for (const bad of ["/docs/%ZZ", "/docs/%E0%A4%A", "/docs/guide%00"]) {
    const res = await get(bad)
    assert.equal(res.status, 400, bad)
  }
  const ok = await get("/docs/guide")
  assert.equal(ok.status, 200)
  assert.match(ok.body, /Guide/)
})

test("paths that lead outside public/ get the not-found page with 404", async () => {
  for (const traversal of [
    "/docs/..%2fsecret.txt",
    "/docs/%2e%2e/secret.txt",
    "/docs/..%2f..%2f..%2fetc%2fpasswd",
    "/docs/../secret.txt",
  ]) {
    const res = await get(traversal)
    assert.ok(res.status === 404 || res.status === 302, `${traversal}: ${res.status}`)
    assert.doesNotMatch(res.body, /secret|root:/, traversal)
  }
  const encoded = await get("/docs/..%2fsecret.txt")
  assert.equal(encoded.status, 404)
  assert.match(encoded.body, /Page not found/)
})

test("the root leads to the docs; other paths outside them are not found (Gatsby asks for them to tell a page exists)", async () => {
  const root = await get("/")
  assert.equal(root.status, 302)
  assert.equal(root.headers.location, "/docs/")
  const outside = await get("/no-such-page", "HEAD")
  assert.equal(outside.status, 404)
})

test("methods other than GET and HEAD get 405 with Allow, and the server keeps serving", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const res = await get("/docs/guide", method)
    assert.equal(res.status, 405, method)
    assert.equal(res.headers.allow, "GET, HEAD", method)
  }
  assert.equal((await get("/docs/guide", "HEAD")).status, 200)
  assert.equal((await get("/docs/guide")).status, 200)
})

test("every answer carries the security headers the build wrote", async () => {
  const answers = [
    ["/docs/guide", "GET", 200],
    ["/docs/guide", "HEAD", 200],
    ["/docs/guide.html", "GET", 301],
    ["/", "GET", 302],
    ["/elsewhere", "GET", 404],
    ["/docs/%ZZ", "GET", 400],
    ["/docs/nope", "GET", 404],
    ["/docs/guide", "POST", 405],
  ]
  for (const [urlPath, method, status] of answers) {
    const res = await get(urlPath, method)
    assert.equal(res.status, status, `${method} ${urlPath}`)
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      assert.equal(res.headers[name.toLowerCase()], value, `${method} ${urlPath}: ${name}`)
  }
})

test("without the build's header file the server says so and still sends the headers that need no build", async (t) => {
  const pub = path.join(dir, "bare")
  fs.mkdirSync(pub, { recursive: true })
  fs.writeFileSync(path.join(pub, "index.html"), "<title>Home</title>")
  const bare = await start(pub)
  t.after(() => bare.server.kill())
  const res = await get("/docs/", "GET", bare.port)
  assert.equal(res.status, 200)
  assert.equal(res.headers["x-content-type-options"], "nosniff")
  assert.equal(res.headers["content-security-policy"], undefined)
  assert.match(bare.output.text, /run the build/)
})

test("a page requested with Accept: text/markdown gets its Markdown twin; HTML stays the default", async () => {
  const markdown = { Accept: "text/markdown, text/html;q=0.9" }
  for (const [page, twin] of [
    ["/docs/guide", "# Guide"],
    ["/docs/guide/", "# Guide"],
    ["/docs/", "# Home"],
    ["/docs/?q=x", "# Home"],
  ]) {
    const res = await get(page, "GET", port, markdown)
    assert.equal(res.status, 200, page)
    assert.match(res.headers["content-type"], /^text\/markdown/, page)
    assert.equal(res.body, `${twin}\n`, page)
    assert.equal(res.headers.vary, "Accept", page)
  }
  for (const accept of [
    undefined,
    "text/html,application/xhtml+xml,*/*;q=0.8",
    "*/*",
    "text/markdown;q=0, text/html",
  ]) {
    const res = await get("/docs/guide", "GET", port, accept ? { Accept: accept } : {})
    assert.match(res.headers["content-type"], /^text\/html/, String(accept))
    assert.match(res.body, /<title>Guide/, String(accept))
    assert.equal(res.headers.vary, "Accept", `${accept}: caches keep the two answers apart`)
  }
  // A page without a twin answers HTML; an unknown path still 404.
  const other = await get("/docs/other", "GET", port, markdown)
  assert.match(other.body, /<title>Other/)
  const missing = await get("/docs/nope", "GET", port, markdown)
  assert.equal(missing.status, 404)
})
