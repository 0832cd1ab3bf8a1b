/** The parameters of an operation: name, in, type, required, constraints and description, one row each. */
import React from "react"
import type { ParameterRow } from "../../../lib/openapi/types"
import Markdown from "../Markdown"
import CodeList from "../CodeList"
import Separator from "../Separator"
import TypeName from "../TypeName"
import { Table } from "../../content"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

/** Allowed values, default and example of a parameter, on one line. */
function Facts({ row }: { row: ParameterRow }) {
  const parts: React.ReactNode[] = []
  if (row.enum)
    parts.push(
      <>
        {apiLabels.enumValues} <CodeList values={row.enum} />
      </>
    )
  if (row.defaultValue !== undefined)
    parts.push(
      <>
        {apiLabels.defaultValue} <CodeList values={[row.defaultValue]} />
      </>
    )
  if (row.example !== undefined && row.example !== row.defaultValue)
    parts.push(
      <>
        {apiLabels.exampleValue} <CodeList values={[row.example]} />
      </>
    )
  if (parts.length === 0) return null
  return (
    <p className={styles.fact}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <Separator /> : null}
          {part}
        </React.Fragment>
      ))}
    </p>
  )
}

export default function ParamsTable({ parameters }: { parameters: ParameterRow[] }): JSX.Element {
  if (parameters.length === 0) return <p>{apiLabels.noParameters}</p>
  const c = apiLabels.columns
  return (
    <Table className={styles.table}>
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
              <TypeName label={p.typeLabel} models={p.model ? [p.model] : []} />
              {p.format ? <span className={styles.muted}> ({p.format})</span> : null}
              {p.nullable ? <span className={styles.muted}> {apiLabels.nullable}</span> : null}
            </td>
            <td>{p.required ? <strong className={styles.required}>{apiLabels.yes}</strong> : apiLabels.no}</td>
            <td className={styles.constraints}>{p.constraints.length > 0 ? p.constraints.join(", ") : "–"}</td>
            <td>
              <Markdown text={p.description} />
              <Facts row={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
