/**
 * The page of one model: a named schema of the OpenAPI document's components. It queries only its
 * own ApiModel node; sidebar, breadcrumbs and previous/next come from the page context.
 */
import React, { useRef } from "react"
import { graphql, type PageProps } from "gatsby"
import DocLayout, { type PageNavigation } from "../components/DocLayout"
import Seo from "../components/Seo"
import CopyPage from "../components/CopyPage"
import ApiModel, { ModelEyebrow, headingsOfModel, type ApiModelData } from "../components/ApiOperation/Model"
import { useContentEnhancements } from "../hooks/useContentEnhancements"
import ServerRendered from "../components/ServerRendered"

interface ApiModelPageData {
  apiModel: ApiModelData & { metaDescription: string }
}

export interface ApiModelPageContext extends PageNavigation {
  id: string
}

export default function ApiModelPage({
  data,
  pageContext,
}: PageProps<ApiModelPageData, ApiModelPageContext>): JSX.Element {
  const model = data.apiModel
  const body = useRef<HTMLDivElement>(null)
  useContentEnhancements(body, model.route)
  return (
    <>
      <Seo
        title={model.name}
        description={model.metaDescription}
        route={model.route}
        breadcrumbs={pageContext.breadcrumbs}
      />
      <DocLayout
        title={model.name}
        route={model.route}
        navigation={pageContext}
        headings={headingsOfModel(model)}
        eyebrow={<ModelEyebrow typeLabel={model.typeLabel} />}
        wide
        pageActions={<CopyPage route={model.route} />}
      >
        <div ref={body}>
          <ServerRendered key={model.route}>
            <ApiModel model={model} />
          </ServerRendered>
        </div>
      </DocLayout>
    </>
  )
}

export const query = graphql`
  query ApiModelPage($id: String!) {
    apiModel(id: { eq: $id }) {
      name
      route
      typeLabel
      description
      metaDescription
      schema
      example
      exampleGenerated
      usedBy
      usedIn
    }
  }
`
