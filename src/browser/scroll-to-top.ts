/**
 * Scrolling back to the top of a long page. Each animation frame keeps a fixed share of the distance
 * left (a smoothing factor of 0.85): fast at first, gentle at the end. A reader who
 * prefers reduced motion gets the top at once; a wheel, touch or key press hands control back.
 */

/** The share of the distance kept at each frame. */
export const SCROLL_SMOOTHING_FACTOR = 0.85

/** How far down (px) the back-to-top button may appear. */
export const BACK_TO_TOP_THRESHOLD = 300

/** The next scroll position on the way to the top. */
export function nextScrollTop(current: number, factor = SCROLL_SMOOTHING_FACTOR): number {
  return current > 1 ? Math.floor(current * factor) : 0
}

/**
 * Whether the button shows after a scroll from `previous` to `current`: below the threshold and
 * moving up (like the navbar, it comes back when the reader scrolls up).
 */
export function backToTopShown(previous: number, current: number, threshold = BACK_TO_TOP_THRESHOLD): boolean {
  return current > threshold && current < previous
}

export interface ScrollWindow {
  scrollY: number
  scrollTo(x: number, y: number): void
  requestAnimationFrame(callback: () => void): number
  cancelAnimationFrame(handle: number): void
  matchMedia(query: string): { matches: boolean }
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void
}

/** Starts the scroll to the top; returns a function that stops it. */
export function scrollToTop(win: ScrollWindow): () => void {
  if (win.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    win.scrollTo(0, 0)
    return () => undefined
  }
  let frame = 0
  const interrupts = ["wheel", "touchstart", "keydown"]
  const stop = () => {
    win.cancelAnimationFrame(frame)
    for (const type of interrupts) win.removeEventListener(type, stop)
  }
  const step = () => {
    const next = nextScrollTop(win.scrollY)
    win.scrollTo(0, next)
    if (next > 0) frame = win.requestAnimationFrame(step)
    else stop()
  }
  for (const type of interrupts) win.addEventListener(type, stop, { passive: true })
  frame = win.requestAnimationFrame(step)
  return stop
}
