/** Helpers for the checks over the generated public/ folder. */
import fs from "node:fs"
import path from "node:path"

export const PUBLIC = path.resolve(process.env.PUBLIC_DIR ?? "public")

/** The HTML of a route ("/commands/poll"), or null when the build did not produce it. */
export function pageHtml(route) {
  const file = route === "/" ? path.join(PUBLIC, "index.html") : path.join(PUBLIC, route, "index.html")
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null
}

export function titleOf(html) {
  return (
    /<title[^>]*>([^<]*)<\/title>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'") ?? null
  )
}

export function decode(text) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
}
