/** "On this page": the page's h2 and h3 headings, nested, with the one in view highlighted. */
import React from "react"
import type { Heading } from "../../lib/headings"
import { pageLabels } from "../../config/site"
import { useActiveHeading } from "../../hooks/useActiveHeading"
import * as styles from "./styles.module.css"

export interface TocEntry extends Heading {
  children: Heading[]
}

/** h3s nest under the h2 before them; an h3 before any h2 stays at the top level. */
export function nestHeadings(headings: Heading[]): TocEntry[] {
  const entries: TocEntry[] = []
  const minDepth = Math.min(...headings.map((h) => h.depth))
  for (const h of headings) {
    const parent = entries[entries.length - 1]
    if (h.depth > minDepth && parent) parent.children.push(h)
    else entries.push({ ...h, children: [] })
  }
  return entries
}

/** The nested list of links; `active` marks the heading in view. */
export function TocList({
  headings,
  active,
  className,
}: {
  headings: Heading[]
  active?: string | null
  className?: string
}): JSX.Element {
  const link = (h: Heading) => (
    <a href={`#${h.id}`} className={styles.link} aria-current={active === h.id ? "location" : undefined}>
      {h.value}
    </a>
  )
  return (
    <ul className={`${styles.list} ${className ?? ""}`}>
      {nestHeadings(headings).map((h) => (
        <li key={h.id}>
          {link(h)}
          {h.children.length > 0 ? (
            <ul className={styles.sublist}>
              {h.children.map((c) => (
                <li key={c.id}>{link(c)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export default function TableOfContents({ headings }: { headings: Heading[] }): JSX.Element | null {
  const active = useActiveHeading(headings.map((h) => h.id))
  if (headings.length === 0) return null
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        {pageLabels.onThisPage}
      </p>
      <TocList headings={headings} active={active} />
    </nav>
  )
}
