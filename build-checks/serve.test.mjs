/**
 * scripts/serve.mjs stays up whatever the URL: malformed percent-encoding gets 400, paths that lead
 * outside public/ get the not-found page with 404, and the next request is still served.
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

/** A raw GET (no client-side normalisation of the path), resolving to { status, body, headers }. */
function get(rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", headers }, (res) => {
      let body = ""
      res.on("data", (d) => (body += d))
      res.on("end", () => resolve({ status: res.statusCode, body, headers: res.headers }))
    })
    req.on("error", reject)
    req.end()
  })
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-check-"))
  const pub = path.join(dir, "site", "public")
  fs.mkdirSync(path.join(pub, "guide"), { recursive: true })
  fs.writeFileSync(path.join(pub, "index.html"), "<title>Home</title>")
  fs.writeFileSync(path.join(pub, "guide", "index.html"), "<title>Guide</title>")
  fs.writeFileSync(path.join(pub, "404.html"), "<title>Page not found</title>")
  // Markdown twins: the introduction's and the guide's; "other" has none.
  fs.writeFileSync(path.join(pub, "index.md"), "# Home\n")
  fs.writeFileSync(path.join(pub, "guide.md"), "# Guide\n")
  fs.mkdirSync(path.join(pub, "other"))
  fs.writeFileSync(path.join(pub, "other", "index.html"), "<title>Other</title>")
  // A file beside public/ that traversal would reach.
  fs.writeFileSync(path.join(dir, "site", "secret.txt"), "secret")
  server = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), "--port", "0"], {
    env: { ...process.env, PUBLIC_DIR: pub },
    stdio: ["ignore", "pipe", "pipe"],
  })
  port = await new Promise((resolve, reject) => {
    let out = ""
    server.stdout.on("data", (d) => {
      out += d
      const match = /localhost:(\d+)\//.exec(out)
      if (match) resolve(Number(match[1]))
    })
    server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)))
  })
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
  for (const traversal of ["/docs/..%2fsecret.txt", "/docs/%2e%2e/secret.txt", "/docs/..%2f..%2f..%2fetc%2fpasswd", "/docs/../secret.txt"]) {
    const res = await get(traversal)
    assert.ok(res.status === 404 || res.status === 302, `${traversal}: ${res.status}`)
    assert.doesNotMatch(res.body, /secret|root:/, traversal)
  }
  const encoded = await get("/docs/..%2fsecret.txt")
  assert.equal(encoded.status, 404)
  assert.match(encoded.body, /Page not found/)
})

test("a page requested with Accept: text/markdown gets its Markdown twin; HTML stays the default", async () => {
  const markdown = { Accept: "text/markdown, text/html;q=0.9" }
  for (const [page, twin] of [["/docs/guide", "# Guide"], ["/docs/guide/", "# Guide"], ["/docs/", "# Home"], ["/docs/?q=x", "# Home"]]) {
    const res = await get(page, markdown)
    assert.equal(res.status, 200, page)
    assert.match(res.headers["content-type"], /^text\/markdown/, page)
    assert.equal(res.body, `${twin}\n`, page)
    assert.equal(res.headers.vary, "Accept", page)
  }
  for (const accept of [undefined, "text/html,application/xhtml+xml,*/*;q=0.8", "*/*", "text/markdown;q=0, text/html"]) {
    const res = await get("/docs/guide", accept ? { Accept: accept } : {})
    assert.match(res.headers["content-type"], /^text\/html/, String(accept))
    assert.match(res.body, /<title>Guide/, String(accept))
    assert.equal(res.headers.vary, "Accept", `${accept}: caches keep the two answers apart`)
  }
  // A page without a twin answers HTML; an unknown path still 404.
  const other = await get("/docs/other", markdown)
  assert.match(other.body, /<title>Other/)
  const missing = await get("/docs/nope", markdown)
  assert.equal(missing.status, 404)
})
