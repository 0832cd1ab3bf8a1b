/** The parameters of an operation: name, in, type, required, constraints and description, one row each. */
import React from "react"
import type { ParameterRow } from "../../../lib/openapi/types"
import Markdown from "../Markdown"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

export default function ParamsTable({ parameters }: { parameters: ParameterRow[] }): JSX.Element {
  if (parameters.length === 0) return <p>{apiLabels.noParameters}</p>
  const c = apiLabels.columns
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{c.name}</th>
          <th scope="col">{c.in}</th>
          <th scope="col">{c.type}</th>
          <th scope="col">{c.required}</th>
          <th scope="col">{c.constraints}</th>
          <th scope="col">{c.description}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}:${p.name}`} data-param={p.name}>
            <td>
              <code className={styles.name}>{p.name}</code>
              {p.deprecated ? <span className={styles.flag}>{apiLabels.deprecated}</span> : null}
            </td>
            <td>{p.in}</td>
            <td className={styles.type}>
              {p.typeLabel}
              {p.format ? <span className={styles.muted}> ({p.format})</span> : null}
              {p.nullable ? <span className={styles.muted}> {apiLabels.nullable}</span> : null}
            </td>
            <td>{p.required ? <strong className={styles.required}>{apiLabels.yes}</strong> : apiLabels.no}</td>
            <td className={styles.constraints}>{p.constraints.length > 0 ? p.constraints.join(", ") : "–"}</td>
            <td>
              <Markdown text={p.description} />
              {p.enum ? (
                <p className={styles.fact}>
                  {apiLabels.enumValues}{" "}
                  {p.enum.map((v, i) => (
                    <React.Fragment key={v}>
                      {i > 0 ? ", " : null}
                      <code>{v}</code>
                    </React.Fragment>
                  ))}
                </p>
              ) : null}
              {p.defaultValue !== undefined ? (
                <p className={styles.fact}>
                  {apiLabels.defaultValue} <code>{p.defaultValue}</code>
                </p>
              ) : null}
              {p.example !== undefined ? (
                <p className={styles.fact}>
                  {apiLabels.exampleValue} <code>{p.example}</code>
                </p>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
