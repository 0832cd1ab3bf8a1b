/** A generated category index: the category's description and one card per child page. */
import React from "react"
import type { PageProps } from "gatsby"
import DocLayout, { type PageNavigation } from "../components/DocLayout"
import Seo from "../components/Seo"
import CopyPage from "../components/CopyPage"
import { Card } from "../components/Card"
import { CardGrid } from "../components/content"
import { pageLabels } from "../config/site"
import type { CategoryIndexPage } from "../lib/sidebar"

interface Context extends PageNavigation {
  category: CategoryIndexPage
}

export default function CategoryPage({ pageContext }: PageProps<object, Context>): JSX.Element {
  const { category } = pageContext
  return (
    <>
      <Seo
        title={category.title}
        description={category.description}
        route={category.route}
        breadcrumbs={pageContext.breadcrumbs}
      />
      <DocLayout
        title={category.title}
        route={category.route}
        navigation={pageContext}
        pageActions={<CopyPage route={category.route} />}
      >
        {category.description ? <p>{category.description}</p> : null}
        <CardGrid>
          {category.items
            .filter((item) => item.href)
            .map((item) => (
              <Card
                key={item.href}
                to={item.href as string}
                title={item.label}
                description={item.description}
                meta={item.count !== undefined ? pageLabels.categoryCardItems(item.count) : undefined}
              />
            ))}
        </CardGrid>
      </DocLayout>
    </>
  )
}
