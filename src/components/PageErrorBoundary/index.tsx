/**
 * Catches errors thrown while rendering a page. A crash shows 'This page crashed.' with the error
 * details and a 'Try again' button that resets the boundary; a page chunk that failed to load shows
 * an error text with a Retry button that loads it again. Navigating elsewhere resets it too.
 */
import React from "react"
import { MAIN_CONTENT_ID } from "../SkipToContent"
import { labels, site } from "../../config/site"
import * as styles from "./styles.module.css"

export const CRASH_TITLE = "This page crashed."
export const CHUNK_ERROR_TEXT = labels.chunkLoadError
/** The crash page's tab title (the crashed page never set its own: the previous page's would stay). */
export const CRASH_DOCUMENT_TITLE = `${CRASH_TITLE}${site.titleDelimiter}${site.title}`

export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module/i.test(error.message)
  )
}

interface Props {
  children: React.ReactNode
  /** Changing it (the pathname) clears a previous error. */
  resetKey: string
  onRetryChunk?: () => void
}

interface State {
  error: Error | null
}

export default class PageErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidMount(): void {
    this.titleCrash()
  }

  componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
    else this.titleCrash()
  }

  private titleCrash(): void {
    if (this.state.error && !isChunkLoadError(this.state.error)) document.title = CRASH_DOCUMENT_TITLE
  }

  private reset = () => this.setState({ error: null })

  private retryChunk = () => (this.props.onRetryChunk ?? (() => window.location.reload()))()

  render(): React.ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    if (isChunkLoadError(error)) {
      return (
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          <p role="alert">{CHUNK_ERROR_TEXT}</p>
          <button type="button" className={styles.button} onClick={this.retryChunk}>
            {labels.retry}
          </button>
        </main>
      )
    }
    return (
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <h1>{CRASH_TITLE}</h1>
        <button type="button" className={styles.button} onClick={this.reset}>
          Try again
        </button>
        <details className={styles.details} open>
          <summary>Error details</summary>
          <pre>{`${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ""}`}</pre>
        </details>
      </main>
    )
  }
}
