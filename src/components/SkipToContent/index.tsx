import React from "react"
import { labels } from "../../config/site"
import * as styles from "./styles.module.css"

export const MAIN_CONTENT_ID = "main-content"

/** First focusable element of every page: jumps over the navbar to the main content. */
export default function SkipToContent(): JSX.Element {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {labels.skipToContent}
    </a>
  )
}
