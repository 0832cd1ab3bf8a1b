/**
 * The navbar search box: a combobox whose listbox panel
 * opens below it, as wide as the input wrapper (never a modal). This shell ships with every page
 * and stays small; the search code and the index files load on first focus or keystroke
 * (src/hooks/useSearchIndex.ts).
 *
 * Focused and empty, the box shows the reader's recent searches (Panel's RecentSearches), reached with
 * Tab or ArrowDown; a query is remembered when it leads somewhere (a result opened, See all results).
 *
 * Keys: typing opens the panel; ArrowUp/ArrowDown move the active result (the first by default);
 * Enter opens it (ctrl/meta: new tab, shift: new window); Escape closes the panel, or clears the
 * query when it is already closed; Tab and clicks outside close it. "/" and Ctrl/Cmd+K focus the box.
 * The field widens when focused, so the panel that hangs from it has room for results. Below
 * 996 px the top bar shows a search button instead, which opens the field across the bar.
 */
import React, { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from "react"
import { navigate } from "gatsby"
import { searchSettings } from "../../config/site"
import { useSearchIndex, type SearchHit } from "../../hooks/useSearchIndex"
import { groupedOrder } from "../../lib/search/group"
import { searchLabels, searchPageRoute } from "./labels"
import { useSearchShortcut } from "../../hooks/useSearchShortcut"
import { useOutsidePointer } from "../../hooks/useOutsidePointer"
import * as styles from "./styles.module.css"

// The panel's content loads with the search code, on first focus.
const loadPanel = () => import("./Panel")
const Panel = lazy(loadPanel)
const RecentSearches = lazy(() => loadPanel().then((m) => ({ default: m.RecentSearches })))

/** Opens a result: client-side navigation, or a new tab (ctrl/meta) or window (shift). */
export function openHit(hit: SearchHit, modifiers: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }): void {
  if (modifiers.ctrlKey || modifiers.metaKey) window.open(hit.href, "_blank", "noopener")
  else if (modifiers.shiftKey) window.open(hit.href, "_blank", "noopener,popup")
  else void navigate(hit.to)
}

export default function SearchBar(): JSX.Element {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // Below 996 px: the field is shown across the top bar once the search button is pressed.
  const [expanded, setExpanded] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const wrapperRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = (i: number) => `${id}-option-${i}`

  const { results, status, correctedQuery, preload, retry } = useSearchIndex(query, {
    limit: searchSettings.maxSearchResults,
  })
  // Grouped by page: the arrow keys walk the results in the order the panel shows them.
  const hits = useMemo(() => groupedOrder(results ?? []), [results])
  const hasQuery = query.trim().length > 0
  const panelOpen = open && hasQuery
  // Focused and empty: the recent searches (none shown when there are none).
  const recentOpen = open && !hasQuery
  const remember = (q: string) => void loadPanel().then((m) => m.rememberSearch(q))
  const firstRecent = () => wrapperRef.current?.querySelector<HTMLButtonElement>("[data-recent-query]")

  useEffect(() => setActive(0), [results])

  useSearchShortcut(inputRef)

  useOutsidePointer(wrapperRef, panelOpen || recentOpen, () => setOpen(false))

  const close = () => setOpen(false)

  useEffect(() => {
    if (expanded) inputRef.current?.focus()
  }, [expanded])

  const openResult = (hit: SearchHit, modifiers: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }) => {
    const inPlace = !(modifiers.ctrlKey || modifiers.metaKey || modifiers.shiftKey)
    remember(query)
    if (inPlace) {
      close()
      setExpanded(false)
      inputRef.current?.blur()
    }
    openHit(hit, modifiers)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
      case "ArrowUp": {
        e.preventDefault()
        if (!panelOpen) {
          if (hasQuery) setOpen(true)
          else if (e.key === "ArrowDown") firstRecent()?.focus()
          return
        }
        if (hits.length === 0) return
        const step = e.key === "ArrowDown" ? 1 : -1
        setActive((i) => (i + step + hits.length) % hits.length)
        return
      }
      case "Escape":
        // Also keeps the browser from clearing a search field on its own.
        e.preventDefault()
        if (panelOpen) close()
        else if (query) setQuery("")
        else setExpanded(false)
        return
      case "Tab":
        // The recent searches follow the box: Tab goes into them.
        if (!firstRecent()) close()
        return
      case "Enter": {
        const hit = panelOpen ? hits[active] : undefined
        if (!hit) return // the form submits: the search page
        e.preventDefault()
        openResult(hit, e)
        return
      }
      default:
    }
  }

  const activeId = panelOpen && hits.length > 0 ? optionId(Math.min(active, hits.length - 1)) : undefined

  return (
    <>
      <button
        type="button"
        className={`${styles.icon} ${styles.submit} ${styles.toggle}`}
        aria-label={searchLabels.openSearch}
        title={searchLabels.openSearch}
        aria-expanded={expanded}
        hidden={expanded}
        onClick={() => setExpanded(true)}
      />
      <form
        ref={wrapperRef}
        role="search"
        className={`${styles.searchBar} ${expanded ? styles.expanded : ""} ${panelOpen ? styles.withResults : ""}`}
        onSubmit={(e) => {
          e.preventDefault()
          remember(query)
          close()
          setExpanded(false)
          void navigate(searchPageRoute(query.trim()))
        }}
        onReset={(e) => {
          e.preventDefault()
          setQuery("")
          setOpen(false)
          inputRef.current?.focus()
        }}
      >
        <div className={styles.inputWrapper}>
          <div className={styles.prefix}>
            {status === "stalled" ? (
              <span className={styles.spinner} role="status" aria-label={searchLabels.loading} />
            ) : (
              <label htmlFor={`${id}-input`}>
                <button
                  type="submit"
                  className={`${styles.icon} ${styles.submit}`}
                  title={searchLabels.submit}
                  aria-label={searchLabels.submit}
                />
              </label>
            )}
          </div>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            role="combobox"
            aria-label={searchLabels.inputLabel}
            aria-autocomplete="list"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? listboxId : undefined}
            aria-activedescendant={activeId}
            aria-keyshortcuts="/ Control+K Meta+K"
            placeholder={searchLabels.placeholder}
            maxLength={searchSettings.maxQueryLength}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setOpen(true)
              setActive(0)
            }}
            onFocus={() => {
              preload()
              void loadPanel()
              setOpen(true)
            }}
            onKeyDown={onKeyDown}
          />
          {hasQuery ? (
            <button
              type="reset"
              className={`${styles.icon} ${styles.clear}`}
              title={searchLabels.clear}
              aria-label={searchLabels.clear}
            />
          ) : (
            <kbd title={searchLabels.shortcutHint}>/</kbd>
          )}
        </div>
        <button
          type="button"
          className={styles.collapse}
          onClick={() => {
            close()
            setExpanded(false)
          }}
        >
          {searchLabels.cancel}
        </button>
        <div
          className={styles.panel}
          hidden={!panelOpen && !recentOpen}
          // Focus leaving the box and its panel (Tab past the recent searches) closes the panel.
          onBlur={(e) => {
            if (!wrapperRef.current?.contains(e.relatedTarget as Node | null)) close()
          }}
        >
          {panelOpen ? (
            <Suspense fallback={null}>
              <Panel
                listboxId={listboxId}
                hits={hits}
                active={active}
                optionId={optionId}
                showNoResults={results !== null && hits.length === 0 && status === "idle"}
                correctedQuery={correctedQuery}
                failed={status === "failed"}
                onRetry={() => {
                  retry()
                  inputRef.current?.focus()
                }}
                onActivate={setActive}
                onOpen={openResult}
                onCancel={() => {
                  close()
                  setExpanded(false)
                }}
              />
            </Suspense>
          ) : recentOpen ? (
            <Suspense fallback={null}>
              <RecentSearches
                titleId={`${id}-recent`}
                onPick={(picked) => {
                  setQuery(picked)
                  setOpen(true)
                  inputRef.current?.focus()
                }}
                onLeave={() => inputRef.current?.focus()}
              />
            </Suspense>
          ) : null}
        </div>
      </form>
    </>
  )
}
