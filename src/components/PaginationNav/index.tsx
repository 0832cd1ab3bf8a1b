import React from "react"
import { pageLabels } from "../../config/site"
import Link from "../Link"
import * as styles from "./styles.module.css"

export interface PageLink {
  label: string
  href: string
}

/** Previous and next pages in sidebar order. */
export default function PaginationNav({
  previous,
  next,
}: {
  previous?: PageLink | null
  next?: PageLink | null
}): JSX.Element | null {
  if (!previous && !next) return null
  return (
    <nav className={styles.pager} aria-label="Docs pages">
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>{pageLabels.previous}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>{pageLabels.next}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  )
}
