/**
 * The id of the heading the reader is looking at: the last one whose top has passed the navbar,
 * or the first one while none has. Measured in animation frames (on load and on scroll), never
 * during hydration, where reading positions would force a layout inside React's commit.
 */
import { useEffect, useState } from "react"
import { SECTION_CLASS } from "../lib/doc-sections"

export const ACTIVE_HEADING_OFFSET = 96

/**
 * Top of a heading in the viewport. A heading inside a section whose rendering the browser skips
 * (content-visibility: auto, far from the viewport) is not measured, since that would lay the whole
 * section out: its section's top stands in. A skipped section lies entirely above or below the
 * viewport, so all its headings are on the same side of the offset and the pick does not change.
 */
export function headingTop(el: HTMLElement): number {
  const section = el.closest<HTMLElement>(`.${SECTION_CLASS}`)
  const skipped =
    section &&
    section !== el &&
    typeof el.checkVisibility === "function" &&
    !el.checkVisibility({ contentVisibilityAuto: true })
  return (skipped ? section : el).getBoundingClientRect().top
}

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
  // The effect restarts when the headings change, not when the caller passes a new array of the same
  // ids: it depends on their text (an HTML id never contains a space) and reads the ids back from it.
  const key = ids.join(" ")
  useEffect(() => {
    if (key === "") return
    const headingIds = key.split(" ")
    let frame = 0
    const update = () => {
      frame = 0
      const tops = headingIds
        .map((id) => ({ id, el: document.getElementById(id) }))
        .filter((h): h is { id: string; el: HTMLElement } => h.el !== null)
        .map(({ id, el }) => ({ id, top: headingTop(el) }))
      setActive(pickActiveHeading(tops))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
    }
  }, [key])
  return active
}
