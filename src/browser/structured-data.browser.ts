/**
 * The browser's stand-in for structured-data.ts (aliased in gatsby-node.ts): JSON-LD is for crawlers,
 * which read the server's HTML, so the browser bundle does not carry the code that writes it.
 */
import type { StructuredDataInput } from "../lib/structured-data"

export function pageJsonLd(_input: StructuredDataInput): string | null {
  return null
}
