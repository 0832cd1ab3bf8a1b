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

/**
 * One response. A success response is open; the others are collapsed under their heading (a
 * <details> whose summary is the h3, so the heading stays visible and linkable). The example shown
 * beside the reference is not repeated here.
 */
function Response({ response, hideExamples }: { response: ResponseData; hideExamples: boolean }) {
  const title = responseTitle(response.status, response.statusText)
  const schemaLabel = response.schema ? (response.schema.schemaName ?? response.schema.typeLabel) : null
  const success = response.kind === "success"
  const heading = (
    <SectionHeading level={3} id={responseId(response.status)} text={title} anchor={success}>
      <span className={styles.status} data-kind={response.kind}>
        {response.status}
      </span>
      <span>{response.statusText}</span>
    </SectionHeading>
  )
  const body = (
    <>
      <Markdown text={response.description} />
      <Headers headers={response.headers} />
      {response.schema ? (
        <details className={styles.details} open={success}>
          <summary>
            {apiLabels.schema}: <code>{schemaLabel}</code>
            {response.contentType ? <span className={styles.muted}> ({response.contentType})</span> : null}
          </summary>
          <SchemaTree node={response.schema} mode="response" />
        </details>
      ) : (
        <p className={styles.muted}>{apiLabels.noBody}</p>
      )}
      {hideExamples ? null : <Examples examples={response.examples} contentType={response.contentType} />}
    </>
  )
  if (success) {
    return (
      <section className={styles.response} data-kind={response.kind} data-status={response.status}>
        {heading}
        {body}
      </section>
    )
  }
  return (
    <details
      className={`${styles.response} ${styles.collapsed}`}
      data-kind={response.kind}
      data-status={response.status}
    >
      <summary className={styles.summary}>{heading}</summary>
      <div className={styles.collapsedBody}>{body}</div>
    </details>
  )
}

/** `exampleShownBeside`: the status whose example the page shows beside the reference. */
export default function Responses({
  responses,
  exampleShownBeside,
}: {
  responses: ResponseData[]
  exampleShownBeside?: string
}): JSX.Element {
  return (
    <div className={styles.responses}>
      {responses.map((r) => (
        <Response key={r.status} response={r} hideExamples={r.status === exampleShownBeside} />
      ))}
    </div>
  )
}
