/**
 * A content image opens larger in a modal <dialog> (loaded only on pages that have one): a click or
 * Enter on the image's link opens it, with the alt text as the caption; Escape, the close button or a
 * click anywhere but the caption closes it, and focus returns to the link. Built with DOM calls only
 * (no HTML strings, no style attributes).
 */
import { pageLabels } from "../config/site"

export const ZOOM_LINK = "a[data-zoom-image]"

export function attachImageDialog(root: HTMLElement): () => void {
  const doc = root.ownerDocument
  let dialog: HTMLDialogElement | undefined
  let opener: HTMLElement | undefined
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => Object.assign(doc.createElement(tag), { className })

  const build = () => {
    const d = make("dialog", "image-dialog")
    d.setAttribute("aria-label", pageLabels.imageDialog)
    const close = make("button", "image-dialog__close")
    close.type = "button"
    close.setAttribute("aria-label", pageLabels.closeImage)
    close.textContent = "×"
    const figure = make("figure", "image-dialog__figure")
    const frame = make("div", "image-dialog__frame")
    frame.append(make("img", "image-dialog__image"))
    figure.append(frame, make("figcaption", "image-dialog__caption"))
    d.append(close, figure)
    d.addEventListener("click", (event) => {
      if (!(event.target as Element).closest("figcaption")) d.close()
    })
    d.addEventListener("close", () => opener?.focus())
    doc.body.append(d)
    return d
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(ZOOM_LINK)
    const source = link?.querySelector("img")
    if (!link || !source || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    dialog ??= build()
    const image = dialog.querySelector("img") as HTMLImageElement
    image.src = source.currentSrc || source.src
    image.alt = source.alt
    for (const name of ["width", "height"]) image.setAttribute(name, source.getAttribute(name) ?? "")
    // The caption shows the alt text the image already carries: read once.
    const caption = dialog.querySelector("figcaption") as HTMLElement
    caption.textContent = source.alt
    caption.setAttribute("aria-hidden", "true")
    opener = link
    dialog.showModal()
  }

  // Capture: before the content's own link handling.
  root.addEventListener("click", onClick, true)
  return () => {
    root.removeEventListener("click", onClick, true)
    dialog?.remove()
  }
}
