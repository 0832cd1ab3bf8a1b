/** "/" and Ctrl/Cmd+K focus the search box from anywhere on the page (not while typing elsewhere). */
import { useEffect, type RefObject } from "react"

/** True when a key typed there is text (the "/" shortcut must not steal it). */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || !el.tagName) return false
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)
}

export function useSearchShortcut(inputRef: RefObject<HTMLInputElement>): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey) return
      const commandK = (e.key === "k" || e.key === "K") && (e.ctrlKey || e.metaKey) && !e.shiftKey
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !isEditable(e.target)
      if (!commandK && !slash) return
      e.preventDefault()
      const input = inputRef.current
      if (input) {
        input.focus()
        input.select()
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [inputRef])
}
