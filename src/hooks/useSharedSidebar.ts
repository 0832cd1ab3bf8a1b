/**
 * The resolved sidebar of the current page, from its shared file (see src/lib/shared-json.ts): one
 * request per file and visit, kept in memory across navigations. The server primes the store from
 * the build output and the first render waits for the page's file (src/browser/shared-data.ts), so
 * the hydrated sidebar is the server's. A request that fails after a client-side navigation loads the
 * page fully, as a failed route preload does.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react"
import { withPrefix } from "gatsby"
import { SharedJsonStore } from "../lib/shared-json"
import type { SidebarNode } from "../lib/sidebar"

export const sharedJson = new SharedJsonStore(async (file) => {
  const response = await fetch(withPrefix(file), { credentials: "same-origin" })
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`)
  return response.json()
})

/** The path the document was loaded for: a failure there keeps the server's HTML (no reload loop). */
const documentPath = typeof window === "undefined" ? "" : window.location.pathname

export function loadSharedOrReload(file: string): void {
  sharedJson.load(file).catch(() => {
    if (window.location.pathname !== documentPath) window.location.reload()
  })
}

const subscribe = (listener: () => void) => sharedJson.subscribe(listener)

export function useSharedSidebar(file: string | null | undefined): SidebarNode[] | null {
  const read = useCallback(() => (file ? sharedJson.get<SidebarNode[]>(file) : undefined), [file])
  const value = useSyncExternalStore(subscribe, read, read)
  useEffect(() => {
    if (file && !sharedJson.has(file)) loadSharedOrReload(file)
  }, [file])
  return value ?? null
}
