import { createHash } from "crypto"
import {
  contentSecurityPolicy,
  hashSource,
  imageSources,
  securityHeaders,
  serverSource,
  type InlineCode,
} from "./policy"
import { collectInlineCode, cssUrls } from "./collect"
import { headersFile, nginxInclude, serveHeadersFile } from "./formats"

const settings = {
  apiServers: ["https://pollaris.example/api/v1"],
  analyticsScript: "https://plausible.io/js/script.js",
}
const none: InlineCode = { scripts: [], styles: [], styleAttributes: [], imageUrls: [] }

/** The policy as a map from directive to its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]))
}

describe("hashSource", () => {
  it("is the base64 SHA-256 of the exact text, as CSP hash sources are written", () => {
    const expected = createHash("sha256").update("alert(1)").digest("base64")
    expect(hashSource("alert(1)")).toBe(`'sha256-${expected}'`)
    expect(hashSource("alert(1) ")).not.toBe(hashSource("alert(1)"))
  })
})

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site, the analytics script and the hashes of the inline scripts, nothing inline else", () => {
    const csp = directives(contentSecurityPolicy({ ...none, scripts: ["a()", "b()", "a()"] }, settings))
    expect(csp.get("script-src")).toEqual([
      "'self'",
      "https://plausible.io/js/script.js",
      ...[hashSource("a()"), hashSource("b()")].sort(),
      "'report-sample'",
    ])
    expect(csp.get("script-src")!.join(" ")).not.toMatch(/unsafe-(inline|eval)/)
  })

  it("has the fixed directives of the site", () => {
    const csp = directives(contentSecurityPolicy(none, settings))
    expect(csp.get("default-src")).toEqual(["'self'"])
    expect(csp.get("object-src")).toEqual(["'none'"])
    expect(csp.get("base-uri")).toEqual(["'self'"])
    expect(csp.get("form-action")).toEqual(["'self'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
  })

  it("connects to the site, every API server, the analytics origin and loopback", () => {
    const csp = directives(
      contentSecurityPolicy(none, {
        ...settings,
        apiServers: ["https://pollaris.example/api/v1", "https://sandbox.pollaris.example/v1/", "/relative"],
      })
    )
    expect(csp.get("connect-src")).toEqual(
      [
        "'self'",
        "https://pollaris.example/api/v1/",
        "https://sandbox.pollaris.example/v1/",
        "https://plausible.io",
        "http://localhost:*",
        "http://127.0.0.1:*",
      ].sort()
    )
  })

  it("hashes style elements, and style attributes only behind 'unsafe-hashes'", () => {
    const withoutAttributes = directives(contentSecurityPolicy({ ...none, styles: ["p{}"] }, settings))
    expect(withoutAttributes.get("style-src")).toEqual(["'self'", hashSource("p{}"), "'report-sample'"])
    const withAttributes = directives(
      contentSecurityPolicy({ ...none, styles: ["p{}"], styleAttributes: ["outline:none", "outline:none"] }, settings)
    )
    expect(withAttributes.get("style-src")).toEqual([
      "'self'",
      hashSource("p{}"),
      "'unsafe-hashes'",
      hashSource("outline:none"),
      "'report-sample'",
    ])
    expect(withAttributes.get("style-src")!.join(" ")).not.toMatch(/unsafe-inline/)
  })

  it("does not grow with the number of pages that share the same inline code", () => {
    const onePage = contentSecurityPolicy({ ...none, scripts: ["a()"], styles: ["p{}"] }, settings)
    const manyPages = contentSecurityPolicy(
      { ...none, scripts: Array(10_000).fill("a()"), styles: Array(10_000).fill("p{}") },
      settings
    )
    expect(manyPages).toBe(onePage)
  })

  it("changes when an inline script changes", () => {
    expect(contentSecurityPolicy({ ...none, scripts: ["a(1)"] }, settings)).not.toBe(
      contentSecurityPolicy({ ...none, scripts: ["a(2)"] }, settings)
    )
  })

  it("refuses an analytics script that is not an absolute URL", () => {
    expect(() => contentSecurityPolicy(none, { ...settings, analyticsScript: "/js/script.js" })).toThrow(
      /analytics script/
    )
  })
})

describe("serverSource", () => {
  it("matches every path under the server's base path", () => {
    expect(serverSource("https://pollaris.example/api/v1")).toBe("https://pollaris.example/api/v1/")
    expect(serverSource("https://Pollaris.example")).toBe("https://pollaris.example")
    expect(serverSource("http://localhost:8080/v1/")).toBe("http://localhost:8080/v1/")
  })

  it("turns server variables into a wildcard host label or a shorter path", () => {
    expect(serverSource("https://{region}.pollaris.example/v1")).toBe("https://*.pollaris.example/v1/")
    expect(serverSource("https://pollaris.example/api/{version}/x")).toBe("https://pollaris.example/api/")
    expect(() => serverSource("https://{host}/v1")).toThrow(/fixed domain/)
  })

  it("leaves relative server URLs to 'self'", () => {
    expect(serverSource("/api/v1")).toBeNull()
  })
})

describe("imageSources", () => {
  it("is the site plus the schemes and foreign origins the pages use", () => {
    expect(
      imageSources([
        "/docs/img/a.svg",
        "data:image/svg+xml,<svg/>",
        "https://cdn.example/x.png?y",
        "https://cdn.example/z.png",
        "",
      ])
    ).toEqual(["'self'", "data:", "https://cdn.example"])
    expect(imageSources([])).toEqual(["'self'"])
  })
})

describe("securityHeaders", () => {
  it("sends the policy and the other headers, HSTS only when asked", () => {
    const names = (list: [string, string][]) => list.map(([name]) => name)
    const http = securityHeaders("default-src 'self'", { hsts: false })
    expect(Object.fromEntries(http)).toMatchObject({
      "Content-Security-Policy": "default-src 'self'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    })
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(Object.fromEntries(http)["Permissions-Policy"].split(", ")).toContain(`${feature}=()`)
    }
    expect(Object.fromEntries(http)["Permissions-Policy"]).not.toMatch(/clipboard/)
    expect(names(http)).not.toContain("Strict-Transport-Security")
    expect(names(securityHeaders("x", { hsts: true }))).toContain("Strict-Transport-Security")
  })
})

describe("collectInlineCode", () => {
  it("collects executable inline scripts as the browser hashes them, not data blocks or external scripts", () => {
    const html = `<html><head><script>a&amp;&b</script><script type="module">m()</script><script type="application/ld+json">{"@type":"X"}</script>
<script src="/docs/app.js"></script><script type="text/javascript">c()\r\n</script></head><body></body></html>`
    expect(collectInlineCode(html).scripts).toEqual(["a&amp;&b", "m()", "c()\n"])
  })

  it("collects style elements, decoded style attributes and image URLs", () => {
    const html = `<style>a{background:url("data:image/svg+xml,x")}</style><div style="outline:none;content:&quot;x&quot;"></div>
<img src="/docs/a.png" srcset="/docs/b.png 1x, https://cdn.example/c.png 2x"><link rel="icon" href="/docs/favicon.svg">`
    const found = collectInlineCode(html)
    expect(found.styles).toEqual(['a{background:url("data:image/svg+xml,x")}'])
    expect(found.styleAttributes).toEqual(['outline:none;content:"x"'])
    expect(found.imageUrls).toEqual([
      "data:image/svg+xml,x",
      "/docs/a.png",
      "/docs/b.png",
      "https://cdn.example/c.png",
      "/docs/favicon.svg",
    ])
  })

  it("reports what no hash can allow: event handler attributes and javascript: URLs", () => {
    const found = collectInlineCode(
      `<button onclick="go()">x</button><a href="javascript:void 0">y</a><a href="/docs/">z</a>`
    )
    expect(found.forbidden).toEqual(['<button onclick="go()">', '<a href="javascript:void 0">'])
  })

  it("reads CSS url() values in every quoting", () => {
    expect(cssUrls(`a{b:url(x.png)} c{d:url( 'y.svg' )} e{f:url("z")}`)).toEqual(["x.png", "y.svg", "z"])
  })
})

describe("formats", () => {
  const headers: [string, string][] = [
    ["Content-Security-Policy", "default-src 'self'; script-src 'self' 'sha256-abc='"],
    ["X-Content-Type-Options", "nosniff"],
  ]

  it("writes add_header lines nginx sends on every status", () => {
    expect(nginxInclude(headers).split("\n").slice(1, 3)).toEqual([
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='" always;`,
      `add_header X-Content-Type-Options "nosniff" always;`,
    ])
    expect(() => nginxInclude([["X", 'a"b']])).toThrow(/double quote/)
  })

  it("writes a _headers rule for everything under the base path", () => {
    expect(headersFile(headers, "/docs/").split("\n").slice(1)).toEqual([
      "/docs/*",
      "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='",
      "  X-Content-Type-Options: nosniff",
      "",
    ])
  })

  it("writes the headers as JSON for the preview server", () => {
    expect(JSON.parse(serveHeadersFile(headers)).headers).toEqual(Object.fromEntries(headers))
  })
})
