/**
 * The content of the search panel: the listbox with one option per result (section title, page
 * title when it differs, snippet), 'No results found.', and the footer (all results, Cancel).
 * The input keeps focus; the active option is announced through aria-activedescendant. Options
 * are links, so a middle click or ctrl/meta click opens a new tab.
 * Loaded on demand with the search code (on first focus): the navbar shell holds none of it.
 */
import React from "react"
import type { SearchHit } from "../../../hooks/useSearchIndex"
import Highlighted from "../Highlighted"
import { searchLabels } from "../labels"
import * as styles from "./styles.module.css"

export interface PanelProps {
  listboxId: string
  hits: SearchHit[]
  active: number
  optionId: (index: number) => string
  showNoResults: boolean
  onActivate: (index: number) => void
  onOpen: (hit: SearchHit, event: React.MouseEvent) => void
  onCancel: () => void
}

export default function Panel({ listboxId, hits, active, optionId, showNoResults, onActivate, onOpen, onCancel }: PanelProps): JSX.Element {
  return (
    <>
      <ul id={listboxId} role="listbox" aria-label={searchLabels.results} className={styles.list}>
        {hits.map((hit, i) => (
          <li
            key={hit.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseMove={() => i !== active && onActivate(i)}
            // Keeps focus in the input, so the panel does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
          >
            <a
              href={hit.href}
              tabIndex={-1}
              className={styles.link}
              onClick={(e) => {
                if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return
                e.preventDefault()
                onOpen(hit, e)
              }}
            >
              <span className={styles.title}>
                <Highlighted segments={hit.sectionTitle} />
              </span>
              {hit.pageTitle ? <span className={styles.page}>{hit.pageTitle}</span> : null}
              {hit.snippet.length > 0 ? (
                <span className={styles.snippet}>
                  <Highlighted segments={hit.snippet} />
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
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
