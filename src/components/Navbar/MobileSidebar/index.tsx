/**
 * The navbar on narrow screens: a panel with the main menu (navbar items, search excluded) and, on
 * pages that have one, the doc sidebar, reachable from the main menu and back via '← Back to main menu'.
 */
import React, { useEffect, useRef, useState } from "react"
import { labels, site } from "../../../config/site"
import { isVisibleOn, type NavbarItemConfig } from "../../../lib/navbar"
import type { SidebarNode } from "../../../lib/sidebar"
import DocSidebar from "../../DocSidebar"
import NavbarItem from "../NavbarItem"
import Link from "../../Link"
import * as styles from "./styles.module.css"

interface Props {
  items: NavbarItemConfig[]
  sidebar?: SidebarNode[] | null
  activeRoute: string
  onClose: () => void
}

/** The layout is desktop above the 996 px split: the menu has no place there. */
const DESKTOP_QUERY = "(min-width: 997px)"

export default function MobileSidebar({ items, sidebar, activeRoute, onClose }: Props): JSX.Element {
  const hasSidebar = Boolean(sidebar && sidebar.length > 0)
  const [showPrimary, setShowPrimary] = useState(!hasSidebar)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  // A modal <dialog>: the browser keeps focus inside it (the page behind is inert) and Escape closes
  // it. Closing by the button, the backdrop, Escape or a desktop-wide window returns focus to the
  // control that opened it; following a link leaves focus to the next page.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    closeRef.current?.focus()
    const onDialogClose = () => {
      opener?.focus()
      onClose()
    }
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onLayout = () => desktop.matches && dialog.close()
    // Escape also when the browser declines the dialog's own close request (repeated without a click).
    // Tab wraps around inside the panel: a modal dialog makes the page inert, but the browser would
    // still move focus past its last control to its own interface.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") dialog.close()
      if (e.key !== "Tab") return
      const controls = [
        ...dialog.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input, [tabindex]:not([tabindex='-1'])"
        ),
      ].filter((el) => el.getClientRects().length > 0)
      const edge = e.shiftKey ? controls[0] : controls[controls.length - 1]
      if (controls.length > 0 && (document.activeElement === edge || !dialog.contains(document.activeElement))) {
        e.preventDefault()
        ;(e.shiftKey ? controls[controls.length - 1] : controls[0]).focus()
      }
    }
    dialog.addEventListener("close", onDialogClose)
    desktop.addEventListener("change", onLayout)
    document.addEventListener("keydown", onKey)
    document.body.style.overflow = "hidden"
    return () => {
      dialog.removeEventListener("close", onDialogClose)
      desktop.removeEventListener("change", onLayout)
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = ""
    }
  }, [onClose])

  const closeDialog = () => dialogRef.current?.close()

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop (the dialog itself) is the pointer's way to close; the keyboard has Escape (native <dialog>) and the close button
    <dialog
      ref={dialogRef}
      className={styles.root}
      aria-label="Navigation"
      // A click beside the panel lands on the dialog itself (it covers the viewport).
      onClick={(e) => e.target === e.currentTarget && closeDialog()}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <Link to="/" className={styles.brand} onClick={onClose}>
            {site.title}
          </Link>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={labels.closeMenu}
            onClick={closeDialog}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
          {showPrimary ? (
            <ul className={styles.menu}>
              {items
                .filter((item) => item.type !== "search" && isVisibleOn(item, "mobile"))
                .map((item, i) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click comes from a link inside (Enter on a link fires it too): the menu closes once a link is followed
                  <li key={i} onClick={(e) => (e.target as HTMLElement).closest("a") && onClose()}>
                    <NavbarItem item={item} mobile />
                  </li>
                ))}
            </ul>
          ) : (
            <>
              <button type="button" className={styles.back} onClick={() => setShowPrimary(true)}>
                {labels.backToMainMenu}
              </button>
              {sidebar ? <DocSidebar items={sidebar} activeRoute={activeRoute} onNavigate={onClose} /> : null}
            </>
          )}
          {showPrimary && hasSidebar ? (
            <button type="button" className={styles.back} onClick={() => setShowPrimary(false)}>
              {"Docs menu →"}
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  )
}
