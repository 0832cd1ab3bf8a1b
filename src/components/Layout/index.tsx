/**
 * The shell around every page: skip link, announcement bar, navbar, main content, footer.
 * Mounted once by wrapPageElement, so it persists across client-side navigations.
 */
import React from "react"
import type { SidebarNode } from "../../lib/sidebar"
import { stripBasePath } from "../../lib/routing"
import { site } from "../../config/site"
import SkipToContent from "../SkipToContent"
import AnnouncementBar from "../AnnouncementBar"
import Navbar from "../Navbar"
import Footer from "../Footer"
import * as styles from "./styles.module.css"

interface Props {
  children: React.ReactNode
  pathname: string
  sidebar?: SidebarNode[] | null
  searchSlot?: React.ReactNode
}

export default function Layout({ children, pathname, sidebar, searchSlot }: Props): JSX.Element {
  const activeRoute = stripBasePath(pathname, site.basePath)
  return (
    <div className={styles.layout}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar sidebar={sidebar} activeRoute={activeRoute} searchSlot={searchSlot} />
      <div className={styles.main}>{children}</div>
      <Footer />
    </div>
  )
}
