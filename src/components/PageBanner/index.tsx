/** Banners above an article: unlisted pages (not indexed) and drafts (development only). */
import React from "react"
import { pageLabels } from "../../config/site"
import * as styles from "./styles.module.css"

export default function PageBanner({ kind }: { kind: "unlisted" | "draft" }): JSX.Element {
  const title = kind === "unlisted" ? pageLabels.unlistedTitle : pageLabels.draftTitle
  const body = kind === "unlisted" ? pageLabels.unlistedBody : pageLabels.draftBody
  return (
    <div className={styles.banner} role="note">
      <strong>{title}</strong>
      <p>{body}</p>
    </div>
  )
}
