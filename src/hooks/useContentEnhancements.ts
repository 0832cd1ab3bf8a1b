/** Attaches the behaviour of static content (tabs, copy buttons, client-side links, image dialog) to a container. */
import { useEffect, type RefObject } from "react"
import { navigate, withPrefix } from "gatsby"
import { enhanceContent } from "../browser/content-enhance"
import { twinPath } from "../lib/markdown/urls"
import { canonicalUrl } from "../components/Seo"
import { readStorage, writeStorage } from "./storage"

declare const __PATH_PREFIX__: string | undefined

interface GatsbyLoader {
  hovering?: (path: string) => void
}

// "Copy this section as Markdown" loads on demand (when a reader points at or focuses the button).
type SectionCopy = typeof import("../browser/section-copy")
let sectionCopy: SectionCopy | undefined
const loadSectionCopy = (): Promise<SectionCopy> => import("../browser/section-copy").then((m) => (sectionCopy = m))

// The image dialog, on pages with a content image, loads when the reader first points at, focuses or clicks one.
const loadImageDialog = () => import("../browser/image-dialog")

export function useContentEnhancements(ref: RefObject<HTMLElement>, key: string): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const basePath = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : ""
    return enhanceContent(root, {
      basePath,
      navigate: (route) => void navigate(route),
      storage: { read: readStorage, write: writeStorage },
      prefetch: (path) => (window as unknown as { ___loader?: GatsbyLoader }).___loader?.hovering?.(path),
      copySection: (id) => {
        const source = { twinUrl: withPrefix(twinPath(key)), id, sectionUrl: `${canonicalUrl(key)}#${id}` }
        const env = {
          clipboard: navigator.clipboard,
          ClipboardItem: typeof ClipboardItem === "undefined" ? undefined : ClipboardItem,
        }
        return sectionCopy
          ? sectionCopy.copySection(source, env)
          : loadSectionCopy().then((m) => m.copySection(source, env))
      },
      preloadSectionCopy: () => void (sectionCopy ?? loadSectionCopy().catch(() => undefined)),
      // If the dialog's code cannot load, the link leads to the image file.
      zoomImage: (link) =>
        void loadImageDialog().then(
          (m) => m.openImageDialog(link),
          () => window.location.assign((link as HTMLAnchorElement).href)
        ),
      preloadZoom: () => void loadImageDialog().catch(() => undefined),
    })
  }, [ref, key])
}
