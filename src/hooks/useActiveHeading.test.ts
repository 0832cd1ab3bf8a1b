import { headingTop, pickActiveHeading } from "./useActiveHeading"
import { SECTION_CLASS } from "../lib/doc-sections"

function sectionWithHeading(sectionTop: number, headingTop: number, skipped: boolean | undefined) {
  const section = document.createElement("section")
  section.className = SECTION_CLASS
  const h3 = document.createElement("h3")
  section.append(document.createElement("h2"), h3)
  section.getBoundingClientRect = () => ({ top: sectionTop }) as DOMRect
  h3.getBoundingClientRect = jest.fn(() => ({ top: headingTop }) as DOMRect)
  if (skipped !== undefined) h3.checkVisibility = () => !skipped
  return { section, h3 }
}

describe("headingTop", () => {
  it("measures a heading in a rendered section", () => {
    const { h3 } = sectionWithHeading(1000, 1400, false)
    expect(headingTop(h3)).toBe(1400)
  })

  it("takes the section's top, without measuring the heading, when the browser skips the section's content", () => {
    const { h3 } = sectionWithHeading(3000, 3400, true)
    expect(headingTop(h3)).toBe(3000)
    expect(h3.getBoundingClientRect).not.toHaveBeenCalled()
  })

  it("measures the heading where checkVisibility is missing, and outside sections", () => {
    expect(headingTop(sectionWithHeading(10, 50, undefined).h3)).toBe(50)
    const h2 = document.createElement("h2")
    h2.getBoundingClientRect = () => ({ top: 77 }) as DOMRect
    expect(headingTop(h2)).toBe(77)
  })

  it("gives the same pick as exact positions for a skipped section below the viewport", () => {
    const exact = pickActiveHeading([
      { id: "a", top: -200 },
      { id: "b", top: 40 },
      { id: "c", top: 2400 },
      { id: "d", top: 2900 },
    ])
    const approximated = pickActiveHeading([
      { id: "a", top: -200 },
      { id: "b", top: 40 },
      { id: "c", top: 2400 },
      { id: "d", top: 2400 },
    ])
    expect(approximated).toBe(exact)
  })
})
