import { chunkFailureNotice, baseUrlBanner, inlineScript } from "./load-failure-scripts"

beforeEach(() => {
  document.body.innerHTML = "<main>Static page</main>"
  delete (window as unknown as { ___loader?: unknown }).___loader
})

describe("chunk failure notice", () => {
  const settings = { basePath: "/docs/", text: "A part of this page failed to load.", retryLabel: "Retry" }

  it("appears with a Retry button when a site script fails to load", () => {
    chunkFailureNotice(settings)
    const script = document.createElement("script")
    script.src = `${window.location.origin}/docs/component---faq.js`
    document.head.appendChild(script)
    script.dispatchEvent(new Event("error"))
    expect(document.getElementById("chunk-load-error")?.textContent).toBe("A part of this page failed to load.Retry")
  })

  it("ignores third-party scripts such as analytics", () => {
    chunkFailureNotice(settings)
    const script = document.createElement("script")
    script.src = "https://plausible.io/js/script.js"
    document.head.appendChild(script)
    script.dispatchEvent(new Event("error"))
    expect(document.getElementById("chunk-load-error")).toBeNull()
  })
})

describe("base URL banner", () => {
  const settings = {
    basePath: "/docs/",
    title: "Your site did not load properly.",
    hint: "Configured = {configured}. Try {suggestion}",
  }

  it("explains a wrong base URL when the runtime did not start", () => {
    baseUrlBanner(settings)
    window.dispatchEvent(new Event("load"))
    const banner = document.getElementById("base-url-issue-banner")
    expect(banner?.textContent).toBe(
      `Your site did not load properly.Configured = /docs/. Try ${window.location.pathname}`
    )
  })

  it("is shown alone: the chunk-failure notice and its Retry go, and do not come back", () => {
    chunkFailureNotice({ basePath: "/docs/", text: "A part of this page failed to load.", retryLabel: "Retry" })
    const failedScript = () => {
      const script = document.createElement("script")
      script.src = `${window.location.origin}/docs/app-0123.js`
      document.head.appendChild(script)
      script.dispatchEvent(new Event("error"))
    }
    failedScript()
    expect(document.getElementById("chunk-load-error")).not.toBeNull()
    baseUrlBanner(settings)
    window.dispatchEvent(new Event("load"))
    expect(document.getElementById("base-url-issue-banner")).not.toBeNull()
    expect(document.getElementById("chunk-load-error")).toBeNull()
    failedScript()
    expect(document.getElementById("chunk-load-error")).toBeNull()
  })

  it("stays away when the site loaded", () => {
    ;(window as unknown as { ___loader: unknown }).___loader = {}
    baseUrlBanner(settings)
    window.dispatchEvent(new Event("load"))
    expect(document.getElementById("base-url-issue-banner")).toBeNull()
  })
})

it("serialises a script with its settings, safe inside <script>", () => {
  const source = inlineScript(baseUrlBanner, { basePath: "/docs/", title: "</script><b>", hint: "" })
  expect(source).not.toContain("</script>")
  expect(source).toMatch(/^\(function baseUrlBanner/)
})
