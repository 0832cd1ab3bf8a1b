/** The request body: a textarea prefilled with the documented example (a choice when there are several), its syntax and schema problems shown as the reader types. */
import React from "react"
import type { ConsoleOperation } from "../../../lib/openapi/console-data"
import type { BodyCheck } from "../../../lib/api-console/validate"
import { consoleLabels as L } from "../labels"
import * as styles from "../styles.module.css"

interface Props {
  body: NonNullable<ConsoleOperation["body"]>
  text: string
  check: BodyCheck
  onChange: (text: string) => void
}

export default function BodyEditor({ body, text, check, onChange }: Props): JSX.Element {
  const problems = check.ok ? check.problems : []
  const invalid = !check.ok || problems.length > 0
  return (
    <fieldset className={styles.group}>
      <legend>
        {L.body}
        {body.required ? <span className={styles.required}> {L.required}</span> : null}
      </legend>
      {body.examples.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor="api-console-example" className={styles.label}>
            {L.example}
          </label>
          <select
            id="api-console-example"
            value={body.examples.find((e) => e.value === text)?.name ?? ""}
            onChange={(e) => onChange(body.examples.find((x) => x.name === e.target.value)?.value ?? text)}
          >
            {body.examples.some((e) => e.value === text) ? null : <option value="">—</option>}
            {body.examples.map((e) => (
              <option key={e.name} value={e.name}>
                {e.summary ?? e.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="api-console-body" className={styles.label}>
          {L.bodyLabel}
        </label>
        <textarea
          id="api-console-body"
          className={styles.editor}
          value={text}
          rows={Math.min(18, Math.max(6, text.split("\n").length + 1))}
          spellCheck={false}
          wrap="off"
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={invalid || undefined}
          aria-describedby="api-console-body-hint api-console-body-check"
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <p id="api-console-body-hint" className={styles.hint}>
        {L.bodyHint(body.contentType)}
      </p>
      <div id="api-console-body-check" aria-live="polite">
        {!check.ok ? (
          <p className={styles.error}>{L.syntaxError(check.syntax.line, check.syntax.column, check.syntax.message)}</p>
        ) : null}
        {problems.length > 0 ? (
          <div className={styles.error}>
            <p>{L.bodyFieldsTitle}</p>
            <ul>
              {problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>
                  <code>{p.field || L.wholeBody}</code> {p.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </fieldset>
  )
}
