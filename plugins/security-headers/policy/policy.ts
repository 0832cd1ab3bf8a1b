/**
 * The site's security headers, computed from what the build emits: the Content-Security-Policy allows
 * exactly the inline scripts and styles found in the built pages (by hash), the site itself, the API
 * servers of the OpenAPI document, the analytics script and loopback (the API console's local servers).
 * Pure: the build (plugins/security-headers) collects the inline code and writes the result where
 * each server reads it (plugins/security-headers/policy/formats.ts).
 */
import { createHash } from "crypto"

/** Inline code found in the built HTML, deduplicated or not (the policy deduplicates). */
export interface InlineCode {
  /** Text of every inline executable <script> (classic or module; not JSON-LD or other data blocks). */
  scripts: string[]
  /** Text of every <style> element. */
  styles: string[]
  /** Value of every style="" attribute in the HTML. */
  styleAttributes: string[]
  /** Where images come from: the URLs of <img>, srcset, icons and CSS url(). */
  imageUrls: string[]
}

export interface PolicySettings {
  /** The `servers[].url` of the OpenAPI document. */
  apiServers: string[]
  /** URL of the analytics script (its origin is also allowed to receive events). */
  analyticsScript: string
}

/** A CSP hash source for a script or style text: 'sha256-<base64>'. */
export function hashSource(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`
}

function uniqueSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort()
}

/**
 * The connect-src source for an OpenAPI server URL. A path ends with "/" so that it matches every
 * operation below it; a server variable in the host becomes a wildcard label
 * (`https://{region}.pollaris.example/v1` → `https://*.pollaris.example/v1/`), one in the path cuts
 * the path there. A relative URL is the site itself ('self'): null.
 */
export function serverSource(url: string): string | null {
  const match = /^(https?):\/\/([^/]+)(\/[^?#]*)?/i.exec(url.trim())
  if (!match) return null
  const [, scheme, rawHost, rawPath = "/"] = match
  let host = rawHost.toLowerCase()
  if (host.includes("{")) {
    const labels = host.split(".")
    const firstFixed = labels.findIndex((label, i) => i > 0 && labels.slice(i).every((l) => !l.includes("{")))
    if (firstFixed < 1 || labels.length - firstFixed < 2)
      throw new Error(
        `An API server URL with a variable in its host must keep a fixed domain of two labels or more: ${url}`
      )
    host = `*.${labels.slice(firstFixed).join(".")}`
  }
  const fixedPath = rawPath.split("{")[0]
  const path = fixedPath.endsWith("/") ? fixedPath : `${fixedPath}/`
  return `${scheme.toLowerCase()}://${host}${path === "/" ? "" : path}`
}

/** The origin of an absolute http(s) URL, or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null
  } catch {
    return null
  }
}

/** img-src: the site, plus each scheme (data:, blob:) and foreign origin the pages really use. */
export function imageSources(urls: string[]): string[] {
  const extra = new Set<string>()
  for (const raw of urls) {
    const url = raw.trim()
    if (!url) continue
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
    if (scheme === "data" || scheme === "blob") extra.add(`${scheme}:`)
    else if (scheme === "http" || scheme === "https") {
      const origin = originOf(url)
      if (origin) extra.add(origin)
    }
  }
  return ["'self'", ...uniqueSorted(extra)]
}

/** Loopback, for the API console's "Custom URL" pointing at a server on the reader's machine. */
export const LOOPBACK_SOURCES = ["http://localhost:*", "http://127.0.0.1:*"]

/** The Content-Security-Policy header value for production. */
export function contentSecurityPolicy(inline: InlineCode, settings: PolicySettings): string {
  const analyticsOrigin = originOf(settings.analyticsScript)
  if (!analyticsOrigin)
    throw new Error(`The analytics script must be an absolute http(s) URL: ${settings.analyticsScript}`)
  const scriptHashes = uniqueSorted(inline.scripts.map(hashSource))
  const styleHashes = uniqueSorted(inline.styles.map(hashSource))
  const attributeHashes = uniqueSorted(inline.styleAttributes.map(hashSource))
  const servers = uniqueSorted(settings.apiServers.map(serverSource).filter((s): s is string => s !== null))
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", settings.analyticsScript, ...scriptHashes, "'report-sample'"]],
    // Style attributes in the server HTML (Gatsby's route announcer and focus wrapper) are allowed by
    // hash only; 'unsafe-hashes' lets those hashes apply to attributes, never to script.
    [
      "style-src",
      [
        "'self'",
        ...styleHashes,
        ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : []),
        "'report-sample'",
      ],
    ],
    ["img-src", imageSources(inline.imageUrls)],
    ["connect-src", uniqueSorted(["'self'", ...servers, analyticsOrigin, ...LOOPBACK_SOURCES])],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

/** Browser features the site never uses, turned off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ")

/** HSTS, for the HTTPS server only (nginx): two years; subdomains are the main site's decision. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000"

export type HeaderList = [name: string, value: string][]

/** Every response's headers, in a stable order. `hsts` only where the site is served over HTTPS. */
export function securityHeaders(csp: string, { hsts }: { hsts: boolean }): HeaderList {
  const headers: HeaderList = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // For browsers that predate frame-ancestors.
    ["X-Frame-Options", "DENY"],
  ]
  if (hsts) headers.push(["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY])
  return headers
}

/** The most distinct inline scripts a build may have before the policy counts as growing with pages. */
export const MAX_INLINE_SCRIPTS = 12
