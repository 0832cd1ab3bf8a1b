/** Footer configuration (links, logo, copyright, style). */

export interface FooterLinkItem {
  label: string
  /** Internal route without the base path, e.g. "/faq". */
  to?: string
  /** External URL. */
  href?: string
}

export interface FooterLinkColumn {
  title: string
  items: FooterLinkItem[]
}

export interface FooterLogo {
  src: string
  srcDark?: string
  alt: string
  width?: number
  height?: number
  href?: string
  target?: string
}

export interface FooterConfig {
  style: "dark" | "light"
  /** Columns of links, or a single row of links separated by a dot. */
  links: FooterLinkColumn[] | FooterLinkItem[]
  logo?: FooterLogo
  copyright?: string
}

export function isMultiColumn(links: FooterConfig["links"]): links is FooterLinkColumn[] {
  return links.length > 0 && "items" in links[0]
}

/** The logo source for the current colour mode (the site is dark only, so srcDark wins when given). */
export function logoSource(logo: FooterLogo): string {
  return logo.srcDark ?? logo.src
}
