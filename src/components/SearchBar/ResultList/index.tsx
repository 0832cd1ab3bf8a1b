/**
 * The listbox of the search panel: one option per result (section title, page title when it
 * differs, snippet). The input keeps focus; the active option is announced through
 * aria-activedescendant. Options are links, so a middle click or ctrl/meta click opens a new tab.
 */
import React from "react"
import type { SearchHit } from "../../../hooks/useSearchIndex"
import { searchLabels } from "../labels"
import Highlighted from "../Highlighted"
import * as styles from "./styles.module.css"

interface Props {
  id: string
  hits: SearchHit[]
  active: number
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onOpen: (hit: SearchHit, event: React.MouseEvent) => void
}

export default function ResultList({ id, hits, active, optionId, onActivate, onOpen }: Props): JSX.Element {
  return (
    <ul id={id} role="listbox" aria-label={searchLabels.results} className={styles.list}>
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
  )
}
