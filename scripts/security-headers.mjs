/**
 * The security headers scripts/serve.mjs sends on every answer: read once, at start, from the file the
 * build writes (public/security-headers.json, plugins/security-headers). Without that file (a public/
 * built before the plugin existed) the preview says so and sends the headers that need no build.
 */
import fs from "node:fs"
import path from "node:path"

export const HEADERS_FILE = "security-headers.json"

const WITHOUT_BUILD = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
}

/** The headers as { name: value }. */
export function loadSecurityHeaders(root) {
  const file = path.join(root, HEADERS_FILE)
  try {
    const { headers } = JSON.parse(fs.readFileSync(file, "utf8"))
    if (!headers || typeof headers["Content-Security-Policy"] !== "string")
      throw new Error("no Content-Security-Policy in it")
    return headers
  } catch (error) {
    console.warn(
      `No security headers from ${file} (${error instanceof Error ? error.message : error}): run the build. Serving without a Content-Security-Policy.`
    )
    return WITHOUT_BUILD
  }
}
