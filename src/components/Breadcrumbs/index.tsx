import React from "react"
import { pageLabels } from "../../config/site"
import Link from "../Link"
import * as styles from "./styles.module.css"

export interface Crumb {
  label: string
  href?: string
}

/** Home, the enclosing sidebar categories, then the current page (not linked). */
export default function Breadcrumbs({ items }: { items: Crumb[] }): JSX.Element | null {
  if (items.length === 0) return null
  return (
    <nav aria-label={pageLabels.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/" aria-label={pageLabels.home} className={styles.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </Link>
        </li>
        {items.map((crumb, i) => {
          const last = i === items.length - 1
          return (
            <li key={`${crumb.label}-${i}`}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
