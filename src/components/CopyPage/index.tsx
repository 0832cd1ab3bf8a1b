/**
 * "Copy page", "View as Markdown" and "Ask an assistant", in the breadcrumbs row of guide and API
 * pages. All use the page's Markdown twin (<route>.md, published by plugins/markdown-output). The copying code and the twin load
 * on demand: the code as soon as the reader points at or focuses the button, so that the click itself
 * can write to the clipboard at once (Safari allows it only then); the twin when clicked. Every label shares one grid cell, so the button
 * keeps its width when its label changes (no layout shift).
 */
import React, { useEffect, useState } from "react"
import { withPrefix } from "gatsby"
import { absoluteUrl, twinPath } from "../../lib/markdown/urls"
import { site } from "../../config/site"
import { copyPageLabels as labels } from "./labels"
import AssistantMenu from "./AssistantMenu"
import * as styles from "./styles.module.css"

type State = "idle" | "copied" | "failed"
const RESET_AFTER_MS = 2000

type ClipboardModule = typeof import("../../browser/clipboard")
let clipboardModule: ClipboardModule | undefined
const loadClipboard = (): Promise<ClipboardModule> =>
  import("../../browser/clipboard").then((m) => (clipboardModule = m))

export default function CopyPage({ route }: { route: string }): JSX.Element {
  const [state, setState] = useState<State>("idle")
  const href = withPrefix(twinPath(route))

  useEffect(() => {
    if (state === "idle") return
    const timer = window.setTimeout(() => setState("idle"), RESET_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = () => {
    const env = {
      clipboard: navigator.clipboard,
      ClipboardItem: typeof ClipboardItem === "undefined" ? undefined : ClipboardItem,
    }
    const run = (m: ClipboardModule) => m.writeTextWhenReady(m.fetchText(href), env)
    ;(clipboardModule ? run(clipboardModule) : loadClipboard().then(run)).then(
      () => setState("copied"),
      () => setState("failed")
    )
  }
  const preload = () => {
    if (!clipboardModule) loadClipboard().catch(() => undefined)
  }

  const label = (which: State, text: string) => (
    <span className={which === state ? undefined : styles.hidden} aria-hidden={which === state ? undefined : true}>
      {text}
    </span>
  )

  return (
    <div className={styles.actions} role="group" aria-label={labels.group}>
      <button
        type="button"
        className={styles.button}
        onClick={copy}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        title={labels.copyTitle}
        data-state={state}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        <span className={styles.labels}>
          {label("idle", labels.copy)}
          {label("copied", labels.copied)}
          {label("failed", labels.failed)}
        </span>
      </button>
      <a className={styles.button} href={href} type="text/markdown">
        {labels.view}
      </a>
      <AssistantMenu twinUrl={absoluteUrl(site.siteUrl, site.basePath, twinPath(route))} />
      <span className="visually-hidden" role="status">
        {state === "copied" ? labels.copiedStatus : state === "failed" ? labels.failedStatus : ""}
      </span>
    </div>
  )
}
