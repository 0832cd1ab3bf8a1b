/**
 * The search box's keys, as a combobox: ArrowUp/ArrowDown move the active result (or open the panel,
 * or go down into the recent searches); Escape closes the panel, then clears the query, then folds the
 * narrow-screen field; Tab closes the panel unless recent searches follow; Enter opens the active
 * result (ctrl/meta: new tab, shift: new window), or lets the form submit to the search page.
 */
import type React from "react"
import type { SearchHit } from "../../hooks/useSearchIndex"

type Modifiers = { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }

export interface SearchKeysState {
  panelOpen: boolean
  hasQuery: boolean
  query: string
  hits: SearchHit[]
  active: number
  setActive: (update: (i: number) => number) => void
  open: () => void
  close: () => void
  clear: () => void
  collapse: () => void
  firstRecent: () => HTMLElement | null | undefined
  openResult: (hit: SearchHit, modifiers: Modifiers) => void
}

export function searchKeyHandler(state: SearchKeysState): (e: React.KeyboardEvent<HTMLInputElement>) => void {
  const { panelOpen, hasQuery, query, hits, active, setActive, open, close, clear, collapse, firstRecent, openResult } =
    state
  return (e) => {
    switch (e.key) {
      case "ArrowDown":
      case "ArrowUp": {
        e.preventDefault()
        if (!panelOpen) {
          if (hasQuery) open()
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
        else if (query) clear()
        else collapse()
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
}
