/** One field per path, query, header and cookie parameter: enums and booleans as selects, required marks, errors naming the parameter. */
import React from "react"
import type { ConsoleParameter } from "../../../lib/openapi/console-data"
import { parameterKey, type Problem } from "../../../lib/api-console/validate"
import { consoleLabels as L } from "../labels"
import * as styles from "../styles.module.css"

interface Props {
  parameters: ConsoleParameter[]
  values: Record<string, string>
  /** Problems to show, by parameterKey(). */
  problems: Record<string, Problem[]>
  onChange: (key: string, value: string) => void
}

const fieldId = (key: string) => `api-console-param-${key.replace(/[^A-Za-z0-9_-]/g, "-")}`

function choices(param: ConsoleParameter): string[] | null {
  if (param.enum) return param.enum.map((v) => String(v))
  if (param.kind === "boolean") return ["true", "false"]
  return null
}

function ParameterField({
  param,
  value,
  problems,
  onChange,
}: {
  param: ConsoleParameter
  value: string
  problems: Problem[]
  onChange: (value: string) => void
}) {
  const id = fieldId(parameterKey(param))
  const options = choices(param)
  const described =
    [param.description ? `${id}-hint` : "", problems.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  const common = {
    id,
    value,
    "aria-invalid": problems.length > 0 || undefined,
    "aria-describedby": described,
    "aria-required": param.required || undefined,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{param.name}</code> <span className={styles.type}>{param.kind}</span>
        {param.required ? <span className={styles.required}> {L.required}</span> : null}
      </label>
      {options ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {param.required ? null : <option value="">{L.notSet}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={param.kind === "integer" || param.kind === "number" ? "decimal" : undefined}
          spellCheck={false}
          placeholder={param.example !== undefined ? String(param.example) : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {param.description ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {param.description.replace(/`/g, "")}
        </p>
      ) : null}
      {problems.length ? (
        <p id={`${id}-error`} className={styles.error}>
          {problems.map((p) => `${p.field || param.name} ${p.message}`).join("; ")}
        </p>
      ) : null}
    </div>
  )
}

export default function ParameterFields({ parameters, values, problems, onChange }: Props): JSX.Element | null {
  if (parameters.length === 0) return null
  const places = ["path", "query", "header", "cookie"].filter((place) => parameters.some((p) => p.in === place))
  return (
    <>
      {places.map((place) => (
        <fieldset key={place} className={styles.group}>
          <legend>{L.parameters[place]}</legend>
          {parameters
            .filter((p) => p.in === place)
            .map((p) => {
              const key = parameterKey(p)
              return (
                <ParameterField
                  key={key}
                  param={p}
                  value={values[key] ?? ""}
                  problems={problems[key] ?? []}
                  onChange={(v) => onChange(key, v)}
                />
              )
            })}
        </fieldset>
      ))}
    </>
  )
}
