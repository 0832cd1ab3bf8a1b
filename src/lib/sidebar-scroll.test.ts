import { revealScrollTop } from "./sidebar-scroll"

describe("revealScrollTop", () => {
  it("leaves a link that is fully in view where it is", () => {
    expect(revealScrollTop({ scrollTop: 0, viewHeight: 800, itemTop: 100, itemHeight: 30 })).toBeNull()
    expect(revealScrollTop({ scrollTop: 500, viewHeight: 800, itemTop: 1270, itemHeight: 30 })).toBeNull()
  })

  it("centres a link below the visible part", () => {
    expect(revealScrollTop({ scrollTop: 0, viewHeight: 800, itemTop: 1800, itemHeight: 30 })).toBe(1415)
  })

  it("centres a link above the visible part, and one cut by an edge", () => {
    expect(revealScrollTop({ scrollTop: 1000, viewHeight: 800, itemTop: 200, itemHeight: 30 })).toBe(0)
    expect(revealScrollTop({ scrollTop: 0, viewHeight: 800, itemTop: 790, itemHeight: 30 })).toBe(405)
  })
})
