/**
 * The policy of a whole built site from its pages' HTML: the inline code of every page, deduplicated,
 * then one Content-Security-Policy. Refused, with the reason and the pages to look at, when a page holds
 * code no hash can allow (event handler attributes, javascript: URLs) or when the inline scripts differ
 * per page, which would make the policy grow with the site.
 */
import { collectInlineCode } from "./collect"
import { contentSecurityPolicy, MAX_INLINE_SCRIPTS, type PolicySettings } from "./policy"

export interface BuiltPage {
  /** Where the page is, for messages (public/-relative file name). */
  page: string
  html: string
}

export interface SitePolicy {
  csp: string
  pages: number
  scripts: number
  styles: number
  styleAttributes: number
}

export function sitePolicy(pages: Iterable<BuiltPage>, settings: PolicySettings): SitePolicy | { error: string } {
  /** The first pages each distinct inline script was found on. */
  const scriptPages = new Map<string, string[]>()
  const styles = new Set<string>()
  const styleAttributes = new Set<string>()
  const imageUrls = new Set<string>()
  const forbidden = new Set<string>()
  let count = 0
  for (const { page, html } of pages) {
    count++
    const found = collectInlineCode(html)
    for (const script of found.scripts) {
      const seen = scriptPages.get(script) ?? []
      if (seen.length < 2) seen.push(page)
      scriptPages.set(script, seen)
    }
    found.styles.forEach((s) => styles.add(s))
    found.styleAttributes.forEach((s) => styleAttributes.add(s))
    found.imageUrls.forEach((s) => imageUrls.add(s))
    found.forbidden.forEach((code) => forbidden.add(`${page}: ${code}`))
  }
  if (forbidden.size) {
    return {
      error: `inline code that the Content-Security-Policy cannot allow (attach a listener from a script instead):\n${[...forbidden].slice(0, 20).join("\n")}`,
    }
  }
  if (scriptPages.size > MAX_INLINE_SCRIPTS) {
    const onePage = [...scriptPages].filter(([, seen]) => seen.length === 1).slice(0, 5)
    return {
      error:
        `${scriptPages.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): an inline script that differs per page would make the policy grow with the site. ` +
        `Make it the same on every page (data in an attribute or a JSON block) or move it to a file (deploy/README.md). Scripts found on one page only:\n` +
        onePage.map(([code, [page]]) => `${page}: ${code.slice(0, 120)}`).join("\n"),
    }
  }
  try {
    const csp = contentSecurityPolicy(
      {
        scripts: [...scriptPages.keys()],
        styles: [...styles],
        styleAttributes: [...styleAttributes],
        imageUrls: [...imageUrls],
      },
      settings
    )
    return { csp, pages: count, scripts: scriptPages.size, styles: styles.size, styleAttributes: styleAttributes.size }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
