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

/** A raw GET (no client-side normalisation of the path), resolving to { status, body }. */
function get(rawPath) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (res) => {
      let body = ""
      res.on("data", (d) => (body += d))
      res.on("end", () => resolve({ status: res.statusCode, body }))
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
