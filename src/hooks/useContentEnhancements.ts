/** Attaches the behaviour of static content (tabs, copy buttons, client-side links) to a container. */
import { useEffect, type RefObject } from "react"
import { navigate } from "gatsby"
import { enhanceContent } from "../lib/content-enhance"
import { readStorage, writeStorage } from "./storage"

declare const __PATH_PREFIX__: string | undefined

interface GatsbyLoader {
  hovering?: (path: string) => void
}

export function useContentEnhancements(ref: RefObject<HTMLElement>, key: string): void {
  useEffect(() => {
    if (!ref.current) return
    const basePath = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : ""
    return enhanceContent(ref.current, {
      basePath,
      navigate: (route) => void navigate(route),
      storage: { read: readStorage, write: writeStorage },
      prefetch: (path) => (window as unknown as { ___loader?: GatsbyLoader }).___loader?.hovering?.(path),
    })
  }, [ref, key])
}
