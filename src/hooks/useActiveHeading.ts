/**
 * The id of the heading the reader is looking at: the last one whose top has passed the navbar,
 * or the first one while none has. Updated on scroll (throttled to animation frames).
 */
import { useEffect, useState } from "react"

export const ACTIVE_HEADING_OFFSET = 96

export function pickActiveHeading(tops: { id: string; top: number }[], offset = ACTIVE_HEADING_OFFSET): string | null {
  if (tops.length === 0) return null
  let active = tops[0].id
  for (const { id, top } of tops) {
    if (top - offset <= 1) active = id
    else break
  }
  return active
}

export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(" ")
  useEffect(() => {
    if (ids.length === 0) return
    let frame = 0
    const update = () => {
      frame = 0
      const tops = ids
        .map((id) => ({ id, el: document.getElementById(id) }))
        .filter((h): h is { id: string; el: HTMLElement } => h.el !== null)
        .map(({ id, el }) => ({ id, top: el.getBoundingClientRect().top }))
      setActive(pickActiveHeading(tops))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return active
}
