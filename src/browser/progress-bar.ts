/**
 * A slim progress bar for route changes (shown after 200 ms, minimum 0.08, speed 200 ms),
 * in plain DOM so it costs no React render. Trickles towards 99% until done().
 */
export const PROGRESS_SETTINGS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 200 }

/** The next value of a trickling bar: big steps first, smaller ones near the end, never 100%. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0
  return Math.min(0.994, value + step)
}

export function clamp(value: number, minimum: number): number {
  return Math.max(minimum, Math.min(1, value))
}

export interface ProgressBar {
  start(): void
  done(): void
  readonly value: number | null
}

export function createProgressBar(doc: Document, settings = PROGRESS_SETTINGS): ProgressBar {
  let delay: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined
  let bar: HTMLElement | null = null
  let value: number | null = null

  const set = (next: number) => {
    value = clamp(next, settings.minimum)
    if (!bar) {
      bar = doc.createElement("div")
      bar.className = "route-progress"
      bar.setAttribute("role", "progressbar")
      bar.setAttribute("aria-label", "Loading page")
      bar.style.transition = `transform ${settings.speedMs}ms ease, opacity ${settings.speedMs}ms ease`
      doc.body.appendChild(bar)
    }
    bar.style.transform = `translateX(${(value - 1) * 100}%)`
    bar.setAttribute("aria-valuenow", String(Math.round(value * 100)))
  }
  const stop = () => {
    clearTimeout(delay)
    clearInterval(ticker)
  }

  return {
    get value() {
      return value
    },
    /** Route change started: the bar appears only if it is still running after the delay. */
    start() {
      stop()
      delay = setTimeout(() => {
        set(settings.minimum)
        ticker = setInterval(() => set(trickle(value ?? settings.minimum)), settings.trickleMs)
      }, settings.delayMs)
    },
    /** Route change finished: fill and fade out, or never show at all when it was fast. */
    done() {
      stop()
      if (value === null) return
      set(1)
      const el = bar
      bar = null
      value = null
      setTimeout(() => {
        if (el) el.style.opacity = "0"
        setTimeout(() => el?.remove(), settings.speedMs)
      }, settings.speedMs)
    },
  }
}
