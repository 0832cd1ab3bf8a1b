/** Operations as a list of links: method badge, summary and path (the API overview's tag sections). */
import React from "react"
import Link from "../../Link"
import MethodBadge from "../../MethodBadge"
import * as styles from "./styles.module.css"

export interface OperationSummary {
  slug: string
  route: string
  method: string
  path: string
  summary: string
  deprecated?: boolean
}

export default function OperationList({ operations, label }: { operations: OperationSummary[]; label: string }): JSX.Element {
  return (
    <ul className={styles.list} aria-label={label}>
      {operations.map((op) => (
        <li key={op.slug}>
          <Link to={op.route} className={styles.link} data-slug={op.slug}>
            <MethodBadge method={op.method} />
            <span className={styles.summary}>{op.summary}</span>
            <code className={styles.path}>{op.path}</code>
          </Link>
        </li>
      ))}
    </ul>
  )
}
