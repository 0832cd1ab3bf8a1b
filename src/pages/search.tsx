/**
 * The search results page, /docs/search?q=<query>: every result of the query, grouped by page.
 * Its own input updates the address (without a reload or a new history entry); the page is noindex.
 */
import React, { useEffect, useMemo, useState } from "react"
import type { PageProps } from "gatsby"
import Seo from "../components/Seo"
import Link from "../components/Link"
import Highlighted from "../components/SearchBar/Highlighted"
import { searchLabels, searchPageRoute } from "../components/SearchBar/labels"
import { MAIN_CONTENT_ID } from "../components/SkipToContent"
import { searchSettings } from "../config/site"
import { useSearchIndex } from "../hooks/useSearchIndex"
import { groupByPage } from "../lib/search/group"
import { OperationBadge } from "../components/SearchBar/Panel"
import * as styles from "./search.module.css"

const pageLabels = {
  heading: "Search",
  description: "Search the Pollaris documentation: guides, commands, settings, permissions and the API reference.",
  empty: "Type words from a command, a setting or an API operation.",
  resultsFor: (query: string, count: number) => `${count} result${count === 1 ? "" : "s"} for “${query}”`,
} as const

function queryOf(search: string): string {
  return (new URLSearchParams(search).get(searchSettings.queryParam) ?? "").slice(0, searchSettings.maxQueryLength)
}

export default function SearchPage({ location }: PageProps): JSX.Element {
  // Read after hydration: the page is built without a query.
  const [query, setQuery] = useState("")
  useEffect(() => setQuery(queryOf(location.search)), [location.search])

  const { results, status, correctedQuery, preload, retry } = useSearchIndex(query, { limit: Number.POSITIVE_INFINITY })
  const groups = useMemo(() => groupByPage(results ?? []), [results])
  const hasQuery = query.trim().length > 0

  const onChange = (value: string) => {
    setQuery(value)
    const url = `${window.location.pathname}${searchPageRoute(value).replace(/^[^?]*/, "")}`
    window.history.replaceState(window.history.state, "", url)
  }

  return (
    <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
      <Seo title={pageLabels.heading} description={pageLabels.description} route="/search" noindex />
      <h1>{pageLabels.heading}</h1>
      <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <input
          className={styles.input}
          type="search"
          aria-label={searchLabels.inputLabel}
          placeholder={searchLabels.placeholder}
          maxLength={searchSettings.maxQueryLength}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          value={query}
          onChange={(e) => onChange(e.target.value)}
          onFocus={preload}
        />
      </form>
      <div aria-live="polite" aria-busy={status !== "idle"}>
        {!hasQuery ? <p className={styles.muted}>{pageLabels.empty}</p> : null}
        {hasQuery && results !== null && results.length === 0 && status === "idle" ? (
          <p className={styles.muted}>{searchLabels.noResults}</p>
        ) : null}
        {hasQuery && results !== null && results.length > 0 ? (
          <p className={styles.muted}>{pageLabels.resultsFor(query.trim(), results.length)}</p>
        ) : null}
        {hasQuery && correctedQuery && results !== null && results.length > 0 ? (
          <p className={styles.muted}>
            {searchLabels.showingResultsFor} <em>{correctedQuery}</em>
          </p>
        ) : null}
        {hasQuery && status === "failed" ? (
          <p className={styles.muted} role="alert">
            {searchLabels.loadFailed}{" "}
            <button type="button" onClick={retry}>
              {searchLabels.retry}
            </button>
          </p>
        ) : null}
      </div>
      {hasQuery
        ? groups.map((group) => (
            <section key={group.pageHref} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <Link href={group.pageHref}>{group.page}</Link>
                {group.hits[0]?.operation ? (
                  <OperationBadge method={group.hits[0].operation.method} path={group.hits[0].operation.path} />
                ) : null}
              </h2>
              <ul className={styles.hits}>
                {group.hits.map((hit) => (
                  <li key={hit.key} className={styles.hit}>
                    {/* The page's own first section is the page: its title is the group's heading already. */}
                    <Link to={hit.to} className={styles.hitTitle}>
                      {hit.isPage ? searchLabels.pageOverview : <Highlighted segments={hit.sectionTitle} />}
                    </Link>
                    {hit.snippet.length > 0 ? (
                      <p className={styles.snippet}>
                        <Highlighted segments={hit.snippet} />
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </main>
  )
}
