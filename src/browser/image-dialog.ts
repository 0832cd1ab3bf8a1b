/**
 * A content image opens larger in a modal <dialog>: a click or Enter on the image's link opens it
 * (src/browser/content-enhance.ts; this module loads when the reader first points at, focuses or clicks an
 * image), with the alt text as the caption; Escape, the close button or a click anywhere but the
 * caption closes it, and focus returns to the link. Built with DOM calls only (no HTML strings, no
 * style attributes).
 */
import { pageLabels } from "../config/site"

/** The dialog of a document, made on first use and reused. */
const dialogs = new WeakMap<Document, HTMLDialogElement>()

function dialogOf(doc: Document): HTMLDialogElement {
  const existing = dialogs.get(doc)
  if (existing?.isConnected) return existing
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) =>
    Object.assign(doc.createElement(tag), { className })
  const dialog = make("dialog", "image-dialog")
  dialog.setAttribute("aria-label", pageLabels.imageDialog)
  const close = make("button", "image-dialog__close")
  close.type = "button"
  close.setAttribute("aria-label", pageLabels.closeImage)
  close.textContent = "×"
  const figure = make("figure", "image-dialog__figure")
  const frame = make("div", "image-dialog__frame")
  frame.append(make("img", "image-dialog__image"))
  figure.append(frame, make("figcaption", "image-dialog__caption"))
  dialog.append(close, figure)
  dialog.addEventListener("click", (event) => {
    if (!(event.target as Element).closest("figcaption")) dialog.close()
  })
  doc.body.append(dialog)
  dialogs.set(doc, dialog)
  return dialog
}

/** Opens the image of a content image link (a[data-zoom-image]) in the dialog; closing it focuses the link again. */
export function openImageDialog(link: HTMLElement): void {
  const source = link.querySelector("img")
  if (!source) return
  const dialog = dialogOf(link.ownerDocument)
  const image = dialog.querySelector("img") as HTMLImageElement
  image.src = source.currentSrc || source.src
  image.alt = source.alt
  for (const name of ["width", "height"]) image.setAttribute(name, source.getAttribute(name) ?? "")
  // The caption shows the alt text the image already carries: read once.
  const caption = dialog.querySelector("figcaption") as HTMLElement
  caption.textContent = source.alt
  caption.setAttribute("aria-hidden", "true")
  dialog.addEventListener("close", () => link.focus(), { once: true })
  dialog.showModal()
}
