/**
 * Validating the OpenAPI document against the OpenAPI schema is most of this plugin's time in a
 * rebuild, so the shaped document is kept in the plugin's cache between builds. The key covers
 * everything the result depends on: the document's text, the options, and the plugin's own compiled
 * code (which includes src/lib/openapi, so a change to the shaping code misses the cache). Only valid
 * documents are stored: a broken one is validated, and reported, on every build.
 */
import crypto from "crypto"

export interface ShapeCacheInput {
  /** Text of the OpenAPI document. */
  source: string
  /** Path of the document as configured, and the plugin options that change the result. */
  options: Record<string, unknown>
  /** Text of the code that loads and shapes it. */
  code: string
}

/** A `$ref` whose target is not inside this document (another file, or a URL). */
export function hasExternalRefs(source: string): boolean {
  for (const match of source.matchAll(/\$ref["']?\s*:\s*["']?([^"'\s,}]*)/g)) {
    if (!match[1].startsWith("#")) return true
  }
  return false
}

/** The cache key, or null when the result also depends on other files (external $refs): no caching then. */
export function shapeCacheKey({ source, options, code }: ShapeCacheInput): string | null {
  if (hasExternalRefs(source)) return null
  const hash = crypto.createHash("sha256")
  for (const part of [source, JSON.stringify(options, Object.keys(options).sort()), code])
    hash.update(part).update("\0")
  return hash.digest("hex")
}
