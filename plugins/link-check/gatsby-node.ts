/**
 * link-check: after the build, every internal link and anchor of every page is checked. Broken
 * links are warnings (the build still succeeds), listed per source page.
 */
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { findBrokenLinksIn, formatBrokenLinks, linksAndIds, type ScannedPage } from "./link-check"

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, pathPrefix }) => {
  const publicDir = path.resolve("public")
  const base = `${pathPrefix || ""}/`
  // Each page is reduced to its links and ids as it is read: at 10,000 pages the HTML of the whole
  // site does not fit in the heap beside the build. structuredClone copies the extracted strings, so
  // they do not keep the page's HTML alive (V8 substrings point into their parent string).
  const pages: ScannedPage[] = htmlFiles(publicDir)
    .filter((file) => !/\/404(\.html|\/index\.html)$/.test(file) && !file.endsWith("404.html"))
    .map((file) => {
      const rel = path
        .relative(publicDir, file)
        .replace(/\\/g, "/")
        .replace(/(^|\/)index\.html$/, "")
        .replace(/\.html$/, "")
      return {
        path: `${base}${rel}`.replace(/\/$/, "") || "/",
        ...structuredClone(linksAndIds(fs.readFileSync(file, "utf8"))),
      }
    })
    .map((p) => (p.path === base.replace(/\/$/, "") ? { ...p, path: base } : p))
  const fileExists = (served: string) => {
    const rel = served.startsWith(base) ? served.slice(base.length) : served.replace(/^\//, "")
    return fs.existsSync(path.join(publicDir, decodeURIComponent(rel)))
  }
  const broken = findBrokenLinksIn(pages, base, fileExists)
  // The report is kept for the build checks (build-checks/links.test.mjs), outside public/.
  fs.mkdirSync(path.resolve(".cache"), { recursive: true })
  fs.writeFileSync(
    path.resolve(".cache/link-check-report.json"),
    JSON.stringify({ pages: pages.length, broken }, null, 2)
  )
  if (broken.length > 0) reporter.warn(formatBrokenLinks(broken))
  else reporter.info(`Link check: ${pages.length} pages, no broken internal links`)
}
