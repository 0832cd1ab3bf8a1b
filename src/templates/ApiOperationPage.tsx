/**
 * The reference page of one API operation. It queries only its own ApiOperation node (so no page ships
 * the whole document); sidebar, breadcrumbs and previous/next come from the page context.
 */
import React, { useRef } from "react"
import { graphql, type PageProps } from "gatsby"
import DocLayout, { type PageNavigation } from "../components/DocLayout"
import Seo from "../components/Seo"
import CopyPage from "../components/CopyPage"
import ApiOperation, { OperationEyebrow, type ApiOperationData } from "../components/ApiOperation"
import { operationHeadings } from "../lib/openapi/headings"
import { useContentEnhancements } from "../hooks/useContentEnhancements"
import ServerRendered from "../components/ServerRendered"
import TryIt from "../components/TryIt"

interface ApiOperationPageData {
  apiOperation: ApiOperationData & { excerpt: string | null }
  apiSpec: { apiKeyEnvVar: string } | null
}

export interface ApiOperationPageContext extends PageNavigation {
  id: string
}

export default function ApiOperationPage({
  data,
  pageContext,
}: PageProps<ApiOperationPageData, ApiOperationPageContext>): JSX.Element {
  const op = data.apiOperation
  const body = useRef<HTMLDivElement>(null)
  useContentEnhancements(body, op.route)
  const headings = operationHeadings({
    hasParameters: op.parameters.length > 0,
    hasRequestBody: Boolean(op.requestBody),
    responses: op.responses,
    hasCodeSamples: op.codeSamples.length > 0,
  })
  return (
    <>
      <Seo title={op.summary} description={op.excerpt} route={op.route} breadcrumbs={pageContext.breadcrumbs} />
      <DocLayout
        title={op.summary}
        route={op.route}
        navigation={pageContext}
        headings={headings}
        eyebrow={<OperationEyebrow method={op.method} path={op.path} />}
        wide
        pageActions={<CopyPage route={op.route} />}
      >
        <TryIt key={op.route} slug={op.slug}>
          <div ref={body}>
            <ServerRendered key={op.route}>
              <ApiOperation operation={op} apiKeyEnvVar={data.apiSpec?.apiKeyEnvVar} />
            </ServerRendered>
          </div>
        </TryIt>
      </DocLayout>
    </>
  )
}

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      slug
      route
      method
      path
      summary
      description
      excerpt
      deprecated
      security {
        name
        type
        label
        usage
        description
        scopes
      }
      parameters
      requestBody
      responses
      codeSamples
    }
    apiSpec {
      apiKeyEnvVar
    }
  }
`
