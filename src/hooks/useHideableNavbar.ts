/**
 * Hides the navbar when the reader scrolls down and shows it again on scroll up. It stays visible near
 * the top of the page (within its own height) and while the target of the URL's anchor is on screen.
 */
import { useEffect, useRef, useState, type RefObject } from "react"

export function anchorTargetOnScreen(hash: string): boolean {
  if (!hash || hash.length < 2) return false
  let target: Element | null = null
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return false
  }
  if (!target) return false
  const rect = target.getBoundingClientRect()
  return rect.bottom > 0 && rect.top < window.innerHeight
}

export function useHideableNavbar(enabled: boolean): { navbarRef: RefObject<HTMLElement>; isNavbarVisible: boolean } {
  const [isNavbarVisible, setVisible] = useState(true)
  // Its height is read on scroll, not when it mounts: reading a size during hydration forces a layout.
  const navbarRef = useRef<HTMLElement>(null)
  const lastY = useRef(0)

  useEffect(() => {
    if (!enabled) return
    lastY.current = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y < (navbarRef.current?.offsetHeight ?? 0)) setVisible(true)
      else if (y > lastY.current && !anchorTargetOnScreen(window.location.hash)) setVisible(false)
      else if (y < lastY.current) setVisible(true)
      lastY.current = y
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [enabled])

  return { navbarRef, isNavbarVisible }
}
