/**
 * Document head of a page: title "<page> | Pollaris Docs", description, canonical, Open Graph and
 * Twitter card with the page's social card (plugins/social-cards), robots, and JSON-LD (TechArticle,
 * BreadcrumbList, written on the server only: see src/lib/structured-data.ts).
 */
import React from "react"
import { Helmet } from "react-helmet"
import { site } from "../../config/site"
import { socialCardLabels } from "../../config/social"
import { withBasePath } from "../../lib/routing"
import { CARD_HEIGHT, CARD_WIDTH, cardPath, cardSection } from "../../lib/social-card"
import { pageJsonLd } from "../../lib/structured-data"

export function pageTitle(title?: string): string {
  return title && title !== site.title ? `${title}${site.titleDelimiter}${site.title}` : site.title
}

export function canonicalUrl(route: string): string {
  return `${site.siteUrl}${withBasePath(site.basePath, route)}`
}

/** Absolute URL of the social card of a page (null: the default card). */
export function cardUrl(route: string | null): string {
  return `${site.siteUrl}${site.basePath.replace(/\/$/, "")}${cardPath(route)}`
}

interface Props {
  title?: string
  description?: string | null
  route: string
  noindex?: boolean
  /** The page's breadcrumbs from its page context: the card's section and the JSON-LD trail. */
  breadcrumbs?: { label: string; href?: string }[]
  /** ISO date of the page's last change (guides). */
  dateModified?: string | null
}

export default function Seo({ title, description, route, noindex, breadcrumbs, dateModified }: Props): JSX.Element {
  const fullTitle = pageTitle(title)
  const desc = description || site.description
  const url = canonicalUrl(route)
  // Pages that are not indexed (not-found, search, unlisted) share the default card.
  const image = cardUrl(noindex ? null : route)
  const section = cardSection(breadcrumbs, route === "/api" || route.startsWith("/api/") ? "api" : "guides")
  const imageAlt = noindex
    ? socialCardLabels.alt(socialCardLabels.defaultTitle, socialCardLabels.defaultSection)
    : socialCardLabels.alt(title ?? site.title, section)
  const jsonLd =
    !noindex && title
      ? pageJsonLd({
          title,
          description: desc,
          url,
          image,
          homeUrl: canonicalUrl("/"),
          siteTitle: site.title,
          breadcrumbs,
          urlOf: canonicalUrl,
          dateModified,
          section,
          language: site.locale,
        })
      : null
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
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {jsonLd ? <script type="application/ld+json">{jsonLd}</script> : null}
    </Helmet>
  )
}
