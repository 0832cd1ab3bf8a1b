/**
 * The body of an operation's reference page, in two columns on wide screens as the best API references
 * do: on the left the description, authentication, parameters (when there are any), request body and
 * responses by status; on the right, sticky, the code samples, the request example and the success
 * response's example. Narrower, the samples follow the description. Headings follow operationHeadings().
 * Renders props only; the template queries the operation's node.
 */
import React from "react"
import type { CodeSample, ParameterRow, RequestBodyData, ResponseData, SecurityData } from "../../lib/openapi/types"
import { SECTION_IDS, SECTION_TITLES, responseTitle } from "../../lib/openapi/headings"
import { SECTION_CLASS } from "../../lib/doc-sections"
import SectionHeading from "./SectionHeading"
import Markdown from "./Markdown"
import MethodBadge from "../MethodBadge"
import Authentication from "./Authentication"
import ParamsTable from "./ParamsTable"
import Separator from "./Separator"
import SchemaTree from "./SchemaTree"
import Examples from "./Examples"
import Responses from "./Responses"
import CodeSamples from "./CodeSamples"
import { apiLabels } from "./labels"
import * as styles from "./styles.module.css"

export interface ApiOperationData {
  slug: string
  route: string
  method: string
  path: string
  summary: string
  description?: string | null
  deprecated: boolean
  security: SecurityData[]
  parameters: ParameterRow[]
  requestBody: RequestBodyData | null
  responses: ResponseData[]
  codeSamples: CodeSample[]
}

/** Method badge and path, shown above the page title. */
export function OperationEyebrow({ method, path }: { method: string; path: string }): JSX.Element {
  return (
    <p className={styles.eyebrow}>
      <MethodBadge method={method} large />
      <code className={styles.path}>{path}</code>
    </p>
  )
}

function Section({ id, children }: { id: keyof typeof SECTION_IDS; children: React.ReactNode }) {
  return (
    // The guides' section class: laid out only near the viewport (src/styles/global.css).
    <section className={SECTION_CLASS} aria-labelledby={SECTION_IDS[id]}>
      <SectionHeading level={2} id={SECTION_IDS[id]} text={SECTION_TITLES[id]} />
      {children}
    </section>
  )
}

/** The example of the success response shown beside the reference: the first success with examples. */
export function sampleResponse(responses: ResponseData[]): ResponseData | null {
  return responses.find((r) => r.kind === "success" && r.examples.length > 0) ?? null
}

export default function ApiOperation({
  operation,
  apiKeyEnvVar,
}: {
  operation: ApiOperationData
  apiKeyEnvVar?: string | null
}): JSX.Element {
  const { requestBody } = operation
  const response = sampleResponse(operation.responses)
  const hasSamples = operation.codeSamples.length > 0 || Boolean(requestBody?.examples.length) || response !== null
  return (
    <div className={styles.operation}>
      <div className={styles.lead}>
        {operation.deprecated ? <p className={styles.deprecated}>{apiLabels.deprecatedOperation}</p> : null}
        <Markdown text={operation.description} className={styles.description} />
      </div>

      {/* Beside the reference and sticky on wide screens, right after the description on narrow ones. */}
      {hasSamples ? (
        <aside className={styles.side} aria-label={apiLabels.samples}>
          <div className={styles.sideInner}>
            {operation.codeSamples.length > 0 ? (
              <section aria-labelledby={SECTION_IDS.codeSamples}>
                <SectionHeading level={2} id={SECTION_IDS.codeSamples} text={SECTION_TITLES.codeSamples} />
                <CodeSamples
                  samples={operation.codeSamples}
                  envVar={operation.security.length > 0 ? apiKeyEnvVar : null}
                />
              </section>
            ) : null}
            {requestBody && requestBody.examples.length > 0 ? (
              <Examples
                examples={requestBody.examples}
                contentType={requestBody.contentType}
                label={apiLabels.requestExample}
              />
            ) : null}
            {response ? (
              <Examples
                examples={response.examples}
                contentType={response.contentType}
                label={apiLabels.responseExample(responseTitle(response.status, response.statusText))}
              />
            ) : null}
          </div>
        </aside>
      ) : null}

      <div className={styles.reference}>
        <Section id="authentication">
          <Authentication security={operation.security} />
        </Section>

        {operation.parameters.length > 0 ? (
          <Section id="parameters">
            <ParamsTable parameters={operation.parameters} />
          </Section>
        ) : null}

        {requestBody ? (
          <Section id="requestBody">
            <p className={styles.meta}>
              <span className={requestBody.required ? styles.required : undefined}>
                {requestBody.required ? apiLabels.required : apiLabels.optional}
              </span>
              <Separator />
              {apiLabels.contentType(requestBody.contentType)}
            </p>
            <Markdown text={requestBody.description} />
            {requestBody.schema ? <SchemaTree node={requestBody.schema} /> : null}
          </Section>
        ) : null}

        {operation.responses.length > 0 ? (
          <Section id="responses">
            <Responses responses={operation.responses} exampleShownBeside={response?.status} />
          </Section>
        ) : null}
      </div>
    </div>
  )
}
