/** Banners above an article: unlisted pages (not indexed) and drafts (development only). */
import React from "react"
import { labels } from "../../config/site"
import * as styles from "./styles.module.css"

export default function PageBanner({ kind }: { kind: "unlisted" | "draft" }): JSX.Element {
  const title = kind === "unlisted" ? labels.unlistedTitle : labels.draftTitle
  const body = kind === "unlisted" ? labels.unlistedBody : labels.draftBody
  return (
    <div className={styles.banner} role="note">
      <strong>{title}</strong>
      <p>{body}</p>
    </div>
  )
}
