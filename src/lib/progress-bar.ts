/**
 * A slim progress bar for route changes (spec: shown after 200 ms, minimum 0.08, speed 200 ms),
 * in plain DOM so it costs no React render. Trickles towards 99% until done().
 */
export interface ProgressSettings {
  delayMs: number
  minimum: number
  speedMs: number
  trickleMs: number
}

export const PROGRESS_SETTINGS: ProgressSettings = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 200 }

/** The next value of a trickling bar: big steps first, smaller ones near the end, never 100%. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0
  return Math.min(0.994, value + step)
}

export function clamp(value: number, minimum: number): number {
  return Math.max(minimum, Math.min(1, value))
}

export class ProgressBar {
  private delayTimer: ReturnType<typeof setTimeout> | undefined
  private trickleTimer: ReturnType<typeof setInterval> | undefined
  private element: HTMLElement | null = null
  value: number | null = null

  constructor(private readonly doc: Document, private readonly settings: ProgressSettings = PROGRESS_SETTINGS) {}

  /** Route change started: the bar appears only if it is still running after the delay. */
  start(): void {
    this.clearTimers()
    this.delayTimer = setTimeout(() => {
      this.set(this.settings.minimum)
      this.trickleTimer = setInterval(() => this.set(trickle(this.value ?? this.settings.minimum)), this.settings.trickleMs)
    }, this.settings.delayMs)
  }

  /** Route change finished: fill and fade out, or never show at all when it was fast. */
  done(): void {
    this.clearTimers()
    if (this.value === null) return
    this.set(1)
    const el = this.element
    setTimeout(() => {
      if (el) el.style.opacity = "0"
      setTimeout(() => {
        el?.remove()
        if (this.element === el) this.element = null
        this.value = null
      }, this.settings.speedMs)
    }, this.settings.speedMs)
  }

  set(value: number): void {
    this.value = clamp(value, this.settings.minimum)
    const el = this.render()
    el.style.transform = `translateX(${(-1 + this.value) * 100}%)`
    el.setAttribute("aria-valuenow", String(Math.round(this.value * 100)))
  }

  private render(): HTMLElement {
    if (this.element) return this.element
    const el = this.doc.createElement("div")
    el.className = "route-progress"
    el.setAttribute("role", "progressbar")
    el.setAttribute("aria-label", "Loading page")
    el.setAttribute("aria-valuemin", "0")
    el.setAttribute("aria-valuemax", "100")
    el.style.transition = `transform ${this.settings.speedMs}ms ease, opacity ${this.settings.speedMs}ms ease`
    this.doc.body.appendChild(el)
    this.element = el
    return el
  }

  private clearTimers(): void {
    clearTimeout(this.delayTimer)
    clearInterval(this.trickleTimer)
  }
}
