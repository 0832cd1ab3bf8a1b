import { openDetailsOfTarget, openDetailsOnHashChange } from "./open-target-details"

function page(): void {
  document.body.innerHTML = `
    <details id="outer"><summary>Errors</summary>
      <details id="response"><summary><h3 id="response-409">409 Conflict</h3></summary><p>invalid_status</p></details>
    </details>
    <details id="other"><summary><h3 id="response-404">404 Not Found</h3></summary></details>
    <h2 id="plain">Plain</h2>`
}
const open = (id: string) => (document.getElementById(id) as HTMLDetailsElement).open

describe("openDetailsOfTarget", () => {
  beforeEach(page)

  it("opens the <details> around the element the hash names, and only those", () => {
    openDetailsOfTarget(document, "#response-409")
    expect([open("response"), open("outer"), open("other")]).toEqual([true, true, false])
  })

  it("leaves the page as it is for a hash that names nothing, no hash, or a malformed one", () => {
    for (const hash of ["#plain", "#missing", "", "#", "#%E0%A4%A"]) openDetailsOfTarget(document, hash)
    expect([open("response"), open("outer"), open("other")]).toEqual([false, false, false])
  })
})

describe("openDetailsOnHashChange", () => {
  beforeEach(page)

  it("opens the target of the address the page loads with, then of each in-page link", () => {
    window.history.replaceState(null, "", "#response-404")
    openDetailsOnHashChange(window)
    expect(open("other")).toBe(true)
    window.history.replaceState(null, "", "#response-409")
    window.dispatchEvent(new HashChangeEvent("hashchange"))
    expect(open("response")).toBe(true)
  })
})
