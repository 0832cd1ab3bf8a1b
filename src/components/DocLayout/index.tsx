/**
 * A documentation page: doc sidebar (desktop), the article with breadcrumbs and previous/next, and
 * the table of contents (wide screens). Used by doc, category and API pages alike.
 */
import React from "react"
import type { SidebarNode } from "../../lib/sidebar"
import type { Heading } from "../../lib/headings"
import DocSidebar from "../DocSidebar"
import TableOfContents from "../TableOfContents"
import CollapsibleToc from "../TableOfContents/Collapsible"
import Breadcrumbs, { type Crumb } from "../Breadcrumbs"
import PaginationNav, { type PageLink } from "../PaginationNav"
import PageBanner from "../PageBanner"
import HydrationBoundary from "../HydrationBoundary"
import { MAIN_CONTENT_ID } from "../SkipToContent"
import { useSharedSidebar } from "../../hooks/useSharedSidebar"
import * as styles from "./styles.module.css"

/** What gatsby-node puts in every docs-like page's context to navigate around it. */
export interface PageNavigation {
  sidebar?: SidebarNode[] | null
  /** The shared file of the page's sidebar (gatsby-node), read when `sidebar` is not given. */
  sidebarFile?: string | null
  breadcrumbs?: Crumb[]
  previous?: PageLink | null
  next?: PageLink | null
}

export interface DocLayoutProps {
  title: string
  route: string
  /** The page context's sidebar, breadcrumbs and previous/next. */
  navigation?: PageNavigation
  headings?: Heading[]
  unlisted?: boolean
  draft?: boolean
  /** Shown above the title, e.g. the method badge of an API operation. */
  eyebrow?: React.ReactNode
  /** A wide page (API operations, two columns of their own): its table of contents stays above the article. */
  wide?: boolean
  /** Controls shown in the breadcrumbs row, e.g. the page's Markdown actions. */
  pageActions?: React.ReactNode
  children: React.ReactNode
}

export default function DocLayout({
  title,
  route,
  navigation = {},
  headings = [],
  unlisted,
  draft,
  eyebrow,
  wide = false,
  pageActions,
  children,
}: DocLayoutProps): JSX.Element {
  const { breadcrumbs = [], previous, next } = navigation
  const sharedSidebar = useSharedSidebar(navigation.sidebar ? null : navigation.sidebarFile)
  const sidebar = navigation.sidebar ?? sharedSidebar
  return (
    <div className={styles.page}>
      {sidebar && sidebar.length > 0 ? (
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            <HydrationBoundary>
              <DocSidebar items={sidebar} activeRoute={route} />
            </HydrationBoundary>
          </div>
        </aside>
      ) : null}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <div className={`${styles.container} ${wide ? styles.wide : ""}`}>
          <article className={styles.article}>
            {unlisted ? <PageBanner kind="unlisted" /> : null}
            {draft ? <PageBanner kind="draft" /> : null}
            <div className={styles.crumbsRow}>
              <Breadcrumbs items={breadcrumbs} />
              {pageActions}
            </div>
            <header>
              {eyebrow}
              <h1 className={styles.title}>{title}</h1>
            </header>
            <CollapsibleToc headings={headings} className={wide ? undefined : styles.tocCollapsible} />
            {/* No boundary here: the templates' effects reach into their body through refs. */}
            <div className="markdown">{children}</div>
            <PaginationNav previous={previous} next={next} />
          </article>
          {headings.length > 0 && !wide ? (
            <div className={styles.toc}>
              <HydrationBoundary>
                <TableOfContents headings={headings} />
              </HydrationBoundary>
            </div>
          ) : null}
        </div>
      </main>
    </div>
  )
}
