/**
 * The "Try it" button of an operation page and the place of its console: beside the reference at
 * 1200 px and wider, under it below that. The console's code is a chunk of its own, loaded when the
 * button is first pressed, so the page's first view carries only this button.
 */
import React, { Suspense, lazy, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { tryItLabels as L } from "./labels"
import * as styles from "./styles.module.css"

const ApiConsole = lazy(() => import(/* webpackChunkName: "api-console" */ "../ApiConsole"))

export default function TryIt({ slug, children }: { slug: string; children: React.ReactNode }): JSX.Element {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div className={styles.layout} data-api-console-open={open ? "" : undefined}>
      <div className={styles.reference}>
        <p className={styles.bar}>
          <button
            ref={button}
            type="button"
            className={styles.button}
            aria-expanded={open}
            aria-controls="api-console"
            onClick={() => setOpen(!open)}
          >
            {L.tryIt}
          </button>
          <span className={styles.hint}>{L.hint}</span>
        </p>
        {children}
      </div>
      {open ? (
        // Escape anywhere in the console closes it, as it would a panel; focus returns to the button.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape comes from the console's controls; the panel only listens as it bubbles up
        <aside
          id="api-console"
          className={styles.console}
          aria-labelledby="api-console-title"
          onKeyDown={(e) => e.key === "Escape" && !e.defaultPrevented && close()}
        >
          <div className={styles.consoleInner}>
            <Suspense fallback={<p role="status">{L.loading}</p>}>
              <ApiConsole dataUrl={withPrefix(`/api-console/${slug}.json`)} onClose={close} />
            </Suspense>
          </div>
        </aside>
      ) : null}
    </div>
  )
}
