/**
 * The navbar search box (spec section 2, "Search box behaviour"): a combobox whose listbox panel
 * opens below it, as wide as the input wrapper (never a modal). This shell ships with every page
 * and stays small; the search code and the index files load on first focus or keystroke
 * (src/hooks/useSearchIndex.ts).
 *
 * Keys: typing opens the panel; ArrowUp/ArrowDown move the active result (the first by default);
 * Enter opens it (ctrl/meta: new tab, shift: new window); Escape closes the panel, or clears the
 * query when it is already closed; Tab and clicks outside close it. "/" and Ctrl/Cmd+K focus the box.
 */
import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { navigate } from "gatsby"
import { searchSettings } from "../../config/site"
import { useSearchIndex, type SearchHit } from "../../hooks/useSearchIndex"
import ResultList from "./ResultList"
import { searchLabels, searchPageRoute } from "./labels"
import * as styles from "./styles.module.css"

/** True when a key typed there is text (the "/" shortcut must not steal it). */
function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || !el.tagName) return false
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)
}

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
  const inputRef = useRef<HTMLInputElement>(null)
  const wrapperRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id])

  const { results, status, preload } = useSearchIndex(query, { limit: searchSettings.maxSearchResults })
  const hits = results ?? []
  const hasQuery = query.trim().length > 0
  const panelOpen = open && hasQuery

  useEffect(() => setActive(0), [results])

  // "/" and Ctrl/Cmd+K focus the box from anywhere on the page.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey) return
      const commandK = (e.key === "k" || e.key === "K") && (e.ctrlKey || e.metaKey) && !e.shiftKey
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !isEditable(e.target)
      if (!commandK && !slash) return
      e.preventDefault()
      inputRef.current?.focus()
      inputRef.current?.select()
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [])

  // A click or touch outside the box closes the panel.
  useEffect(() => {
    if (!panelOpen) return
    const onPointerDown = (e: Event) => {
      if (wrapperRef.current && !wrapperRef.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", onPointerDown)
    document.addEventListener("touchstart", onPointerDown)
    return () => {
      document.removeEventListener("mousedown", onPointerDown)
      document.removeEventListener("touchstart", onPointerDown)
    }
  }, [panelOpen])

  const close = () => setOpen(false)

  const openResult = (hit: SearchHit, modifiers: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }) => {
    const inPlace = !(modifiers.ctrlKey || modifiers.metaKey || modifiers.shiftKey)
    if (inPlace) {
      close()
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
        else setQuery("")
        return
      case "Tab":
        close()
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
  const showNoResults = panelOpen && results !== null && hits.length === 0 && status === "idle"

  return (
    <form
      ref={wrapperRef}
      role="search"
      className={styles.searchBar}
      data-status={status}
      onSubmit={(e) => {
        e.preventDefault()
        close()
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
            <label className={styles.label} htmlFor={`${id}-input`}>
              <button type="submit" className={styles.iconButton} title={searchLabels.submit} aria-label={searchLabels.submit}>
                <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </button>
            </label>
          )}
        </div>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={searchLabels.inputLabel}
          aria-autocomplete="list"
          aria-expanded={panelOpen}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-keyshortcuts="/ Control+K Meta+K"
          placeholder={searchLabels.placeholder}
          maxLength={searchSettings.maxQueryLength}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
            setActive(0)
          }}
          onFocus={() => {
            preload()
            if (hasQuery) setOpen(true)
          }}
          onKeyDown={onKeyDown}
        />
        {hasQuery ? (
          <button type="reset" className={styles.iconButton} title={searchLabels.clear} aria-label={searchLabels.clear}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <kbd className={styles.hint} title={searchLabels.shortcutHint}>
            /
          </kbd>
        )}
      </div>
      <div className={styles.panel} hidden={!panelOpen}>
        <ResultList
          id={listboxId}
          hits={panelOpen ? hits : []}
          active={active}
          optionId={optionId}
          onActivate={setActive}
          onOpen={(hit, e) => openResult(hit, e)}
        />
        {showNoResults ? <p className={styles.empty}>{searchLabels.noResults}</p> : null}
        <div className={styles.footer}>
          <button type="submit" className={styles.footerLink}>
            {searchLabels.seeAll}
          </button>
          <button type="button" className={styles.footerLink} title={searchLabels.cancel} onClick={close}>
            {searchLabels.cancel}
          </button>
        </div>
      </div>
    </form>
  )
}
