/**
 * security-headers: after the build, reads every HTML page of public/ for its inline scripts, styles,
 * style attributes and image URLs, computes one Content-Security-Policy from them
 * (src/lib/security-headers/policy.ts) with the OpenAPI document's servers and the analytics script,
 * and writes the headers where each server reads them: public/security-headers.json (scripts/serve.mjs),
 * public/security-headers.conf (included by deploy/nginx.conf), public/_headers (static hosts).
 * An inline event handler or a javascript: URL, which no hash can allow, fails the build; so does a
 * policy that grows with the pages (an inline script that differs per page).
 */
import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { site } from "../../src/config/site"
import { contentSecurityPolicy, securityHeaders, MAX_INLINE_SCRIPTS, type InlineCode } from "../../src/lib/security-headers/policy"
import { collectInlineCode } from "../../src/lib/security-headers/collect"
import { HEADERS_FILE, NGINX_FILE, SERVE_FILE, headersFile, nginxInclude, serveHeadersFile } from "../../src/lib/security-headers/formats"

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

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  const publicDir = path.resolve("public")
  const inline: InlineCode = { scripts: [], styles: [], styleAttributes: [], imageUrls: [] }
  /** Pages per distinct inline script, to name the ones that differ per page. */
  const scriptPages = new Map<string, string[]>()
  const forbidden: string[] = []
  const add = <T>(into: Set<T>, values: T[]) => values.forEach((v) => into.add(v))
  const styles = new Set<string>()
  const styleAttributes = new Set<string>()
  const imageUrls = new Set<string>()
  const files = htmlFiles(publicDir)
  for (const file of files) {
    const found = collectInlineCode(fs.readFileSync(file, "utf8"))
    const page = path.relative(publicDir, file)
    for (const script of found.scripts) scriptPages.set(script, [...(scriptPages.get(script) ?? []).slice(0, 2), page])
    add(styles, found.styles)
    add(styleAttributes, found.styleAttributes)
    add(imageUrls, found.imageUrls)
    forbidden.push(...found.forbidden.map((code) => `${page}: ${code}`))
  }
  if (forbidden.length) {
    reporter.panicOnBuild(
      `security-headers: inline code that the Content-Security-Policy cannot allow (use a listener in a script instead):\n${[...new Set(forbidden)].slice(0, 20).join("\n")}`
    )
    return
  }
  if (scriptPages.size > MAX_INLINE_SCRIPTS) {
    const rare = [...scriptPages].filter(([, pages]) => pages.length === 1).slice(0, 5)
    reporter.panicOnBuild(
      `security-headers: ${scriptPages.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): an inline script that differs per page would make the policy grow with the site. ` +
        `Make it the same on every page (data in an attribute or a JSON block) or move it to a file (see deploy/README.md). For example:\n` +
        rare.map(([code, pages]) => `${pages[0]}: ${code.slice(0, 120)}`).join("\n")
    )
    return
  }
  inline.scripts = [...scriptPages.keys()]
  inline.styles = [...styles]
  inline.styleAttributes = [...styleAttributes]
  inline.imageUrls = [...imageUrls]
  const apiServers = (getNodesByType("ApiSpec") as ApiSpecNode[]).flatMap((spec) => (spec.servers ?? []).map((server) => server.url))
  let csp: string
  try {
    csp = contentSecurityPolicy(inline, { apiServers, analyticsScript: site.analytics.src })
  } catch (error) {
    reporter.panicOnBuild(`security-headers: ${error instanceof Error ? error.message : error}`)
    return
  }
  fs.writeFileSync(path.join(publicDir, SERVE_FILE), serveHeadersFile(securityHeaders(csp, { hsts: false })))
  fs.writeFileSync(path.join(publicDir, NGINX_FILE), nginxInclude(securityHeaders(csp, { hsts: true })))
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), headersFile(securityHeaders(csp, { hsts: true }), site.basePath))
  reporter.info(
    `security-headers: ${files.length} pages, ${scriptPages.size} inline scripts, ${styles.size} styles, ${styleAttributes.size} style attributes; policy ${csp.length} characters`
  )
}
