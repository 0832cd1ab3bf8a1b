/**
 * deploy/nginx.conf, run in a real nginx (Debian's package: `apt-get install nginx-light`) over a
 * small copy of the site's layout: every row of the table is a request and the answer it must get,
 * and every answer must carry the security headers the build wrote (public/security-headers.conf,
 * included by the block; run the build first). Without nginx the test is skipped locally and fails in
 * CI (CI installs it).
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p))
const CONF = path.resolve("deploy/nginx.conf")
const HEADERS_INCLUDE = path.resolve(process.env.PUBLIC_DIR ?? "public", "security-headers.conf")

const FILES = {
  "docs/index.html": "INTRODUCTION",
  "docs/faq/index.html": "FAQ",
  "docs/commands/poll/index.html": "POLL",
  "docs/404.html": "NOT FOUND PAGE",
  "docs/404/index.html": "NOT FOUND PAGE",
  "docs/page-data/faq/page-data.json": "{}",
  "docs/static/logo-abc.svg": "<svg/>",
  "docs/app-0123456789abcdef0123.js": "app()",
  "docs/search-index-docs.json": "{}",
  "docs/search-docs-0123456789abcdef0123/s0.json": "[]",
  "docs/index.md": "# Introduction twin",
  "docs/faq.md": "# FAQ twin",
  "docs/commands/poll.md": "# POLL twin",
  "docs/search/index.html": "SEARCH",
}

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"

/** [request path, status, Location or body text, Cache-Control, method (GET unless given)] */
const TABLE = [
  ["/docs", 301, "/docs/"],
  ["/docs?x=1", 301, "/docs/?x=1"],
  ["/docs/", 200, "INTRODUCTION", REVALIDATE],
  ["/docs/?q=poll", 200, "INTRODUCTION"],
  ["/docs/index.html", 301, "/docs/"],
  ["/docs/index.html?x=1", 301, "/docs/?x=1"],
  ["/docs/faq", 200, "FAQ", REVALIDATE],
  ["/docs/faq.html", 301, "/docs/faq"],
  ["/docs/faq.html?x=1&y=2", 301, "/docs/faq?x=1&y=2"],
  ["/docs/faq/index.html", 301, "/docs/faq"],
  ["/docs/faq/index.html?x=1", 301, "/docs/faq?x=1"],
  ["/docs/faq/", 200, "FAQ"],
  ["/docs/commands/poll", 200, "POLL"],
  ["/docs/commands/poll.html", 301, "/docs/commands/poll"],
  ["/docs/commands/poll/index.html", 301, "/docs/commands/poll"],
  ["/docs/nope", 404, "NOT FOUND PAGE"],
  ["/docs/commands/nope/deeper", 404, "NOT FOUND PAGE"],
  ["/docs/nope.html", 301, "/docs/nope"],
  ["/docs/404.html", 200, "NOT FOUND PAGE"],
  ["/docs/page-data/faq/page-data.json", 200, "{}", REVALIDATE],
  ["/docs/search-index-docs.json", 200, "{}", REVALIDATE],
  ["/docs/search-docs-0123456789abcdef0123/s0.json", 200, "[]", IMMUTABLE],
  ["/docs/static/logo-abc.svg", 200, "<svg/>", IMMUTABLE],
  ["/docs/app-0123456789abcdef0123.js", 200, "app()", IMMUTABLE],
  ["/docs/faq.md", 200, "# FAQ twin", REVALIDATE],
  ["/docs/faq", 405, "Not Allowed", undefined, "POST"],
  ["/docs/faq", 405, "Not Allowed", undefined, "DELETE"],
  ["/docs/nope", 405, "Not Allowed", undefined, "PUT"],
  ["/docs", 405, "Not Allowed", undefined, "POST"],
  ["/docs/faq.html", 405, "Not Allowed", undefined, "POST"],
  ["/docs/faq", 200, "", undefined, "HEAD"],
]

const MARKDOWN = "text/markdown, text/html;q=0.9"
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
/** Content negotiation: [request path, Accept, status, body text, Content-Type start]. Every page answer says Vary: Accept. */
const NEGOTIATION = [
  ["/docs/faq", MARKDOWN, 200, "# FAQ twin", "text/markdown"],
  ["/docs/faq/", MARKDOWN, 200, "# FAQ twin", "text/markdown"],
  ["/docs/faq?x=1", MARKDOWN, 200, "# FAQ twin", "text/markdown"],
  ["/docs/", MARKDOWN, 200, "# Introduction twin", "text/markdown"],
  ["/docs/commands/poll", "text/markdown", 200, "# POLL twin", "text/markdown"],
  ["/docs/faq", BROWSER, 200, "FAQ", "text/html"],
  ["/docs/faq", "*/*", 200, "FAQ", "text/html"],
  ["/docs/faq", "text/markdown;q=0, text/html", 200, "FAQ", "text/html"],
  ["/docs/", BROWSER, 200, "INTRODUCTION", "text/html"],
  // No twin: the HTML page; unknown pages keep their 404.
  ["/docs/search", MARKDOWN, 200, "SEARCH", "text/html"],
  ["/docs/nope", MARKDOWN, 404, "NOT FOUND PAGE", "text/html"],
]

/** The headers of the generated include: [[name, value]] from its `add_header Name "value" always;` lines. */
export function includedHeaders(include) {
  const headers = [...include.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]])
  assert.ok(
    headers.some(([name]) => name === "Content-Security-Policy"),
    `${HEADERS_INCLUDE} has no Content-Security-Policy`
  )
  return headers
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function request(port, urlPath, method = "GET", headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: urlPath, method, headers: { Host: "pollaris.example", ...headers } },
      (res) => {
        let body = ""
        res.setEncoding("utf8")
        res.on("data", (chunk) => (body += chunk))
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }))
      }
    )
    req.on("error", reject)
    req.end()
  })
}

/** The server block of deploy/nginx.conf, listening on `port` and serving `root`. */
export function testConfig(serverBlock, { port, root, dir }) {
  const server = serverBlock
    .replace(/listen\s+80;/, `listen 127.0.0.1:${port};`)
    .replace(/root\s+\/var\/www\/pollaris-docs;/, `root ${root};`)
    .replaceAll(/include\s+\/var\/www\/pollaris-docs\//g, `include ${root}/`)
  assert.match(server, new RegExp(`listen 127.0.0.1:${port};`), "deploy/nginx.conf: `listen 80;` not found")
  assert.match(server, new RegExp(`root ${root};`), "deploy/nginx.conf: `root /var/www/pollaris-docs;` not found")
  assert.match(
    server,
    new RegExp(`include ${root}/docs/security-headers.conf;`),
    "deploy/nginx.conf: `include /var/www/pollaris-docs/docs/security-headers.conf;` not found"
  )
  const temp = (name) => `${name} ${path.join(dir, name.replace(/_path$/, ""))};`
  return `daemon off;
master_process off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(temp).join("\n  ")}
  types { text/html html; application/javascript js; application/json json; image/svg+xml svg; }
  ${server}
}
`
}

test(
  "deploy/nginx.conf answers each path of the table",
  { skip: !NGINX && !process.env.CI ? "nginx is not installed (apt-get install nginx-light)" : false },
  async (t) => {
    assert.ok(NGINX, "nginx is needed in CI: apt-get install nginx-light")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-conf-"))
    const root = path.join(dir, "www")
    assert.ok(fs.existsSync(HEADERS_INCLUDE), `${HEADERS_INCLUDE} is missing: run the build first (npm run build)`)
    const include = fs.readFileSync(HEADERS_INCLUDE, "utf8")
    const securityHeaders = includedHeaders(include)
    for (const [file, text] of Object.entries({ ...FILES, "docs/security-headers.conf": include })) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    const port = await freePort()
    const confFile = path.join(dir, "nginx.conf")
    fs.writeFileSync(confFile, testConfig(fs.readFileSync(CONF, "utf8"), { port, root, dir }))

    const syntax = spawnSync(NGINX, ["-t", "-p", dir, "-c", confFile], { encoding: "utf8" })
    assert.equal(syntax.status, 0, `nginx -t rejects deploy/nginx.conf:\n${syntax.stderr}`)

    const nginx = spawn(NGINX, ["-p", dir, "-c", confFile], { stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    nginx.stderr.on("data", (chunk) => (stderr += chunk))
    t.after(() => {
      nginx.kill("SIGTERM")
      fs.rmSync(dir, { recursive: true, force: true })
    })
    for (let i = 0; ; i++) {
      try {
        await request(port, "/docs/")
        break
      } catch (error) {
        if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr || error}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    const wrong = []
    for (const [urlPath, status, expected, cacheControl, method = "GET"] of TABLE) {
      const res = await request(port, urlPath, method)
      const got = status === 301 ? res.headers.location?.replace(/^http:\/\/[^/]+/, "") : res.body
      const problems = []
      if (res.status !== status) problems.push(`status ${res.status}, expected ${status}`)
      if (status === 301 ? got !== expected : !String(got).includes(expected))
        problems.push(
          `${status === 301 ? "Location" : "body"} ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`
        )
      if (cacheControl && res.headers["cache-control"] !== cacheControl)
        problems.push(`Cache-Control ${JSON.stringify(res.headers["cache-control"])}`)
      for (const [name, value] of securityHeaders) {
        if (res.headers[name.toLowerCase()] !== value)
          problems.push(
            `${name} ${res.headers[name.toLowerCase()] === undefined ? "missing" : "differs from the build's"}`
          )
      }
      if (problems.length) wrong.push(`${method} ${urlPath}: ${problems.join("; ")}`)
    }
    for (const [urlPath, accept, status, expected, type] of NEGOTIATION) {
      const res = await request(port, urlPath, "GET", { Accept: accept })
      const problems = []
      if (res.status !== status) problems.push(`status ${res.status}, expected ${status}`)
      if (!res.body.includes(expected))
        problems.push(`body ${JSON.stringify(res.body.slice(0, 40))}, expected ${JSON.stringify(expected)}`)
      if (!String(res.headers["content-type"]).startsWith(type))
        problems.push(`Content-Type ${res.headers["content-type"]}`)
      if (status === 200 && res.headers.vary !== "Accept") problems.push(`Vary ${JSON.stringify(res.headers.vary)}`)
      for (const [name, value] of securityHeaders) {
        if (res.headers[name.toLowerCase()] !== value)
          problems.push(
            `${name} ${res.headers[name.toLowerCase()] === undefined ? "missing" : "differs from the build's"}`
          )
      }
      if (problems.length) wrong.push(`${urlPath} (Accept: ${accept}): ${problems.join("; ")}`)
    }
    assert.deepEqual(wrong, [], `deploy/nginx.conf answers wrongly:\n${wrong.join("\n")}`)
  }
)
