/**
 * Behaviour for content rendered as static HTML (guide pages, API pages): tabs (synced across the page
 * by group id and remembered), copy buttons, and client-side navigation with hover prefetching for
 * internal links. One delegated listener per container; returns a cleanup function.
 */
import { pageLabels } from "../config/site"

const FILE_LINK = /\.(ya?ml|json|csv|svg|png|jpe?g|txt|zip)$/i

export interface EnhanceOptions {
  /** Base path without trailing slash, e.g. "/docs". */
  basePath: string
  /** Client-side navigation to a route without the base path (Gatsby's navigate). */
  navigate: (route: string) => void
  /** Prefetch hint for a full path (Gatsby's loader). */
  prefetch?: (path: string) => void
  copy?: (text: string) => Promise<void>
  /** Copies the section under the heading with this id as Markdown (the button beside its anchor). */
  copySection?: (id: string) => Promise<void>
  /** Loads what copySection needs, when the reader points at or focuses such a button. */
  preloadSectionCopy?: () => void
  /** Opens a content image (a[data-zoom-image]) larger; without it the link leads to the image file. */
  zoomImage?: (link: HTMLElement) => void
  /** Loads what zoomImage needs, when the reader points at or focuses an image. */
  preloadZoom?: () => void
  /** Where a tab group's choice is remembered (browser storage); none: not remembered. */
  storage?: { read: (key: string) => string | null; write: (key: string, value: string) => void }
}

/** Storage key of the remembered tab of a group. */
export const tabGroupKey = (groupId: string) => `pollaris.tabs.${groupId}`

/** The route of an internal page link, or null when the browser should follow it itself. */
export function internalRouteOf(anchor: HTMLAnchorElement, basePath: string, origin: string): string | null {
  const href = anchor.getAttribute("href") ?? ""
  if (!href || href.startsWith("#") || anchor.target || anchor.hasAttribute("download")) return null
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || FILE_LINK.test(url.pathname)) return null
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null
  return `${url.pathname.slice(basePath.length) || "/"}${url.search}${url.hash}`
}

/**
 * What a code block's Copy button copies: the code as it reads after the change it shows. The diff
 * signs are CSS, not text; the lines a diff removes are left out.
 */
export function codeText(pre: Element | null | undefined): string {
  if (!pre) return ""
  if (!pre.querySelector(".deleted")) return pre.textContent ?? ""
  const copy = pre.cloneNode(true) as Element
  copy.querySelectorAll(".code-line.deleted").forEach((line) => line.remove())
  return copy.textContent ?? ""
}

export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]')
  const root = tab.closest("[data-tabs]")
  if (!list || !root) return
  for (const other of Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))) {
    const selected = other === tab
    other.setAttribute("aria-selected", String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = root.querySelector<HTMLElement>(`#${other.getAttribute("aria-controls")}`)
    if (panel) panel.hidden = !selected
  }
}

/** Selects the tab with `value` in every tab set of the group inside `scope`. */
export function selectInGroup(scope: ParentNode, groupId: string, value: string): void {
  for (const tabs of Array.from(scope.querySelectorAll<HTMLElement>("[data-tabs][data-group-id]"))) {
    if (tabs.dataset.groupId !== groupId) continue
    const tab = Array.from(tabs.querySelectorAll<HTMLElement>('[role="tab"]')).find((t) => t.dataset.value === value)
    if (tab && tab.getAttribute("aria-selected") !== "true") selectTab(tab)
  }
}

export function enhanceContent(root: HTMLElement, options: EnhanceOptions): () => void {
  const copy = options.copy ?? ((text: string) => navigator.clipboard.writeText(text))
  const timers = new Set<ReturnType<typeof setTimeout>>()

  /** A tab chosen by the reader: its group follows, on the whole page, and remembers it. */
  const choose = (tab: HTMLElement) => {
    selectTab(tab)
    const groupId = tab.closest<HTMLElement>("[data-tabs]")?.dataset.groupId
    const value = tab.dataset.value
    if (!groupId || value === undefined) return
    selectInGroup(root.ownerDocument, groupId, value)
    options.storage?.write(tabGroupKey(groupId), value)
  }

  // Remembered choices: applied once, when the content is enhanced.
  if (options.storage) {
    const groups = new Set(
      Array.from(root.querySelectorAll<HTMLElement>("[data-tabs][data-group-id]")).map(
        (t) => t.dataset.groupId as string
      )
    )
    for (const groupId of groups) {
      const value = options.storage.read(tabGroupKey(groupId))
      if (value !== null) selectInGroup(root, groupId, value)
    }
  }

  /** Says on the button (its label, data-state for the icon buttons) that the copy worked or failed, for 2 s. */
  const originals = new WeakMap<HTMLElement, [string | null, string | null]>()
  const report = (button: HTMLElement, done: Promise<void>, showText: boolean) => {
    // A second click while "Copied" shows restores the first label, not "Copied".
    if (!originals.has(button)) originals.set(button, [button.getAttribute("aria-label"), button.textContent])
    const [label, text] = originals.get(button) as [string | null, string | null]
    const show = (state: string, say: string) => {
      button.dataset.state = state
      button.setAttribute("aria-label", say)
      if (showText) button.textContent = say
    }
    done.then(
      () => show("copied", pageLabels.copied),
      () => (showText ? undefined : show("failed", pageLabels.copyFailed))
    )
    const timer = setTimeout(() => {
      delete button.dataset.state
      if (label !== null) button.setAttribute("aria-label", label)
      if (showText) button.textContent = text
      timers.delete(timer)
    }, 2000)
    timers.add(timer)
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement
    const copyButton = target.closest<HTMLButtonElement>("[data-copy-code]")
    if (copyButton) {
      report(
        copyButton,
        copy(codeText(copyButton.closest(".code-block")?.querySelector("pre")).replace(/\n$/, "")),
        true
      )
      return
    }
    const zoom = target.closest<HTMLElement>("a[data-zoom-image]")
    if (
      zoom &&
      options.zoomImage &&
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    ) {
      event.preventDefault()
      options.zoomImage(zoom)
      return
    }
    const sectionButton = target.closest<HTMLButtonElement>("[data-copy-section]")
    if (sectionButton && options.copySection) {
      report(sectionButton, options.copySection(sectionButton.dataset.copySection ?? ""), false)
      return
    }
    const tab = target.closest<HTMLElement>('[data-tabs] [role="tab"]')
    if (tab) {
      choose(tab)
      return
    }
    const anchor = target.closest<HTMLAnchorElement>("a[href]")
    if (
      !anchor ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const route = internalRouteOf(anchor, options.basePath, window.location.origin)
    if (route === null) return
    event.preventDefault()
    options.navigate(route)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-tabs] [role="tab"]')
    if (!tab) return
    const tabs = Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
    const index = tabs.indexOf(tab)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const chosen = tabs[(next + tabs.length) % tabs.length]
    choose(chosen)
    chosen.focus()
  }

  const preload = (event: Event) => {
    const target = event.target as HTMLElement
    if (target.closest("[data-copy-section]")) options.preloadSectionCopy?.()
    if (target.closest("a[data-zoom-image]")) options.preloadZoom?.()
  }

  const onMouseOver = (event: MouseEvent) => {
    preload(event)
    const anchor = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[href]")
    if (!anchor || !options.prefetch) return
    const route = internalRouteOf(anchor, options.basePath, window.location.origin)
    if (route !== null) options.prefetch(`${options.basePath}${route}`.replace(/[?#].*$/, ""))
  }

  root.addEventListener("click", onClick)
  root.addEventListener("keydown", onKeyDown)
  root.addEventListener("mouseover", onMouseOver)
  root.addEventListener("focusin", preload)
  return () => {
    root.removeEventListener("click", onClick)
    root.removeEventListener("keydown", onKeyDown)
    root.removeEventListener("mouseover", onMouseOver)
    root.removeEventListener("focusin", preload)
    timers.forEach(clearTimeout)
  }
}
