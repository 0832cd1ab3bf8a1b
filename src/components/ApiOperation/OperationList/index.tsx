/** Operations as a list of links: method badge, summary and path (the API overview's tag sections, a model's users). */
import React from "react"
import Link from "../../Link"
import MethodBadge from "../../MethodBadge"
import * as styles from "./styles.module.css"

export interface OperationSummary {
  slug?: string
  route: string
  method: string
  path: string
  summary: string
  deprecated?: boolean
  /** A line under the summary, e.g. where an operation uses a model ("request body, response 200"). */
  detail?: string
}

export default function OperationList({
  operations,
  label,
}: {
  operations: OperationSummary[]
  label: string
}): JSX.Element {
  return (
    <ul className={styles.list} aria-label={label}>
      {operations.map((op) => (
        <li key={op.route}>
          <Link to={op.route} className={styles.link} data-slug={op.slug}>
            <MethodBadge method={op.method} />
            <span className={styles.summary}>{op.summary}</span>
            <code className={styles.path}>{op.path}</code>
            {op.detail ? <span className={styles.detail}>{op.detail}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
