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

export default function MobileSidebar({ items, sidebar, activeRoute, onClose }: Props): JSX.Element {
  const hasSidebar = Boolean(sidebar && sidebar.length > 0)
  const [showPrimary, setShowPrimary] = useState(!hasSidebar)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKey)
    document.body.style.overflow = "hidden"
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = ""
    }
  }, [onClose])

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation">
        <div className={styles.header}>
          <Link to="/" className={styles.brand} onClick={onClose}>
            {site.title}
          </Link>
          <button ref={closeRef} type="button" className={styles.close} aria-label={labels.closeMenu} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
          {showPrimary ? (
            <ul className={styles.menu}>
              {items
                .filter((item) => item.type !== "search" && isVisibleOn(item, "mobile"))
                .map((item, i) => (
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
    </div>
  )
}
