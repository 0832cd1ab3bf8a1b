import { createProgressBar, trickle, clamp } from "./progress-bar"

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = ""
})
afterEach(() => jest.useRealTimers())

const bar = () => document.querySelector<HTMLElement>(".route-progress")

describe("ProgressBar", () => {
  it("stays hidden for a route change faster than 200 ms", () => {
    const progress = createProgressBar(document)
    progress.start()
    jest.advanceTimersByTime(199)
    progress.done()
    jest.advanceTimersByTime(1000)
    expect(bar()).toBeNull()
  })

  it("appears at the 0.08 minimum after 200 ms, trickles, then fills and is removed", () => {
    const progress = createProgressBar(document)
    progress.start()
    jest.advanceTimersByTime(200)
    expect(bar()).not.toBeNull()
    expect(bar()?.getAttribute("aria-valuenow")).toBe("8")
    expect(bar()?.style.transition).toContain("200ms")
    jest.advanceTimersByTime(400)
    expect(progress.value).toBeGreaterThan(0.08)
    progress.done()
    expect(bar()?.getAttribute("aria-valuenow")).toBe("100")
    expect(progress.value).toBeNull()
    jest.advanceTimersByTime(400)
    expect(bar()).toBeNull()
  })
})

it("trickles in shrinking steps and never reaches 100%", () => {
  let v = 0.08
  for (let i = 0; i < 500; i++) v = trickle(v)
  expect(v).toBeLessThan(1)
  expect(trickle(0.1) - 0.1).toBeGreaterThan(trickle(0.9) - 0.9)
  expect(clamp(0.01, 0.08)).toBe(0.08)
  expect(clamp(3, 0.08)).toBe(1)
})
