/**
 * The body of an operation's reference page: description, authentication, parameters, request body,
 * responses by status and code samples, in that order, with the headings of operationHeadings().
 * Renders props only; the template queries the operation's node.
 */
import React from "react"
import type { CodeSample, ParameterRow, RequestBodyData, ResponseData, SecurityData } from "../../lib/openapi/types"
import { SECTION_IDS, SECTION_TITLES } from "../../lib/openapi/headings"
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

export default function ApiOperation({ operation, apiKeyEnvVar }: { operation: ApiOperationData; apiKeyEnvVar?: string | null }): JSX.Element {
  const { requestBody } = operation
  return (
    <div className={styles.operation}>
      {operation.deprecated ? <p className={styles.deprecated}>{apiLabels.deprecatedOperation}</p> : null}
      <Markdown text={operation.description} className={styles.description} />

      <Section id="authentication">
        <Authentication security={operation.security} />
      </Section>

      <Section id="parameters">
        <ParamsTable parameters={operation.parameters} />
      </Section>

      {requestBody ? (
        <Section id="requestBody">
          <p className={styles.meta}>
            <span className={requestBody.required ? styles.required : undefined}>{requestBody.required ? apiLabels.required : apiLabels.optional}</span>
            <Separator />
            {apiLabels.contentType(requestBody.contentType)}
          </p>
          <Markdown text={requestBody.description} />
          {requestBody.schema ? <SchemaTree node={requestBody.schema} /> : null}
          <Examples examples={requestBody.examples} contentType={requestBody.contentType} />
        </Section>
      ) : null}

      {operation.responses.length > 0 ? (
        <Section id="responses">
          <Responses responses={operation.responses} />
        </Section>
      ) : null}

      {operation.codeSamples.length > 0 ? (
        <Section id="codeSamples">
          <CodeSamples samples={operation.codeSamples} envVar={operation.security.length > 0 ? apiKeyEnvVar : null} />
        </Section>
      ) : null}
    </div>
  )
}
