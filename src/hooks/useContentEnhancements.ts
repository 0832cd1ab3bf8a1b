/** Attaches the behaviour of static content (tabs, copy buttons, client-side links, image dialog) to a container. */
import { useEffect, type RefObject } from "react"
import { navigate, withPrefix } from "gatsby"
import { enhanceContent } from "../lib/content-enhance"
import { twinPath } from "../lib/markdown/urls"
import { canonicalUrl } from "../components/Seo"
import { readStorage, writeStorage } from "./storage"

declare const __PATH_PREFIX__: string | undefined

interface GatsbyLoader {
  hovering?: (path: string) => void
}

// "Copy this section as Markdown" loads on demand (when a reader points at or focuses the button).
type SectionCopy = typeof import("../lib/section-copy")
let sectionCopy: SectionCopy | undefined
const loadSectionCopy = (): Promise<SectionCopy> => import("../lib/section-copy").then((m) => (sectionCopy = m))

export function useContentEnhancements(ref: RefObject<HTMLElement>, key: string): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const basePath = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : ""
    // The image dialog's code loads only on pages with a content image (ZOOM_LINK of src/lib/image-dialog.ts).
    let detachDialog: (() => void) | undefined
    let active = true
    if (root.querySelector("a[data-zoom-image]")) {
      import("../lib/image-dialog").then((m) => active && (detachDialog = m.attachImageDialog(root)), () => undefined)
    }
    const detach = enhanceContent(root, {
      basePath,
      navigate: (route) => void navigate(route),
      storage: { read: readStorage, write: writeStorage },
      prefetch: (path) => (window as unknown as { ___loader?: GatsbyLoader }).___loader?.hovering?.(path),
      copySection: (id) => {
        const source = { twinUrl: withPrefix(twinPath(key)), id, sectionUrl: `${canonicalUrl(key)}#${id}` }
        const env = { clipboard: navigator.clipboard, ClipboardItem: typeof ClipboardItem === "undefined" ? undefined : ClipboardItem }
        return sectionCopy ? sectionCopy.copySection(source, env) : loadSectionCopy().then((m) => m.copySection(source, env))
      },
      preloadSectionCopy: () => void (sectionCopy ?? loadSectionCopy().catch(() => undefined)),
    })
    return () => {
      active = false
      detachDialog?.()
      detach()
    }
  }, [ref, key])
}
