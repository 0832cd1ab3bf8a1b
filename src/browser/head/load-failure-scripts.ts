/**
 * Two tiny inline scripts for when the JavaScript of the site cannot run at all, so React cannot show
 * anything: a chunk-failure notice with a Retry button (every page), and the red "site did not load"
 * banner with a base URL hint (only in the HTML of the page at the base URL).
 * Written as plain functions (no closures, no helpers) and serialised with their settings.
 */

export interface ChunkNoticeSettings {
  basePath: string
  text: string
  retryLabel: string
}

export interface BaseUrlBannerSettings {
  basePath: string
  title: string
  hint: string
}

/**
 * Shows a notice with Retry when a script or stylesheet of the site fails to load; not under the red
 * base URL banner, where a Retry cannot help.
 */
export function chunkFailureNotice(settings: ChunkNoticeSettings, win: Window = window): void {
  let shown = false
  function show() {
    if (shown || !win.document.body || win.document.getElementById("base-url-issue-banner")) return
    shown = true
    const box = win.document.createElement("div")
    box.id = "chunk-load-error"
    box.setAttribute("role", "alert")
    box.style.cssText =
      "position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:1200;padding:.8rem 1rem;background:#2a1d1f;color:#fde2e2;border:1px solid #f0686a;border-radius:8px;font:15px/1.5 system-ui,sans-serif;display:flex;gap:1rem;align-items:center;justify-content:space-between"
    const text = win.document.createElement("span")
    text.textContent = settings.text
    const button = win.document.createElement("button")
    button.type = "button"
    button.textContent = settings.retryLabel
    button.style.cssText =
      "padding:.35rem .9rem;border:0;border-radius:6px;background:#5865f2;color:#fff;font:inherit;font-weight:600;cursor:pointer"
    button.onclick = function () {
      win.location.reload()
    }
    box.appendChild(text)
    box.appendChild(button)
    win.document.body.appendChild(box)
  }
  win.addEventListener(
    "error",
    function (event) {
      const target = event.target as HTMLScriptElement | HTMLLinkElement | null
      if (!target || (target.tagName !== "SCRIPT" && target.tagName !== "LINK")) return
      const url = (target as HTMLScriptElement).src || (target as HTMLLinkElement).href || ""
      if (url.indexOf(win.location.origin + settings.basePath) === 0) show()
    },
    true
  )
  win.addEventListener("unhandledrejection", function (event) {
    const reason = event.reason || {}
    const message = String(reason.message || reason)
    if (reason.name === "ChunkLoadError" || /Loading (CSS )?chunk|page resources for .* not found/i.test(message))
      show()
  })
}

/**
 * After load, if the site's runtime never started, explains the likely cause: a wrong base URL. The
 * banner replaces the chunk-failure notice (its Retry would load the same wrong URLs again).
 */
export function baseUrlBanner(settings: BaseUrlBannerSettings, win: Window = window): void {
  win.addEventListener("load", function () {
    if ((win as unknown as { ___loader?: unknown }).___loader) return
    const path = win.location.pathname
    const suggestion = path.substr(-1) === "/" ? path : path + "/"
    const banner = win.document.createElement("div")
    banner.id = "base-url-issue-banner"
    banner.setAttribute("role", "alert")
    banner.style.cssText =
      "position:fixed;top:0;left:0;right:0;z-index:1300;padding:1rem 1.25rem;background:#c0262b;color:#fff;font:16px/1.5 system-ui,sans-serif"
    const title = win.document.createElement("p")
    title.style.cssText = "margin:0;font-weight:700"
    title.textContent = settings.title
    const hint = win.document.createElement("p")
    hint.style.cssText = "margin:.25rem 0 0"
    hint.textContent = settings.hint.replace("{configured}", settings.basePath).replace("{suggestion}", suggestion)
    banner.appendChild(title)
    banner.appendChild(hint)
    win.document.body.insertBefore(banner, win.document.body.firstChild)
    const notice = win.document.getElementById("chunk-load-error")
    if (notice) notice.parentNode!.removeChild(notice)
  })
}

/** The source of an inline script that calls `fn` with `settings`. */
export function inlineScript<T>(fn: (settings: T) => void, settings: T): string {
  return `(${fn.toString()})(${JSON.stringify(settings).replace(/</g, "\\u003c")});`
}
