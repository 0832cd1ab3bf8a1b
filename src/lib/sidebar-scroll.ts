/**
 * Where a scrolling sidebar should be scrolled so the current page's link can be seen: unchanged
 * when the link is already fully in view (a reader's own scrolling is never undone), otherwise the
 * link is brought to the middle of the sidebar, so the links around it show too.
 */
export interface RevealInput {
  /** The sidebar's current scrollTop and visible height. */
  scrollTop: number
  viewHeight: number
  /** The link's offset from the top of the sidebar's content, and its height. */
  itemTop: number
  itemHeight: number
}

/** The scrollTop that reveals the link, or null when it is already in view. */
export function revealScrollTop({ scrollTop, viewHeight, itemTop, itemHeight }: RevealInput): number | null {
  const inView = itemTop >= scrollTop && itemTop + itemHeight <= scrollTop + viewHeight
  if (inView) return null
  return Math.max(0, Math.round(itemTop - (viewHeight - itemHeight) / 2))
}
