import { openImageDialog } from "./image-dialog"

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
    '<div id="root"><a id="zoom" class="zoomable-image" href="/docs/static/images/poll.svg" data-zoom-image=""><img src="/docs/static/images/poll.svg" alt="A poll message with four answers" width="700" height="420"><span class="visually-hidden">(opens larger)</span></a></div>'
  return document.getElementById("zoom") as HTMLAnchorElement
}
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))

describe("image dialog", () => {
  it("opens the image larger in a modal dialog with its alt text as the caption", () => {
    const link = setup()
    openImageDialog(link)
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
    const link = setup()
    openImageDialog(link)
    const dialog = document.querySelector("dialog") as HTMLDialogElement
    ;(dialog.querySelector("button") as HTMLButtonElement).click()
    expect(dialog).not.toHaveAttribute("open")
    expect(document.activeElement).toBe(link)
    openImageDialog(link)
    click(dialog.querySelector("figcaption") as Element)
    expect(dialog).toHaveAttribute("open")
    link.blur()
    click(dialog)
    expect(dialog).not.toHaveAttribute("open")
    expect(document.activeElement).toBe(link)
    // One dialog, reused.
    openImageDialog(link)
    expect(document.querySelectorAll("dialog")).toHaveLength(1)
  })
})
