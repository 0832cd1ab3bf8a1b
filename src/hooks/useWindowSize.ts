/** "desktop" or "mobile" around the 996 px breakpoint, debounced by 20 ms; "ssr" before hydration. */
import { useEffect, useState } from "react"
import { site } from "../config/site"

export type WindowSize = "desktop" | "mobile" | "ssr"
export const RESIZE_DEBOUNCE_MS = 20

export function windowSizeFor(width: number): Exclude<WindowSize, "ssr"> {
  return width > site.desktopBreakpoint ? "desktop" : "mobile"
}

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>("ssr")
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => setSize(windowSizeFor(window.innerWidth))
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS)
    }
    update()
    window.addEventListener("resize", onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener("resize", onResize)
    }
  }, [])
  return size
}
