/**
 * Sends a console request to a real server and says in plain words what went wrong when it fails:
 * a timeout or a cancel (both through an AbortController), a host that cannot be reached, a server
 * that does not allow cross-origin requests (CORS), or a URL the site's Content Security Policy does
 * not let the page call. Browsers report the last three alike (a TypeError), so a failed request is
 * followed by a "no-cors" HEAD probe: when that answers, the server is up and refused CORS.
 */
import type { BuiltRequest } from "../../lib/api-console/request"

export type FailureKind = "timeout" | "cancelled" | "cors" | "unreachable" | "policy" | "invalid-url"

export interface Failure {
  kind: FailureKind
  /** What happened, in a sentence. */
  title: string
  /** What to try. */
  advice: string
}

export type SendOutcome =
  | { ok: true; status: number; statusText: string; headers: [string, string][]; body: string; durationMs: number }
  | { ok: false; failure: Failure; durationMs: number }

export interface SendOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  /** Aborts the request (the console's Cancel button). */
  signal?: AbortSignal
  now?: () => number
  /** True when the browser reported a Content Security Policy violation for this request. */
  blockedByPolicy?: () => boolean
  /** Where the page is (for messages about the policy); window.location.origin in the browser. */
  pageOrigin?: string
  /** Origins the site's policy lets the page call besides itself and loopback (the document's servers). */
  allowedOrigins?: string[]
}

export const DEFAULT_TIMEOUT_MS = 30000

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

/** Whether the site's connect-src lets the page call `url`: itself, the document's servers, loopback. */
export function allowedByPolicy(url: string, pageOrigin: string | undefined, allowedOrigins: string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.origin === pageOrigin) return true
  if (parsed.protocol === "http:" && LOOPBACK.has(parsed.hostname)) return true
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin
    } catch {
      return false
    }
  })
}

/** A complete http(s) URL ("localhost:9201/x" parses as a URL of scheme "localhost:", and is not one). */
export function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === "http:" || parsed.protocol === "https:"
  } catch {
    return false
  }
}

export function describeFailure(kind: FailureKind, url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Failure {
  let host = url
  try {
    host = new URL(url).host
  } catch {
    // Keep the text as typed.
  }
  switch (kind) {
    case "timeout":
      return {
        kind,
        title: `No answer from ${host} within ${Math.round(timeoutMs / 1000)} seconds, so the request was stopped.`,
        advice: "Check that the server is running and not stuck, then send again.",
      }
    case "cancelled":
      return { kind, title: "You cancelled the request.", advice: "Send it again when you are ready." }
    case "cors":
      return {
        kind,
        title: `${host} answered, but it does not allow requests from this page (CORS), so the browser kept the response from the console.`,
        advice: `Allow this site's origin in the server's Access-Control-Allow-Origin header (and the Authorization and Content-Type headers in Access-Control-Allow-Headers), or try the operation with "Mock (in your browser)" or curl.`,
      }
    case "policy":
      return {
        kind,
        title: `This site's Content Security Policy does not let the console call ${host}.`,
        advice:
          "The console may call this site, the API's documented servers and localhost. To reach another host, run a local proxy on localhost and choose Custom URL with its address.",
      }
    case "invalid-url":
      return {
        kind,
        title: `"${url}" is not a complete URL.`,
        advice: "Use a full address such as http://localhost:8080.",
      }
    default:
      return {
        kind: "unreachable",
        title: `Could not reach ${host}: the connection failed.`,
        advice:
          "Check the server URL, that the server is running and that you are online; a local server must listen on the port you typed.",
      }
  }
}

export async function sendRequest(request: BuiltRequest, options: SendOptions = {}): Promise<SendOutcome> {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? (() => Date.now())
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const start = now()
  const fail = (kind: FailureKind): SendOutcome => ({
    ok: false,
    failure: describeFailure(kind, request.url, timeoutMs),
    durationMs: now() - start,
  })
  if (!isHttpUrl(request.url)) return fail("invalid-url")

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onCancel = () => controller.abort()
  options.signal?.addEventListener("abort", onCancel)
  try {
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      // Never send this site's cookies to an API server; the token goes in the headers.
      credentials: "omit",
      cache: "no-store",
    })
    const body = await response.text()
    const headers: [string, string][] = []
    response.headers.forEach((value, name) => headers.push([name, value]))
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers,
      body,
      durationMs: now() - start,
    }
  } catch {
    if (timedOut) return fail("timeout")
    if (options.signal?.aborted || controller.signal.aborted) return fail("cancelled")
    if (options.blockedByPolicy?.()) return fail("policy")
    // Reachable with no-cors (an opaque answer) but not with cors: the server refused CORS.
    const reachable = await doFetch(request.url, {
      method: "HEAD",
      mode: "no-cors",
      credentials: "omit",
      cache: "no-store",
    }).then(
      () => true,
      () => false
    )
    if (reachable) return fail("cors")
    if (options.blockedByPolicy?.() || !allowedByPolicy(request.url, options.pageOrigin, options.allowedOrigins ?? []))
      return fail("policy")
    return fail("unreachable")
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener("abort", onCancel)
  }
}
