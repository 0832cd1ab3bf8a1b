import React from "react"
import { announcement, labels } from "../../config/site"
import { useDismissible } from "../../hooks/useDismissible"
import Link from "../Link"
import * as styles from "./styles.module.css"

export interface AnnouncementProps {
  id: string
  content: string
  linkLabel?: string
  linkTo?: string
  isCloseable?: boolean
}

/** A one-line announcement above the navbar; closing it is remembered until its id changes. */
export default function AnnouncementBar(props: Partial<AnnouncementProps>): JSX.Element | null {
  const { id, content, linkLabel, linkTo, isCloseable } = { ...announcement, ...props }
  const { dismissed, dismiss } = useDismissible(id)
  if (dismissed) return null
  return (
    // data-announcement: hidden by CSS before the first paint when dismissed (src/browser/head/first-paint.ts).
    <div className={styles.bar} role="region" aria-label="Announcement" data-announcement="">
      <p className={styles.content}>
        {content} {linkTo && linkLabel ? <Link to={linkTo}>{linkLabel}</Link> : null}
      </p>
      {isCloseable ? (
        <button
          type="button"
          className={styles.close}
          onClick={dismiss}
          aria-label={labels.closeAnnouncement}
          title={labels.closeAnnouncement}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}
