/** The API overview (/api): every tag with its description and its operations (method, summary, path), then the models. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import DocLayout, { type PageNavigation } from "../components/DocLayout"
import Seo from "../components/Seo"
import CopyPage from "../components/CopyPage"
import Link from "../components/Link"
import Markdown from "../components/ApiOperation/Markdown"
import SectionHeading from "../components/ApiOperation/SectionHeading"
import OperationList, { type OperationSummary } from "../components/ApiOperation/OperationList"
import { apiLabels } from "../components/ApiOperation/labels"
import type { Heading } from "../lib/headings"
import type { SidebarNode } from "../lib/sidebar"
import { useSharedSidebar } from "../hooks/useSharedSidebar"

interface ApiOverviewData {
  apiSpec: { title: string; version: string; baseUrl: string; downloadUrl: string } | null
  allApiTag: { nodes: { name: string; description: string | null; anchor: string; operationCount: number }[] }
  allApiOperation: { nodes: (OperationSummary & { tag: string })[] }
  allApiModel: { nodes: { name: string; route: string; excerpt: string | null }[] }
}

const MODELS_ID = "models"

type ApiOverviewContext = PageNavigation

const ROUTE = "/api"

export default function ApiOverviewPage({
  data,
  pageContext,
}: PageProps<ApiOverviewData, ApiOverviewContext>): JSX.Element {
  const { apiSpec, allApiTag, allApiOperation, allApiModel } = data
  const tags = allApiTag.nodes.filter((t) => t.operationCount > 0)
  const models = allApiModel.nodes
  const headings: Heading[] = tags.map((t) => ({ depth: 2, value: t.name, id: t.anchor }))
  if (models.length > 0) headings.push({ depth: 2, value: apiLabels.models, id: MODELS_ID })
  const title = apiSpec?.title ?? "API"
  // The API introduction is the first doc the API sidebar lists.
  const sharedSidebar = useSharedSidebar(pageContext.sidebar ? null : pageContext.sidebarFile)
  const intro = (pageContext.sidebar ?? sharedSidebar ?? []).find(
    (n): n is Extract<SidebarNode, { type: "link" }> => n.type === "link" && Boolean(n.docId)
  )
  return (
    <>
      <Seo
        title={apiLabels.overviewTitle}
        description={apiLabels.overviewDescription(title)}
        route={ROUTE}
        breadcrumbs={pageContext.breadcrumbs}
      />
      <DocLayout
        title={apiLabels.overviewTitle}
        route={ROUTE}
        navigation={pageContext}
        headings={headings}
        pageActions={<CopyPage route={ROUTE} />}
      >
        <p>{apiLabels.overviewDescription(title)}</p>
        {apiSpec ? (
          <ul>
            <li>
              {apiLabels.baseUrl} <code>{apiSpec.baseUrl}</code> ({apiLabels.version(apiSpec.version)})
            </li>
            {intro ? (
              <li>
                <Link to={intro.href}>{apiLabels.introduction}</Link>
              </li>
            ) : null}
            <li>
              <a href={apiSpec.downloadUrl} download>
                {apiLabels.download}
              </a>
            </li>
          </ul>
        ) : null}
        {tags.map((tag) => (
          <section key={tag.name} aria-labelledby={tag.anchor}>
            <SectionHeading level={2} id={tag.anchor} text={tag.name} />
            <Markdown text={tag.description} />
            <OperationList
              operations={allApiOperation.nodes.filter((op) => op.tag === tag.name)}
              label={apiLabels.operationsOf(tag.name)}
            />
          </section>
        ))}
        {models.length > 0 ? (
          <section aria-labelledby={MODELS_ID}>
            <SectionHeading level={2} id={MODELS_ID} text={apiLabels.models} />
            <p>{apiLabels.modelsIntro}</p>
            <ul aria-label={apiLabels.modelsList}>
              {models.map((model) => (
                <li key={model.name}>
                  <Link to={model.route}>
                    <code>{model.name}</code>
                  </Link>
                  {model.excerpt ? `: ${model.excerpt}` : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DocLayout>
    </>
  )
}

export const query = graphql`
  query ApiOverviewPage {
    apiSpec {
      title
      version
      baseUrl
      downloadUrl
    }
    allApiTag(sort: { order: ASC }) {
      nodes {
        name
        description
        anchor
        operationCount
      }
    }
    allApiOperation(sort: { order: ASC }) {
      nodes {
        slug
        route
        method
        path
        summary
        tag
        deprecated
      }
    }
    allApiModel(sort: { order: ASC }) {
      nodes {
        name
        route
        excerpt
      }
    }
  }
`
