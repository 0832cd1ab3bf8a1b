/** The end of a guide: "Edit this page" (the source file in the repository) and "Last updated on <date>". */
import React from "react"
import { pageLabels } from "../../config/site"
import { formatDate } from "../../lib/page-history"
import Link from "../Link"
import * as styles from "./styles.module.css"

export default function PageMeta({
  editUrl,
  lastUpdated,
}: {
  editUrl?: string | null
  lastUpdated?: string | null
}): JSX.Element | null {
  if (!editUrl && !lastUpdated) return null
  return (
    <div className={styles.meta}>
      {editUrl ? (
        <Link className={styles.edit} href={editUrl}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
          {pageLabels.editThisPage}
        </Link>
      ) : null}
      {lastUpdated ? (
        <span className={styles.updated}>
          {pageLabels.lastUpdated} <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </span>
      ) : null}
    </div>
  )
}
