/**
 * JSON-LD of a documentation page (schema.org): a TechArticle and its BreadcrumbList, so search
 * engines show the page's trail instead of its URL. Written into the head on the server only: the
 * browser bundle gets structured-data.browser.ts instead (see gatsby-node.ts onCreateWebpackConfig),
 * crawlers load every page afresh.
 */

export interface StructuredDataInput {
  title: string
  description: string
  /** Absolute URL of the page. */
  url: string
  /** Absolute URL of its social card. */
  image: string
  /** Absolute URL of the documentation's home (the introduction). */
  homeUrl: string
  siteTitle: string
  /** The page's breadcrumbs (categories, then the page), as in its page context; hrefs are routes. */
  breadcrumbs?: { label: string; href?: string }[]
  /** Turns a route into an absolute URL. */
  urlOf: (route: string) => string
  /** ISO date of the last change, when known. */
  dateModified?: string | null
  section?: string
  language: string
}

type JsonLd = Record<string, unknown>

export function techArticle(input: StructuredDataInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "TechArticle",
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    inLanguage: input.language,
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    isPartOf: { "@type": "WebSite", name: input.siteTitle, url: input.homeUrl },
    publisher: { "@type": "Organization", name: "Pollaris", url: new URL(input.homeUrl).origin },
  }
}

/**
 * The trail: the docs' home, the linked categories, the page. Categories without a page of their own
 * (an API tag) are left out: every item but the last must be a URL.
 */
export function breadcrumbList(input: StructuredDataInput): JsonLd {
  const trail: { name: string; item: string }[] = [{ name: input.siteTitle, item: input.homeUrl }]
  for (const crumb of (input.breadcrumbs ?? []).slice(0, -1))
    if (crumb.href) trail.push({ name: crumb.label, item: input.urlOf(crumb.href) })
  if (input.url !== input.homeUrl) trail.push({ name: input.title, item: input.url })
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: t.item })),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

/** The JSON-LD text of a page's <script type="application/ld+json">. */
export function pageJsonLd(input: StructuredDataInput): string | null {
  return jsonLdText([techArticle(input), breadcrumbList(input)])
}
