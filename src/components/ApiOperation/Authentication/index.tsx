/** How to authenticate the operation: each accepted security scheme, how to send it, and its description. */
import React from "react"
import type { SecurityData } from "../../../lib/openapi/types"
import Markdown from "../Markdown"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

export default function Authentication({ security }: { security: SecurityData[] }): JSX.Element {
  if (security.length === 0) return <p>{apiLabels.noAuthentication}</p>
  return (
    <ul className={styles.schemes}>
      {security.map((s) => (
        <li key={s.name} className={styles.scheme}>
          <p className={styles.head}>
            <strong>{s.label}</strong> <code className={styles.usage}>{s.usage}</code>
            {s.scopes.length > 0 ? <span className={styles.scopes}> {apiLabels.scopes(s.scopes)}</span> : null}
          </p>
          <Markdown text={s.description} />
        </li>
      ))}
    </ul>
  )
}
