/**
 * The "Try it" console of an operation page, in its own chunk: loaded when a reader first opens it,
 * with the operation's console data (public/api-console/<slug>.json, written at build time).
 */
import React, { useEffect, useRef, useState } from "react"
import type { ConsoleOperation } from "../../lib/openapi/console-data"
import ConsoleForm from "./ConsoleForm"
import { consoleLabels as L } from "./labels"
import * as styles from "./styles.module.css"

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; operation: ConsoleOperation }

export interface ApiConsoleProps {
  /** URL of the operation's console data. */
  dataUrl: string
  onClose: () => void
}

export default function ApiConsole({ dataUrl, onClose }: ApiConsoleProps): JSX.Element {
  const [load, setLoad] = useState<Load>({ state: "loading" })
  const [attempt, setAttempt] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    let live = true
    setLoad({ state: "loading" })
    fetch(dataUrl)
      .then((r) => (r.ok ? (r.json() as Promise<ConsoleOperation>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (operation) => live && setLoad({ state: "ready", operation }),
        () => live && setLoad({ state: "failed" })
      )
    return () => {
      live = false
    }
  }, [dataUrl, attempt])

  return (
    <div className={styles.console}>
      <div className={styles.titleRow}>
        <h2 id="api-console-title" ref={heading} tabIndex={-1} className={styles.title}>
          {L.title}
        </h2>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {L.close}
        </button>
      </div>
      {load.state === "loading" ? <p role="status">{L.loading}</p> : null}
      {load.state === "failed" ? (
        <div role="alert" className={styles.failure}>
          <p>{L.loadFailed}</p>
          <p>{L.loadFailedAdvice}</p>
          <button type="button" className={styles.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {L.retry}
          </button>
        </div>
      ) : null}
      {load.state === "ready" ? <ConsoleForm operation={load.operation} /> : null}
    </div>
  )
}
