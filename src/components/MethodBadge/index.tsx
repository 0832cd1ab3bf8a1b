/** The HTTP method of an operation as a coloured badge (same colours as the sidebar badges). */
import React from "react"
import * as styles from "./styles.module.css"

export default function MethodBadge({ method, large = false }: { method: string; large?: boolean }): JSX.Element {
  return (
    <span className={`${styles.badge} ${large ? styles.large : ""}`} data-method={method.toLowerCase()}>
      {method.toUpperCase()}
    </span>
  )
}
