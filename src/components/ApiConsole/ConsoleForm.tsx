/**
 * The console of one operation, given its console data: server, token, parameters, body, Send, the
 * response and the request as curl. State only; every check, the mock, the request and the sending
 * come from src/lib/api-console.
 */
import React, { useEffect, useMemo, useRef, useState } from "react"
import type { ConsoleOperation, ConsoleParameter } from "../../lib/openapi/console-data"
import { mockAnswer } from "../../lib/api-console/mock"
import { buildRequest, curlCommand, type ConsoleForm as FormValues } from "../../lib/api-console/request"
import { viewResponse } from "../../lib/api-console/response"
import { sendRequest } from "../../browser/api-console/send"
import { browserStores, forgetToken, readToken, saveToken } from "../../browser/api-console/token-store"
import { checkBody, parameterKey, parameterProblems, type Problem } from "../../lib/api-console/validate"
import AuthField from "./AuthField"
import ParameterFields from "./ParameterFields"
import BodyEditor from "./BodyEditor"
import ResponsePanel, { type ConsoleResult } from "./ResponsePanel"
import { consoleLabels as L } from "./labels"
import * as styles from "./styles.module.css"

export const MOCK = "mock"
const CUSTOM = "custom"

const initialValue = (p: ConsoleParameter) => {
  const value = p.default ?? (p.required ? p.example : undefined)
  return value === undefined || value === null ? "" : Array.isArray(value) ? value.join(",") : String(value)
}

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now())

export default function ConsoleForm({ operation: op }: { operation: ConsoleOperation }): JSX.Element {
  const [server, setServer] = useState(MOCK)
  const [customUrl, setCustomUrl] = useState("")
  const [token, setToken] = useState("")
  const [remembered, setRemembered] = useState(false)
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(op.parameters.map((p) => [parameterKey(p), initialValue(p)]))
  )
  const [body, setBody] = useState(() => op.body?.examples[0]?.value ?? "")
  const [sending, setSending] = useState<AbortController | null>(null)
  const [attempted, setAttempted] = useState(false)
  const [result, setResult] = useState<ConsoleResult | null>(null)
  const [revealToken, setRevealToken] = useState(false)
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle")
  const responseHeading = useRef<HTMLHeadingElement>(null)
  const focusResponse = useRef(false)

  useEffect(() => {
    const kept = readToken(browserStores())
    setToken(kept.token)
    setRemembered(kept.remembered)
  }, [])

  useEffect(() => {
    if (result && focusResponse.current) {
      focusResponse.current = false
      // Focus without the browser's minimal scroll (it left the response at the console's bottom edge), then
      // bring the response's top into view, in the console's own scroller when it is beside the reference.
      const heading = responseHeading.current
      heading?.focus({ preventScroll: true })
      heading?.scrollIntoView?.({ block: "start" })
    }
  }, [result])

  const serverUrl = server === MOCK ? (op.servers[0]?.url ?? "") : server === CUSTOM ? customUrl.trim() : server
  const form: FormValues = { serverUrl, values, body, token }
  const bodyCheck = useMemo(() => checkBody(op.body, body), [op.body, body])
  const paramProblems = useMemo(() => {
    const byKey: Record<string, Problem[]> = {}
    const all = parameterProblems(op.parameters, values)
    for (const param of op.parameters) {
      const key = parameterKey(param)
      if (!attempted && (values[key] ?? "") === "") continue
      const mine = all.filter(
        (p) => p.field === param.name || p.field.startsWith(`${param.name}.`) || p.field.startsWith(`${param.name}[`)
      )
      if (mine.length) byKey[key] = mine
    }
    return byKey
  }, [op.parameters, values, attempted])
  const curl = curlCommand(buildRequest(op, form), token, revealToken)

  const changeToken = (next: string) => {
    setToken(next)
    saveToken(browserStores(), next, remembered)
  }
  const changeRemember = (remember: boolean) => {
    setRemembered(remember)
    saveToken(browserStores(), token, remember)
  }
  const forget = () => {
    forgetToken(browserStores())
    setToken("")
    setRemembered(false)
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    focusResponse.current = true
    if (server === MOCK) {
      const start = now()
      const answer = mockAnswer(op, form)
      const view = viewResponse(op, answer.status, answer.headers, answer.body)
      setResult({
        kind: "response",
        view,
        headers: answer.headers,
        durationMs: now() - start,
        fromMock: true,
        requestProblems: answer.problems,
      })
      return
    }
    const controller = new AbortController()
    setSending(controller)
    const request = buildRequest(op, form)
    let blocked = false
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.blockedURI && request.url.startsWith(e.blockedURI.replace(/\/$/, ""))) blocked = true
    }
    document.addEventListener("securitypolicyviolation", onViolation)
    const outcome = await sendRequest(request, {
      signal: controller.signal,
      blockedByPolicy: () => blocked,
      pageOrigin: window.location.origin,
      allowedOrigins: op.servers.map((s) => s.url),
    })
    document.removeEventListener("securitypolicyviolation", onViolation)
    setSending(null)
    setResult(
      outcome.ok
        ? {
            kind: "response",
            view: viewResponse(op, outcome.status, outcome.headers, outcome.body),
            headers: outcome.headers,
            durationMs: outcome.durationMs,
            fromMock: false,
            requestProblems: [],
          }
        : { kind: "failure", failure: outcome.failure, durationMs: outcome.durationMs }
    )
  }

  const copy = () => {
    const text = curlCommand(buildRequest(op, form), token, revealToken)
    const done = navigator.clipboard?.writeText(text)
    if (!done) return setCopyState("failed")
    done.then(
      () => setCopyState("copied"),
      () => setCopyState("failed")
    )
  }

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <div className={styles.field}>
        <label htmlFor="api-console-server" className={styles.label}>
          {L.server}
        </label>
        <select
          id="api-console-server"
          value={server}
          onChange={(e) => setServer(e.target.value)}
          aria-describedby="api-console-server-hint"
        >
          <option value={MOCK}>{L.mockServer}</option>
          {op.servers.map((s) => (
            <option key={s.url} value={s.url}>
              {s.description ? `${s.description}: ${s.url}` : s.url}
            </option>
          ))}
          <option value={CUSTOM}>{L.customServer}</option>
        </select>
      </div>
      <p id="api-console-server-hint" className={styles.hint}>
        {server === MOCK ? L.mockNote : server === CUSTOM ? L.customUrlHint : null}
      </p>
      {server === CUSTOM ? (
        <div className={styles.field}>
          <label htmlFor="api-console-custom-url" className={styles.label}>
            {L.customUrl}
          </label>
          <input
            id="api-console-custom-url"
            type="url"
            value={customUrl}
            placeholder="http://localhost:8080"
            spellCheck={false}
            onChange={(e) => setCustomUrl(e.target.value)}
          />
        </div>
      ) : null}

      <AuthField
        security={op.security}
        token={token}
        remembered={remembered}
        onToken={changeToken}
        onRemember={changeRemember}
        onForget={forget}
      />
      <ParameterFields
        parameters={op.parameters}
        values={values}
        problems={paramProblems}
        onChange={(key, value) => setValues((old) => ({ ...old, [key]: value }))}
      />
      {op.body ? <BodyEditor body={op.body} text={body} check={bodyCheck} onChange={setBody} /> : null}

      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={sending !== null}>
          {sending ? L.sending : L.send}
        </button>
        {sending ? (
          <button type="button" className={styles.secondary} onClick={() => sending.abort()}>
            {L.cancel}
          </button>
        ) : null}
      </div>

      {result ? <ResponsePanel ref={responseHeading} result={result} /> : null}

      <details className={styles.curl}>
        <summary>{L.curlTitle}</summary>
        <pre className={styles.body} tabIndex={0} aria-label={L.curlTitle}>
          <code data-testid="api-console-curl">{curl}</code>
        </pre>
        <div className={styles.row}>
          <button type="button" className={styles.secondary} onClick={copy}>
            {L.copyCurl}
          </button>
          {op.security ? (
            <label className={styles.check}>
              <input type="checkbox" checked={revealToken} onChange={(e) => setRevealToken(e.target.checked)} />
              {L.showToken}
            </label>
          ) : null}
          <span role="status" className={styles.hint}>
            {copyState === "copied" ? L.copied : copyState === "failed" ? L.copyFailed : ""}
          </span>
        </div>
      </details>
    </form>
  )
}
