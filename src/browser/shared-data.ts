/**
 * Shared data the server-rendered page was rendered with (elements carrying data-shared-json, e.g.
 * the layout naming its sidebar file): the first render waits for it so hydration matches the HTML.
 * After a prefetch of another page, its shared files are requested too, so the navigation finds them.
 */
import { sharedJson } from "../hooks/useSharedSidebar"

export const SHARED_JSON_ATTRIBUTE = "data-shared-json"

export function sharedFilesOf(doc: Document): string[] {
  return Array.from(
    doc.querySelectorAll(`[${SHARED_JSON_ATTRIBUTE}]`),
    (el) => el.getAttribute(SHARED_JSON_ATTRIBUTE) ?? ""
  ).filter(Boolean)
}

/** Resolves when every shared file of the document is loaded; rejects when one fails. */
export function loadSharedDataOf(doc: Document): Promise<void> {
  return Promise.all(sharedFilesOf(doc).map((file) => sharedJson.load(file))).then(() => undefined)
}

interface PublicLoader {
  loadPage: (path: string) => Promise<{ json?: { pageContext?: { sidebarFile?: unknown } } } | null>
}

/** Requests the shared sidebar of a prefetched page (Gatsby's loader has its page data by then). */
export function prefetchSharedDataOf(pathname: string, loader: PublicLoader | undefined): void {
  if (!loader) return
  loader
    .loadPage(pathname)
    .then((resources) => {
      const file = resources?.json?.pageContext?.sidebarFile
      if (typeof file === "string" && file) return sharedJson.load(file)
      return undefined
    })
    .catch(() => {
      // A prefetch is a hint: the navigation asks again.
    })
}
