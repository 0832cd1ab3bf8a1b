/** The token field of the console: kept for the tab unless "remember on this device" is ticked; Forget clears it. */
import React from "react"
import type { ConsoleSecurity } from "../../../lib/openapi/console-data"
import { consoleLabels as L } from "../labels"
import * as styles from "../styles.module.css"

interface Props {
  security: ConsoleSecurity | null
  token: string
  remembered: boolean
  onToken: (token: string) => void
  onRemember: (remember: boolean) => void
  onForget: () => void
}

export default function AuthField({ security, token, remembered, onToken, onRemember, onForget }: Props): JSX.Element {
  if (!security) return <p className={styles.hint}>{L.noAuth}</p>
  return (
    <fieldset className={styles.group}>
      <legend>{L.auth}</legend>
      <div className={styles.field}>
        <label htmlFor="api-console-token" className={styles.label}>
          {L.token(security.label)}
        </label>
        <input
          id="api-console-token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(e) => onToken(e.target.value)}
          aria-describedby="api-console-token-hint"
        />
      </div>
      <p id="api-console-token-hint" className={styles.hint}>
        {L.tokenHint(security.usage)} {remembered ? L.keptOnDevice : L.keptForTab}
      </p>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={remembered} onChange={(e) => onRemember(e.target.checked)} />
          {L.remember}
        </label>
        <button type="button" className={styles.secondary} onClick={onForget}>
          {L.forget}
        </button>
      </div>
    </fieldset>
  )
}
