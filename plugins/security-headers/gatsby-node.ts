/**
 * security-headers: after the build, reads every HTML page of public/ and computes one
 * Content-Security-Policy from their inline code, the OpenAPI document's servers and the analytics
 * script (plugins/security-headers/policy/site-policy.ts), then writes the headers where each server reads
 * them: public/security-headers.json (scripts/serve.mjs), public/security-headers.conf (included by
 * deploy/nginx.conf), public/_headers (static hosts). Code no hash can allow, or inline scripts that
 * differ per page, fail the build. Must run after any plugin that rewrites HTML.
 */
import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { site } from "../../src/config/site"
import { securityHeaders } from "./policy/policy"
import { sitePolicy, type BuiltPage } from "./policy/site-policy"
import { HEADERS_FILE, NGINX_FILE, SERVE_FILE, headersFile, nginxInclude, serveHeadersFile } from "./policy/formats"

interface ApiSpecNode extends Node {
  servers?: { url: string }[]
}

/** Every HTML page under public/, not Gatsby's slice fragments (they are stitched into the pages). */
function htmlFiles(dir: string, root = dir): string[] {
  const files: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (full !== path.join(root, "_gatsby")) files.push(...htmlFiles(full, root))
    } else if (entry.name.endsWith(".html")) files.push(full)
  }
  return files
}

/** The pages one at a time, so a large site is never held in memory at once. */
function* builtPages(publicDir: string): Generator<BuiltPage> {
  for (const file of htmlFiles(publicDir))
    yield { page: path.relative(publicDir, file), html: fs.readFileSync(file, "utf8") }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  const publicDir = path.resolve("public")
  const apiServers = (getNodesByType("ApiSpec") as ApiSpecNode[]).flatMap((spec) =>
    (spec.servers ?? []).map((server) => server.url)
  )
  const policy = sitePolicy(builtPages(publicDir), { apiServers, analyticsScript: site.analytics.src })
  if ("error" in policy) {
    reporter.panicOnBuild(`security-headers: ${policy.error}`)
    return
  }
  fs.writeFileSync(path.join(publicDir, SERVE_FILE), serveHeadersFile(securityHeaders(policy.csp, { hsts: false })))
  fs.writeFileSync(path.join(publicDir, NGINX_FILE), nginxInclude(securityHeaders(policy.csp, { hsts: true })))
  fs.writeFileSync(
    path.join(publicDir, HEADERS_FILE),
    headersFile(securityHeaders(policy.csp, { hsts: true }), site.basePath)
  )
  reporter.info(
    `security-headers: ${policy.pages} pages, ${policy.scripts} inline scripts, ${policy.styles} styles, ${policy.styleAttributes} style attributes; ` +
      `policy ${policy.csp.length} characters`
  )
}
