/** Every response of an operation, by status: description, headers, schema tree and JSON examples. */
import React from "react"
import type { ResponseData } from "../../../lib/openapi/types"
import { responseId, responseTitle } from "../../../lib/openapi/headings"
import SectionHeading from "../SectionHeading"
import SchemaTree from "../SchemaTree"
import Examples from "../Examples"
import Markdown from "../Markdown"
import { Table } from "../../content"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

function Headers({ headers }: { headers: ResponseData["headers"] }) {
  if (headers.length === 0) return null
  return (
    <details className={styles.details}>
      <summary>{apiLabels.headersCount(headers.length)}</summary>
      <Table>
        <thead>
          <tr>
            <th scope="col">{apiLabels.columns.name}</th>
            <th scope="col">{apiLabels.columns.type}</th>
            <th scope="col">{apiLabels.columns.description}</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((h) => (
            <tr key={h.name}>
              <td>
                <code>{h.name}</code>
              </td>
              <td>
                {h.typeLabel}
                {h.constraints.length > 0 ? <span className={styles.muted}> ({h.constraints.join(", ")})</span> : null}
              </td>
              <td>
                <Markdown text={h.description} />
                {h.example !== undefined ? (
                  <p className={styles.muted}>
                    {apiLabels.exampleValue} <code>{h.example}</code>
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </details>
  )
}

function Response({ response }: { response: ResponseData }) {
  const title = responseTitle(response.status, response.statusText)
  const schemaLabel = response.schema ? response.schema.schemaName ?? response.schema.typeLabel : null
  return (
    <section className={styles.response} data-kind={response.kind} data-status={response.status}>
      <SectionHeading level={3} id={responseId(response.status)} text={title}>
        <span className={styles.status} data-kind={response.kind}>
          {response.status}
        </span>
        <span>{response.statusText}</span>
      </SectionHeading>
      <Markdown text={response.description} />
      <Headers headers={response.headers} />
      {response.schema ? (
        <details className={styles.details} open={response.kind === "success"}>
          <summary>
            {apiLabels.schema}: <code>{schemaLabel}</code>
            {response.contentType ? <span className={styles.muted}> ({response.contentType})</span> : null}
          </summary>
          <SchemaTree node={response.schema} />
        </details>
      ) : (
        <p className={styles.muted}>{apiLabels.noBody}</p>
      )}
      <Examples examples={response.examples} contentType={response.contentType} />
    </section>
  )
}

export default function Responses({ responses }: { responses: ResponseData[] }): JSX.Element {
  return (
    <div className={styles.responses}>
      {responses.map((r) => (
        <Response key={r.status} response={r} />
      ))}
    </div>
  )
}
