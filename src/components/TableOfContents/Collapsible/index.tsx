/**
 * "On this page" above the article where there is no room for the table of contents beside it: a
 * native <details>, so it opens and closes without JavaScript. Choosing a heading closes it, so the
 * jump lands on the heading and not below an open list.
 */
import React from "react"
import type { Heading } from "../../../lib/headings"
import { pageLabels } from "../../../config/site"
import { TocList } from ".."
import * as styles from "./styles.module.css"

export default function CollapsibleToc({
  headings,
  className,
}: {
  headings: Heading[]
  className?: string
}): JSX.Element | null {
  if (headings.length === 0) return null
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click comes from a heading link inside (Enter on a link fires it too); the <summary> is the control
    <details
      className={`${styles.collapsible} ${className ?? ""}`}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) event.currentTarget.open = false
      }}
    >
      <summary className={styles.summary}>{pageLabels.onThisPage}</summary>
      <nav aria-label={pageLabels.onThisPage} className={styles.nav}>
        <TocList headings={headings} />
      </nav>
    </details>
  )
}
