/**
 * The doc sidebar: links and collapsible categories. Categories containing the current page start
 * expanded; the current page is marked with aria-current.
 */
import React, { useState } from "react"
import { containsRoute, type SidebarNode, type SidebarCategory } from "../../lib/sidebar"
import { isSameRoute } from "../../lib/routing"
import { labels } from "../../config/site"
import Link from "../Link"
import MethodBadge from "../MethodBadge"
import * as styles from "./styles.module.css"

interface Props {
  items: SidebarNode[]
  /** Current route without the base path. */
  activeRoute: string
  onNavigate?: () => void
}

function Category({ node, activeRoute, onNavigate, depth }: { node: SidebarCategory; activeRoute: string; onNavigate?: () => void; depth: number }) {
  const [expanded, setExpanded] = useState(!node.collapsed || !node.collapsible || containsRoute(node, activeRoute))
  const active = node.href ? isSameRoute(node.href, activeRoute) : false
  const listId = `sidebar-${depth}-${node.label.replace(/\W+/g, "-").toLowerCase()}`
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        {node.href ? (
          <Link to={node.href} className={styles.link} aria-current={active ? "page" : undefined} onClick={onNavigate}>
            {node.label}
          </Link>
        ) : (
          <button type="button" className={styles.link} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {node.label}
          </button>
        )}
        {node.collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`${expanded ? "Collapse" : "Expand"} sidebar category '${node.label}'`}
            onClick={() => setExpanded(!expanded)}
          >
            <span aria-hidden="true" className={expanded ? styles.caretOpen : styles.caret} />
          </button>
        ) : null}
      </div>
      {expanded ? <SidebarList items={node.items} activeRoute={activeRoute} onNavigate={onNavigate} depth={depth + 1} id={listId} /> : null}
    </li>
  )
}

function SidebarList({ items, activeRoute, onNavigate, depth, id }: Props & { depth: number; id?: string }) {
  return (
    <ul className={depth === 0 ? styles.list : styles.sublist} id={id}>
      {items.map((node, i) =>
        node.type === "category" ? (
          <Category key={`${node.label}-${i}`} node={node} activeRoute={activeRoute} onNavigate={onNavigate} depth={depth} />
        ) : (
          <li key={`${node.href}-${i}`}>
            <Link
              to={node.href}
              className={styles.link}
              aria-current={isSameRoute(node.href, activeRoute) ? "page" : undefined}
              onClick={onNavigate}
            >
              {node.badge ? <MethodBadge method={node.badge} /> : null}
              <span className={styles.label}>{node.label}</span>
            </Link>
          </li>
        )
      )}
    </ul>
  )
}

export default function DocSidebar({ items, activeRoute, onNavigate }: Props): JSX.Element {
  return (
    <nav aria-label={labels.docsSidebar} className={styles.sidebar}>
      <SidebarList items={items} activeRoute={activeRoute} onNavigate={onNavigate} depth={0} />
    </nav>
  )
}
