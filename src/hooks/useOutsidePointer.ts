/** While `active`, a click or touch outside the element calls `onOutside` (a panel closing itself). */
import { useEffect, useRef, type RefObject } from "react"

export function useOutsidePointer(ref: RefObject<HTMLElement>, active: boolean, onOutside: () => void): void {
  // The latest callback, without re-adding the listeners on every render.
  const callback = useRef(onOutside)
  callback.current = onOutside
  useEffect(() => {
    if (!active) return
    const onPointerDown = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) callback.current()
    }
    document.addEventListener("mousedown", onPointerDown)
    document.addEventListener("touchstart", onPointerDown)
    return () => {
      document.removeEventListener("mousedown", onPointerDown)
      document.removeEventListener("touchstart", onPointerDown)
    }
  }, [ref, active])
}
