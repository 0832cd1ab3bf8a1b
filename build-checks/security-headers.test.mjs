/**
 * The security headers the build wrote (plugins/security-headers) over the built public/: the three
 * files agree, the policy allows no inline script by keyword, and every inline script, style element
 * and style attribute of every page, as it is on disk now, has its hash in the policy (a plugin that
 * rewrote HTML after the policy was computed would fail here).
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { Parser } from "htmlparser2"
import { PUBLIC } from "./helpers.mjs"

const read = (name) => fs.readFileSync(path.join(PUBLIC, name), "utf8")
const hash = (code) => `'sha256-${crypto.createHash("sha256").update(code.replace(/\r\n?/g, "\n")).digest("base64")}'`

function directives(csp) {
  return new Map(
    csp
      .split(/;\s*/)
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources])
  )
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "_gatsby" && dir === PUBLIC ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** Inline scripts that run (no src, a JavaScript or module type), <style> texts and style attributes. */
function inlineCode(html) {
  const found = { scripts: [], styles: [], attributes: [] }
  let open = null
  let text = ""
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.style !== undefined) found.attributes.push(attrs.style)
        const type = (attrs.type ?? "").toLowerCase()
        if (
          name === "script" &&
          attrs.src === undefined &&
          ["", "module", "text/javascript", "application/javascript"].includes(type)
        )
          open = "scripts"
        else if (name === "style") open = "styles"
        else return
        text = ""
      },
      ontext(chunk) {
        if (open) text += chunk
      },
      onclosetag(name) {
        if (open && name === (open === "scripts" ? "script" : "style")) {
          found[open].push(text)
          open = null
        }
      },
    },
    { decodeEntities: true }
  )
  parser.end(html)
  return found
}

const csp = JSON.parse(read("security-headers.json")).headers["Content-Security-Policy"]
const policy = directives(csp)

test("the preview server, nginx and _headers hosts get the same headers; HSTS only where HTTPS is served", () => {
  const serve = JSON.parse(read("security-headers.json")).headers
  const nginx = Object.fromEntries(
    [...read("security-headers.conf").matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]])
  )
  const headersFile = read("_headers").split("\n")
  const hosts = Object.fromEntries(
    headersFile
      .filter((l) => /^ {2}\S+: /.test(l))
      .map((l) => [l.trim().split(": ")[0], l.trim().split(": ").slice(1).join(": ")])
  )
  assert.ok(headersFile.includes("/docs/*"), "_headers has no /docs/* rule")
  assert.equal(nginx["Content-Security-Policy"], csp)
  assert.equal(hosts["Content-Security-Policy"], csp)
  for (const name of ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]) {
    assert.ok(serve[name], `security-headers.json lacks ${name}`)
    assert.equal(nginx[name], serve[name], name)
    assert.equal(hosts[name], serve[name], name)
  }
  assert.equal(serve["Strict-Transport-Security"], undefined)
  assert.match(nginx["Strict-Transport-Security"], /^max-age=\d{8,}/)
})

test("the policy has the directives of deploy/README.md and no keyword that allows inline script", () => {
  assert.deepEqual(policy.get("default-src"), ["'self'"])
  assert.deepEqual(policy.get("object-src"), ["'none'"])
  assert.deepEqual(policy.get("frame-ancestors"), ["'none'"])
  assert.deepEqual(policy.get("base-uri"), ["'self'"])
  assert.deepEqual(policy.get("form-action"), ["'self'"])
  for (const directive of ["script-src", "style-src"]) {
    assert.deepEqual(
      policy.get(directive).filter((s) => /unsafe-inline|unsafe-eval|\*/.test(s)),
      [],
      directive
    )
  }
  assert.ok(policy.get("script-src").includes("https://plausible.io/js/script.js"))
  for (const source of [
    "'self'",
    "https://plausible.io",
    "https://pollaris.example/api/v1/",
    "http://localhost:*",
    "http://127.0.0.1:*",
  ]) {
    assert.ok(policy.get("connect-src").includes(source), `connect-src lacks ${source}`)
  }
})

test("every inline script, style and style attribute of every page is allowed by its hash, and the page count does not matter", () => {
  const scriptSources = new Set(policy.get("script-src"))
  const styleSources = new Set(policy.get("style-src"))
  const missing = []
  const distinctScripts = new Set()
  const files = htmlFiles(PUBLIC)
  assert.ok(files.length > 50, `only ${files.length} pages in ${PUBLIC}`)
  for (const file of files) {
    const found = inlineCode(fs.readFileSync(file, "utf8"))
    const page = path.relative(PUBLIC, file)
    for (const code of found.scripts) {
      distinctScripts.add(code)
      if (!scriptSources.has(hash(code))) missing.push(`${page}: script ${JSON.stringify(code.slice(0, 60))}`)
    }
    for (const code of found.styles)
      if (!styleSources.has(hash(code))) missing.push(`${page}: style ${JSON.stringify(code.slice(0, 60))}`)
    for (const code of found.attributes)
      if (!styleSources.has(hash(code))) missing.push(`${page}: style="${code.slice(0, 60)}"`)
  }
  assert.deepEqual(missing.slice(0, 20), [])
  // One hash per distinct script: as many as the site has kinds of inline script, not pages.
  assert.equal(policy.get("script-src").filter((s) => s.startsWith("'sha256-")).length, distinctScripts.size)
  assert.ok(
    distinctScripts.size < files.length / 4,
    `${distinctScripts.size} distinct inline scripts for ${files.length} pages`
  )
})
