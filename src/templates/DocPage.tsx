/**
 * A guide page: queries its Doc node by id. The MDX body was rendered to HTML at build time
 * (plugins/docs-source), so all guide pages share this one small component; tabs, copy buttons and
 * links in the body get their behaviour from useContentEnhancements.
 */
import React, { useRef } from "react"
import { graphql, type PageProps } from "gatsby"
import DocLayout, { type PageNavigation } from "../components/DocLayout"
import Seo from "../components/Seo"
import CopyPage from "../components/CopyPage"
import PageMeta from "../components/PageMeta"
import { useContentEnhancements } from "../hooks/useContentEnhancements"

interface DocData {
  doc: {
    route: string
    title: string
    description: string | null
    unlisted: boolean
    draft: boolean
    html: string
    editUrl: string | null
    lastUpdated: string | null
    headings: { depth: number; value: string; id: string }[]
  }
}

export interface DocPageContext extends PageNavigation {
  id: string
}

export default function DocPage({ data, pageContext }: PageProps<DocData, DocPageContext>): JSX.Element {
  const { doc } = data
  const body = useRef<HTMLDivElement>(null)
  useContentEnhancements(body, doc.route)
  return (
    <>
      <Seo
        title={doc.title}
        description={doc.description}
        route={doc.route}
        noindex={doc.unlisted || doc.draft}
        breadcrumbs={pageContext.breadcrumbs}
        dateModified={doc.lastUpdated}
      />
      <DocLayout
        title={doc.title}
        route={doc.route}
        navigation={pageContext}
        headings={doc.headings}
        unlisted={doc.unlisted}
        draft={doc.draft}
        pageActions={doc.unlisted || doc.draft ? undefined : <CopyPage route={doc.route} />}
      >
        <div ref={body} className="content" dangerouslySetInnerHTML={{ __html: doc.html }} />
        <PageMeta editUrl={doc.editUrl} lastUpdated={doc.lastUpdated} />
      </DocLayout>
    </>
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      route
      title
      description
      unlisted
      draft
      html
      editUrl
      lastUpdated
      headings {
        depth
        value
        id
      }
    }
  }
`
