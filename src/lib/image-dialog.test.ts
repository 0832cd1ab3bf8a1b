import { attachImageDialog } from "./image-dialog"

// jsdom has <dialog> without the modal methods: enough of them for the behaviour under test.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void }
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  }
})

function setup() {
  document.body.innerHTML =
    '<div id="root"><p>Text <a id="other" href="/docs/faq">faq</a></p><a id="zoom" class="zoomable-image" href="/docs/static/images/poll.svg" data-zoom-image=""><img src="/docs/static/images/poll.svg" alt="A poll message with four answers" width="700" height="420"><span class="visually-hidden">(opens larger)</span></a></div>'
  const root = document.getElementById("root") as HTMLElement
  const detach = attachImageDialog(root)
  const link = document.getElementById("zoom") as HTMLAnchorElement
  return { root, detach, link }
}
const click = (el: Element, init: MouseEventInit = {}) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))

describe("image dialog", () => {
  it("opens the image larger in a modal dialog with its alt text as the caption", () => {
    const { link } = setup()
    link.focus()
    const followed = click(link.querySelector("img") as Element)
    expect(followed).toBe(false)
    const dialog = document.querySelector("dialog.image-dialog") as HTMLDialogElement
    expect(dialog).toHaveAttribute("open")
    expect(dialog).toHaveAttribute("aria-label", "Enlarged image")
    const image = dialog.querySelector("img") as HTMLImageElement
    expect(new URL(image.src).pathname).toBe("/docs/static/images/poll.svg")
    expect(image.alt).toBe("A poll message with four answers")
    expect(image.getAttribute("width")).toBe("700")
    expect(dialog.querySelector("figcaption")).toHaveTextContent("A poll message with four answers")
    expect(dialog.querySelector("figcaption")).toHaveAttribute("aria-hidden", "true")
    // No style attribute anywhere (the content security policy forbids them).
    expect(dialog.outerHTML).not.toContain("style=")
  })

  it("closes on the close button or a click outside the caption, and returns focus to the link", () => {
    const { link } = setup()
    click(link)
    const dialog = document.querySelector("dialog") as HTMLDialogElement
    ;(dialog.querySelector("button") as HTMLButtonElement).click()
    expect(dialog).not.toHaveAttribute("open")
    expect(document.activeElement).toBe(link)
    click(link)
    click(dialog.querySelector("figcaption") as Element)
    expect(dialog).toHaveAttribute("open")
    click(dialog)
    expect(dialog).not.toHaveAttribute("open")
    expect(document.activeElement).toBe(link)
    // One dialog, reused.
    click(link)
    expect(document.querySelectorAll("dialog")).toHaveLength(1)
  })

  it("leaves other links, modified clicks and a detached container alone", () => {
    const { link, detach } = setup()
    expect(click(document.getElementById("other") as Element)).toBe(true)
    expect(click(link, { ctrlKey: true })).toBe(true)
    expect(document.querySelector("dialog")).toBeNull()
    detach()
    expect(click(link)).toBe(true)
    expect(document.querySelector("dialog")).toBeNull()
  })
})
