/**
 * Top navbar: brand, the configured items, and the search slot. At 996 px and below the items move
 * into the mobile sidebar behind the menu button. Hides on scroll down, reappears on scroll up.
 */
import React, { Suspense, useCallback, useEffect, useState } from "react"
import { withPrefix } from "gatsby"
import { navbarItems, labels, site } from "../../config/site"
import { isVisibleOn, type NavbarItemConfig } from "../../lib/navbar"
import type { SidebarNode } from "../../lib/sidebar"
import { useHideableNavbar } from "../../hooks/useHideableNavbar"
import NavbarItem from "./NavbarItem"
import Link from "../Link"
import * as styles from "./styles.module.css"

// Only readers on narrow screens who open the menu load it.
const MobileSidebar = React.lazy(() => import("./MobileSidebar"))

interface Props {
  items?: NavbarItemConfig[]
  sidebar?: SidebarNode[] | null
  activeRoute: string
  searchSlot?: React.ReactNode
  hideOnScroll?: boolean
}

export default function Navbar({
  items = navbarItems,
  sidebar,
  activeRoute,
  searchSlot,
  hideOnScroll = true,
}: Props): JSX.Element {
  const [mobileOpen, setMobileOpen] = useState(false)
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll && !mobileOpen)
  const close = useCallback(() => setMobileOpen(false), [])
  useEffect(close, [activeRoute, close])

  const left = items.filter((i) => i.position !== "right")
  const right = items.filter((i) => i.position === "right")
  const render = (item: NavbarItemConfig, i: number) => (
    <li key={i} className={isVisibleOn(item, "desktop") ? undefined : styles.mobileOnly}>
      <NavbarItem item={item} searchSlot={searchSlot} activeSidebar={sidebar} />
    </li>
  )

  return (
    <nav
      ref={navbarRef}
      aria-label={labels.mainNavigation}
      className={`${styles.navbar} ${isNavbarVisible ? "" : styles.hidden}`}
      data-visible={isNavbarVisible}
    >
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.toggle}
          aria-label={labels.openMenu}
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <Link to="/" className={styles.brand}>
          <img src={withPrefix("/img/pollaris-mark.svg")} alt="" width="28" height="28" />
          <span>{site.title}</span>
        </Link>
        <ul className={styles.items}>{left.map(render)}</ul>
        <ul className={`${styles.items} ${styles.right}`}>{right.map(render)}</ul>
      </div>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileSidebar items={items} sidebar={sidebar} activeRoute={activeRoute} onClose={close} />
        </Suspense>
      ) : null}
    </nav>
  )
}
