import { firstPaint, FIRST_PAINT } from "./first-paint"
import { inlineScript } from "./load-failure-scripts"

const settings = { dismissKey: "pollaris.announcement.dismissed", announcementId: "v2", ...FIRST_PAINT }

beforeEach(() => {
  document.documentElement.removeAttribute(FIRST_PAINT.dismissedAttribute)
  document.documentElement.className = ""
  window.localStorage.clear()
})

describe("the first-paint script", () => {
  it("marks a dismissed announcement before anything is drawn, only for the current announcement id", () => {
    window.localStorage.setItem(settings.dismissKey, "v1")
    firstPaint(settings, document)
    expect(document.documentElement.hasAttribute(FIRST_PAINT.dismissedAttribute)).toBe(false)
    window.localStorage.setItem(settings.dismissKey, "v2")
    firstPaint(settings, document)
    expect(document.documentElement.hasAttribute(FIRST_PAINT.dismissedAttribute)).toBe(true)
  })

  it("lays out every section when the reader presses End, but not while typing", () => {
    firstPaint(settings, document)
    const input = document.body.appendChild(document.createElement("input"))
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }))
    expect(document.documentElement.classList.contains(FIRST_PAINT.renderAllClass)).toBe(false)
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }))
    expect(document.documentElement.classList.contains(FIRST_PAINT.renderAllClass)).toBe(false)
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }))
    expect(document.documentElement.classList.contains(FIRST_PAINT.renderAllClass)).toBe(true)
  })

  it("lays out every section before an anchor jump", () => {
    firstPaint(settings, document)
    const plain = document.body.appendChild(document.createElement("a"))
    plain.href = "/docs/faq"
    plain.addEventListener("click", (e) => e.preventDefault())
    plain.click()
    expect(document.documentElement.classList.contains(FIRST_PAINT.renderAllClass)).toBe(false)
    const anchor = document.body.appendChild(document.createElement("a"))
    anchor.href = "#options"
    anchor.innerHTML = "<span>Options</span>"
    ;(anchor.firstChild as HTMLElement).click()
    expect(document.documentElement.classList.contains(FIRST_PAINT.renderAllClass)).toBe(true)
  })

  it("serialises to a self-contained script", () => {
    const source = inlineScript(firstPaint, settings)
    expect(source).toContain('"dismissKey":"pollaris.announcement.dismissed"')
    window.localStorage.setItem(settings.dismissKey, "v2")
    new Function(source)()
    expect(document.documentElement.hasAttribute(FIRST_PAINT.dismissedAttribute)).toBe(true)
  })
})
