/** What came back: status with its documented meaning, duration, headers, the formatted body and its schema check; or a failure in plain words. */
import React, { forwardRef } from "react"
import type { ResponseView } from "../../../lib/api-console/response"
import type { Failure } from "../../../browser/api-console/send"
import type { Problem } from "../../../lib/api-console/validate"
import { consoleLabels as L } from "../labels"
import * as styles from "../styles.module.css"

export type ConsoleResult =
  | {
      kind: "response"
      view: ResponseView
      headers: [string, string][]
      durationMs: number
      fromMock: boolean
      requestProblems: Problem[]
    }
  | { kind: "failure"; failure: Failure; durationMs: number }

const statusClass = (status: number) => (status < 300 ? styles.ok : status < 400 ? styles.redirect : styles.bad)

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <ul>
      {problems.map((p) => (
        <li key={`${p.field}:${p.message}`}>
          {p.field ? <code>{p.field}</code> : null} {p.message}
        </li>
      ))}
    </ul>
  )
}

const ResponsePanel = forwardRef<HTMLHeadingElement, { result: ConsoleResult }>(function ResponsePanel(
  { result },
  headingRef
) {
  return (
    <section className={styles.response} aria-labelledby="api-console-response">
      <h3 id="api-console-response" ref={headingRef} tabIndex={-1} className={styles.responseHeading}>
        {result.kind === "failure" ? L.failureTitle : L.response}
      </h3>
      {result.kind === "failure" ? (
        <div className={styles.failure} data-failure={result.failure.kind}>
          <p>{result.failure.title}</p>
          <p>{result.failure.advice}</p>
        </div>
      ) : (
        <>
          <p className={styles.statusLine}>
            <span className={`${styles.status} ${statusClass(result.view.status)}`} data-status={result.view.status}>
              {result.view.status}
            </span>{" "}
            <span>{result.view.meaning}</span>
          </p>
          <p className={styles.hint}>
            {L.duration(result.durationMs)}
            {result.fromMock ? ` · ${L.fromMock}` : ""}
          </p>
          {result.requestProblems.length > 0 ? (
            <div className={styles.error}>
              <p>{L.requestProblems}</p>
              <ProblemList problems={result.requestProblems} />
            </div>
          ) : null}
          {result.headers.length > 0 ? (
            <details className={styles.headers}>
              <summary>{L.headers(result.headers.length)}</summary>
              <dl>
                {result.headers.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
          {result.view.note ? <p className={styles.hint}>{result.view.note}</p> : null}
          {result.view.body ? (
            <pre className={styles.body} tabIndex={0} aria-label={L.response}>
              <code>{result.view.body}</code>
            </pre>
          ) : (
            <p className={styles.hint}>{L.noBody}</p>
          )}
          {result.view.documented?.schema && result.view.isJson ? (
            result.view.problems.length > 0 ? (
              <div className={styles.error}>
                <p>{L.schemaMismatch}</p>
                <ProblemList problems={result.view.problems} />
              </div>
            ) : (
              <p className={styles.hint}>{L.schemaMatch}</p>
            )
          ) : null}
        </>
      )}
    </section>
  )
})

export default ResponsePanel
