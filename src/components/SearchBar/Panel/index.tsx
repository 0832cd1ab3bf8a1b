/**
 * The content of the search panel: results grouped by page (the page title once, API operations
 * with their method badge and path, the matching sections under it), "Showing results for …" when
 * the results come through corrected typos, 'No results found.', a Retry when the search code
 * failed to load, and the footer (all results, Cancel). The input keeps focus; the active option
 * is announced through aria-activedescendant and kept scrolled into view. Each option is a link
 * itself, so a middle click or ctrl/meta click opens a new tab.
 * Loaded on demand with the search code (on first focus): the navbar shell holds none of it.
 */
import React, { useEffect, useRef } from "react"
import type { SearchHit } from "../../../hooks/useSearchIndex"
import { groupByPage } from "../../../lib/search/group"
import { useRecentSearches } from "../../../hooks/useRecentSearches"
import Highlighted from "../Highlighted"
import { searchLabels } from "../labels"
import * as styles from "./styles.module.css"

export interface PanelProps {
  listboxId: string
  /** In the order the groups show them (groupedOrder). */
  hits: SearchHit[]
  active: number
  optionId: (index: number) => string
  showNoResults: boolean
  correctedQuery: string | null
  failed: boolean
  onRetry: () => void
  onActivate: (index: number) => void
  onOpen: (hit: SearchHit, event: React.MouseEvent) => void
  onCancel: () => void
}

export interface RecentSearchesProps {
  titleId: string
  onPick: (query: string) => void
  /** Escape, ArrowUp from the first query, or the list emptied: back to the search box. */
  onLeave: () => void
}

// Loaded with the panel: the search box calls it when a result or the search page opens.
export { rememberSearch } from "../../../hooks/useRecentSearches"

/**
 * The reader's recent searches, shown while the box is focused and empty: buttons reached with Tab or
 * ArrowDown from the box; ArrowUp/ArrowDown move between queries, Delete removes the focused one,
 * Escape returns to the box.
 */
export function RecentSearches({ titleId, onPick, onLeave }: RecentSearchesProps): JSX.Element | null {
  const { list: queries, load, remove: onRemove, clear } = useRecentSearches()
  useEffect(load, [load])
  const listRef = useRef<HTMLUListElement>(null)
  const focusQuery = (index: number) =>
    listRef.current?.querySelectorAll<HTMLButtonElement>("[data-recent-query]")[index]?.focus()
  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>, index: number, query: string) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault()
      const next = index + (e.key === "ArrowDown" ? 1 : -1)
      if (next < 0) onLeave()
      else focusQuery(Math.min(next, queries.length - 1))
    } else if (e.key === "Delete") {
      e.preventDefault()
      onRemove(query)
      // Focus stays in the list: on the query that took this one's place, else the one before.
      requestAnimationFrame(() => (queries.length > 1 ? focusQuery(Math.min(index, queries.length - 2)) : onLeave()))
    }
  }
  if (queries.length === 0) return null
  const onClear = () => {
    clear()
    onLeave()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape comes from the buttons in the list; the container only listens as it bubbles up
    <div onKeyDown={(e) => e.key === "Escape" && (e.preventDefault(), onLeave())}>
      <p id={titleId} className={styles.recentTitle}>
        {searchLabels.recentSearches}
      </p>
      <ul ref={listRef} aria-labelledby={titleId} className={styles.recentList}>
        {queries.map((query, index) => (
          <li key={query} className={styles.recentItem}>
            <button
              type="button"
              data-recent-query
              className={styles.recentQuery}
              onClick={() => onPick(query)}
              onKeyDown={(e) => onKeyDown(e, index, query)}
            >
              {query}
            </button>
            <button
              type="button"
              className={styles.recentRemove}
              aria-label={searchLabels.removeRecent(query)}
              title={searchLabels.removeRecent(query)}
              onClick={() => onRemove(query)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <button type="button" onClick={onClear}>
          {searchLabels.clearRecent}
        </button>
      </div>
    </div>
  )
}

export function OperationBadge({ method, path }: { method: string; path: string }): JSX.Element {
  return (
    <span className={styles.operation}>
      <span className={styles.method} data-method={method}>
        {method}
      </span>
      <code className={styles.path}>{path}</code>
    </span>
  )
}

export default function Panel(props: PanelProps): JSX.Element {
  const {
    listboxId,
    hits,
    active,
    optionId,
    showNoResults,
    correctedQuery,
    failed,
    onRetry,
    onActivate,
    onOpen,
    onCancel,
  } = props
  const listRef = useRef<HTMLDivElement>(null)

  // Arrow keys move the active option; keep it inside the scrolled list.
  useEffect(() => {
    const list = listRef.current
    const option = list?.querySelector<HTMLElement>(`[id="${optionId(active)}"]`)
    if (!list || !option) return
    const listBox = list.getBoundingClientRect()
    const box = option.getBoundingClientRect()
    if (box.top < listBox.top || box.bottom > listBox.bottom) option.scrollIntoView({ block: "nearest" })
  }, [active, hits, optionId])

  let index = 0
  const groups = groupByPage(hits)
  return (
    <>
      {correctedQuery ? (
        <p className={styles.corrected}>
          {searchLabels.showingResultsFor} <em>{correctedQuery}</em>
        </p>
      ) : null}
      <div ref={listRef} id={listboxId} role="listbox" aria-label={searchLabels.results} className={styles.list}>
        {groups.map((group) => {
          const operation = group.hits.find((h) => h.operation)?.operation ?? null
          const headingId = `${listboxId}-group-${index}`
          return (
            <div key={group.pageHref} role="group" aria-labelledby={headingId} className={styles.group}>
              <div id={headingId} className={styles.groupTitle}>
                <span>{group.page}</span>
                {operation ? <OperationBadge method={operation.method} path={operation.path} /> : null}
              </div>
              {group.hits.map((hit) => {
                const i = index++
                return (
                  // The option is the link itself (no interactive element nested in an option): a middle or
                  // ctrl/meta click still opens a new tab, and a plain click navigates in place.
                  <a
                    key={hit.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    href={hit.href}
                    tabIndex={-1}
                    className={`${styles.option} ${styles.link}`}
                    onMouseMove={() => i !== active && onActivate(i)}
                    // Keeps focus in the input, so the panel does not close before the click lands.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={(e) => {
                      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return
                      e.preventDefault()
                      onOpen(hit, e)
                    }}
                  >
                    <span className={styles.title}>
                      {hit.isPage ? searchLabels.pageOverview : <Highlighted segments={hit.sectionTitle} />}
                    </span>
                    {hit.snippet.length > 0 ? (
                      <span className={styles.snippet}>
                        <Highlighted segments={hit.snippet} />
                      </span>
                    ) : null}
                  </a>
                )
              })}
            </div>
          )
        })}
      </div>
      {failed ? (
        <p className={styles.empty} role="alert">
          {searchLabels.loadFailed}{" "}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {searchLabels.retry}
          </button>
        </p>
      ) : null}
      {showNoResults ? <p className={styles.empty}>{searchLabels.noResults}</p> : null}
      <div className={styles.footer}>
        <button type="submit">{searchLabels.seeAll}</button>
        <button type="button" title={searchLabels.cancel} onClick={onCancel}>
          {searchLabels.cancel}
        </button>
      </div>
    </>
  )
}
