import React from "react"
import type { PageProps } from "gatsby"
import Seo from "../components/Seo"
import Link from "../components/Link"
import { MAIN_CONTENT_ID } from "../components/SkipToContent"
import { pageLabels } from "../config/site"
import * as styles from "./404.module.css"

/** Any unknown path under /docs/ (served with HTTP 404 by servers that support it). */
export default function NotFoundPage(_props: PageProps): JSX.Element {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
      <Seo title={pageLabels.notFoundTitle} route="/404" noindex />
      <h1>{pageLabels.notFoundTitle}</h1>
      <p>{pageLabels.notFoundBody}</p>
      <p>{pageLabels.notFoundHint}</p>
      <p>
        <Link to="/">{pageLabels.notFoundHome}</Link>
      </p>
    </main>
  )
}
