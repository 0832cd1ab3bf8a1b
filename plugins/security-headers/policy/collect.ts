/**
 * Reads one built HTML page for what its Content-Security-Policy must allow: the text of its inline
 * executable scripts and of its <style> elements (as the browser hashes them), its style attributes,
 * the URLs its images come from, and what no hash can allow (inline event handlers, javascript: URLs).
 */
import { Parser } from "htmlparser2"
import type { InlineCode } from "./policy"

export interface PageInlineCode extends InlineCode {
  /** Code a CSP without 'unsafe-inline' blocks and no hash allows: `onclick="…"`, `href="javascript:…"`. */
  forbidden: string[]
}

/** Script types the browser executes; anything else (application/ld+json, text/template…) is data. */
const EXECUTABLE_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "text/ecmascript",
  "application/ecmascript",
])

export function isExecutableScript(attributes: Record<string, string>): boolean {
  if (attributes.src !== undefined) return false
  const type = (attributes.type ?? "").trim().toLowerCase()
  return EXECUTABLE_TYPES.has(type)
}

/** The URLs of a srcset attribute ("a.png 1x, b.png 2x"). */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)
}

/** The URLs of CSS url(...) values. */
export function cssUrls(css: string): string[] {
  const urls: string[] = []
  const pattern = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi
  let match: RegExpExecArray | null
  while ((match = pattern.exec(css))) urls.push(match[1] ?? match[2] ?? match[3] ?? "")
  return urls
}

/** The browser normalises line breaks in the HTML before it hashes an element's text. */
function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n")
}

export function collectInlineCode(html: string): PageInlineCode {
  const found: PageInlineCode = { scripts: [], styles: [], styleAttributes: [], imageUrls: [], forbidden: [] }
  let collecting: "script" | "style" | null = null
  let text = ""
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on[a-z]+$/.test(attribute)) found.forbidden.push(`<${name} ${attribute}="${value}">`)
          if ((attribute === "href" || attribute === "src" || attribute === "action") && /^\s*javascript:/i.test(value))
            found.forbidden.push(`<${name} ${attribute}="${value}">`)
        }
        if (attributes.style !== undefined) {
          found.styleAttributes.push(attributes.style)
          found.imageUrls.push(...cssUrls(attributes.style))
        }
        if (name === "img" || name === "source") {
          if (attributes.src) found.imageUrls.push(attributes.src)
          if (attributes.srcset) found.imageUrls.push(...srcsetUrls(attributes.srcset))
        }
        if (name === "link" && /\b(icon|apple-touch-icon|mask-icon)\b/i.test(attributes.rel ?? "") && attributes.href)
          found.imageUrls.push(attributes.href)
        if (name === "image" && (attributes.href || attributes["xlink:href"]))
          found.imageUrls.push(attributes.href || attributes["xlink:href"])
        if (name === "script" && isExecutableScript(attributes)) collecting = "script"
        else if (name === "style") collecting = "style"
        else return
        text = ""
      },
      ontext(chunk) {
        if (collecting) text += chunk
      },
      onclosetag(name) {
        if (!collecting || name !== collecting) return
        const code = normaliseNewlines(text)
        if (collecting === "script") found.scripts.push(code)
        else {
          found.styles.push(code)
          found.imageUrls.push(...cssUrls(code))
        }
        collecting = null
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true }
  )
  parser.write(html)
  parser.end()
  return found
}
