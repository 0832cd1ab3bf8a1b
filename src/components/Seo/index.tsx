/** Document head of a page: title "<page> | Pollaris Docs", description, canonical, Open Graph, robots. */
import React from "react"
import { Helmet } from "react-helmet"
import { site } from "../../config/site"
import { withBasePath } from "../../lib/routing"

export function pageTitle(title?: string): string {
  return title && title !== site.title ? `${title}${site.titleDelimiter}${site.title}` : site.title
}

export function canonicalUrl(route: string): string {
  return `${site.siteUrl}${withBasePath(site.basePath, route)}`
}

interface Props {
  title?: string
  description?: string | null
  route: string
  noindex?: boolean
}

export default function Seo({ title, description, route, noindex }: Props): JSX.Element {
  const fullTitle = pageTitle(title)
  const desc = description || site.description
  const url = canonicalUrl(route)
  return (
    <Helmet htmlAttributes={{ lang: site.locale, "data-theme": "dark" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </Helmet>
  )
}
