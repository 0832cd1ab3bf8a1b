/**
 * The shell around every page: skip link, announcement bar, navbar, main content, footer.
 * Mounted once by wrapPageElement, so it persists across client-side navigations.
 */
import React from "react"
import type { SidebarNode } from "../../lib/sidebar"
import { stripBasePath } from "../../lib/routing"
import { site } from "../../config/site"
import { PageLocationProvider, type PageLocation } from "../../hooks/usePageLocation"
import SkipToContent from "../SkipToContent"
import AnnouncementBar from "../AnnouncementBar"
import Navbar from "../Navbar"
import Footer from "../Footer"
import PageErrorBoundary from "../PageErrorBoundary"
import HydrationBoundary from "../HydrationBoundary"
import BackToTopButton from "../BackToTopButton"
import { useSharedSidebar } from "../../hooks/useSharedSidebar"
import { SHARED_JSON_ATTRIBUTE } from "../../browser/shared-data"
import * as styles from "./styles.module.css"

interface Props {
  children: React.ReactNode
  location: PageLocation
  sidebar?: SidebarNode[] | null
  /** The shared file of the page's sidebar, read when `sidebar` is not given. */
  sidebarFile?: string | null
  searchSlot?: React.ReactNode
}

export default function Layout({
  children,
  location,
  sidebar: givenSidebar,
  sidebarFile,
  searchSlot,
}: Props): JSX.Element {
  const sharedSidebar = useSharedSidebar(givenSidebar ? null : sidebarFile)
  const sidebar = givenSidebar ?? sharedSidebar
  const activeRoute = stripBasePath(location.pathname, site.basePath)
  return (
    <PageLocationProvider location={location}>
      <div className={styles.layout} {...{ [SHARED_JSON_ATTRIBUTE]: sidebarFile ?? undefined }}>
        <SkipToContent />
        <AnnouncementBar />
        <HydrationBoundary>
          <Navbar sidebar={sidebar} activeRoute={activeRoute} searchSlot={searchSlot} />
        </HydrationBoundary>
        <div className={styles.main}>
          <PageErrorBoundary resetKey={location.pathname}>
            <HydrationBoundary>{children}</HydrationBoundary>
          </PageErrorBoundary>
        </div>
        <HydrationBoundary>
          <Footer />
        </HydrationBoundary>
        <BackToTopButton />
      </div>
    </PageLocationProvider>
  )
}
