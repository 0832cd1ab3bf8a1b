/**
 * The doc sidebar: links and collapsible categories. Categories containing the current page start
 * expanded; the current page is marked with aria-current and scrolled into the sidebar's view when
 * the sidebar scrolls on its own and the link is out of sight (a model at the end of a long list).
 */
import React, { useEffect, useRef, useState } from "react"
import { revealScrollTop } from "../../lib/sidebar-scroll"
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

function Category({
  node,
  activeRoute,
  onNavigate,
  depth,
}: {
  node: SidebarCategory
  activeRoute: string
  onNavigate?: () => void
  depth: number
}) {
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
      {expanded ? (
        <SidebarList
          items={node.items}
          activeRoute={activeRoute}
          onNavigate={onNavigate}
          depth={depth + 1}
          id={listId}
        />
      ) : null}
    </li>
  )
}

function SidebarList({ items, activeRoute, onNavigate, depth, id }: Props & { depth: number; id?: string }) {
  return (
    <ul className={depth === 0 ? styles.list : styles.sublist} id={id}>
      {items.map((node, i) =>
        node.type === "category" ? (
          <Category
            key={`${node.label}-${i}`}
            node={node}
            activeRoute={activeRoute}
            onNavigate={onNavigate}
            depth={depth}
          />
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

/** Scrolls the sidebar's own scrolling box (the sticky column, the mobile drawer) to the current link if it is out of sight. */
function useActiveLinkInView(nav: React.RefObject<HTMLElement>, activeRoute: string) {
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
    // The first ancestor taller inside than outside is the one that scrolls (the page itself is left alone).
    let box = nav.current?.parentElement
    while (box && box !== document.body && box.scrollHeight <= box.clientHeight) box = box.parentElement
    if (!link || !box || box === document.body) return
    const itemTop = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop
    const top = revealScrollTop({
      scrollTop: box.scrollTop,
      viewHeight: box.clientHeight,
      itemTop,
      itemHeight: link.offsetHeight,
    })
    if (top !== null) box.scrollTop = top
  }, [nav, activeRoute])
}

export default function DocSidebar({ items, activeRoute, onNavigate }: Props): JSX.Element {
  const nav = useRef<HTMLElement>(null)
  useActiveLinkInView(nav, activeRoute)
  return (
    <nav ref={nav} aria-label={labels.docsSidebar} className={styles.sidebar}>
      <SidebarList items={items} activeRoute={activeRoute} onNavigate={onNavigate} depth={0} />
    </nav>
  )
}
