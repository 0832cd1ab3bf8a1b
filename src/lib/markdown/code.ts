/**
 * Code blocks in the Markdown twin: plain fences. The page's display hints leave the fence (the
 * highlighted line ranges "{2,4-6}", showLineNumbers); a "diff-json" block becomes a standard "diff"
 * fence whose "+" and "-" lines say what changed.
 */

/** The fence's language and meta as the twin writes them. */
export function plainFence(
  lang: string | null | undefined,
  meta: string | null | undefined
): { lang: string | null; meta: string | null } {
  const plainLang = lang ? lang.replace(/^diff-[\w-]+$/, "diff") : null
  const plainMeta = (meta ?? "")
    .replace(/\{[\d,\s-]*\}/g, "")
    .replace(/\bshowLineNumbers(=\S*)?/gi, "")
    .trim()
  return { lang: plainLang, meta: plainMeta || null }
}
