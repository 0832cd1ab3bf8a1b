/** A guide page written in MDX: queries its Doc node by id; the body arrives as `children`. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import DocLayout from "../components/DocLayout"
import Seo from "../components/Seo"
import { mdxComponents } from "../components/MdxComponents"
import type { SidebarNode } from "../lib/sidebar"
import type { Crumb } from "../components/Breadcrumbs"
import type { PageLink } from "../components/PaginationNav"

interface DocData {
  doc: {
    route: string
    title: string
    description: string | null
    unlisted: boolean
    draft: boolean
    headings: { depth: number; value: string; id: string }[]
  }
}

export interface DocPageContext {
  id: string
  sidebar: SidebarNode[]
  breadcrumbs: Crumb[]
  previous: PageLink | null
  next: PageLink | null
}

export default function DocPage({ data, pageContext, children }: PageProps<DocData, DocPageContext>): JSX.Element {
  const { doc } = data
  return (
    <>
      <Seo title={doc.title} description={doc.description} route={doc.route} noindex={doc.unlisted || doc.draft} />
      <DocLayout
        title={doc.title}
        route={doc.route}
        sidebar={pageContext.sidebar}
        breadcrumbs={pageContext.breadcrumbs}
        previous={pageContext.previous}
        next={pageContext.next}
        headings={doc.headings}
        unlisted={doc.unlisted}
        draft={doc.draft}
      >
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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
      headings {
        depth
        value
        id
      }
    }
  }
`
