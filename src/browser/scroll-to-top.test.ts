import { nextScrollTop, backToTopShown, scrollToTop, SCROLL_SMOOTHING_FACTOR, type ScrollWindow } from "./scroll-to-top"

function fakeWindow(scrollY: number, reducedMotion = false) {
  const frames: Array<() => void> = []
  let next = 0
  const listeners = new Map<string, Set<() => void>>()
  const positions: number[] = []
  const win: ScrollWindow = {
    scrollY,
    scrollTo(_x, y) {
      win.scrollY = y
      positions.push(y)
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    cancelAnimationFrame: (handle) => {
      frames[handle - 1] = () => undefined
    },
    matchMedia: (query) => ({ matches: reducedMotion && query === "(prefers-reduced-motion: reduce)" }),
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)!.add(listener)
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  }
  const runFrames = (max = 1000) => {
    for (let run = 0; next < frames.length && run < max; run++) frames[next++]()
  }
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener())
  return { win, positions, runFrames, fire, listeners }
}

describe("scroll to top", () => {
  it("keeps 0.85 of the distance at each frame", () => {
    expect(SCROLL_SMOOTHING_FACTOR).toBe(0.85)
    expect(nextScrollTop(1000)).toBe(850)
    expect(nextScrollTop(850)).toBe(722)
    expect(nextScrollTop(1)).toBe(0)
  })

  it("keeps 0.85 of the distance at each frame until the top, then lets go of the page", () => {
    const { win, positions, runFrames, listeners } = fakeWindow(3000)
    scrollToTop(win)
    expect(positions).toEqual([])
    runFrames()
    expect(positions.at(-1)).toBe(0)
    expect(positions[0]).toBe(2550)
    for (let i = 1; i < positions.length - 1; i++) expect(positions[i]).toBe(Math.floor(positions[i - 1] * 0.85))
    expect(positions.length).toBeGreaterThan(30)
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true)
  })

  it("jumps to the top at once when the reader prefers reduced motion", () => {
    const { win, positions, runFrames } = fakeWindow(3000, true)
    scrollToTop(win)
    runFrames()
    expect(positions).toEqual([0])
  })

  it("stops when the reader scrolls with the wheel", () => {
    const { win, positions, runFrames, fire } = fakeWindow(3000)
    scrollToTop(win)
    runFrames(3)
    fire("wheel")
    runFrames()
    expect(positions).toEqual([2550, 2167, 1841])
  })
})

describe("back-to-top button visibility", () => {
  it("shows when the reader scrolls up below the threshold, hides otherwise", () => {
    expect(backToTopShown(2000, 1800)).toBe(true)
    expect(backToTopShown(1800, 2000)).toBe(false)
    expect(backToTopShown(320, 200)).toBe(false)
    expect(backToTopShown(0, 0)).toBe(false)
  })
})
