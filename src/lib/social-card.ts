/**
 * The social card of a page: what it says (title, section, method and path of an API operation) and
 * where it is published, so the page's head and the build (plugins/social-cards) agree. The layout is
 * in social-card-layout.ts.
 */
import { absoluteUrl } from "./markdown/urls"
import { DEFAULT_CARD_NAME, SOCIAL_CARD_DIR, socialCardLabels } from "../config/social"

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

export interface CardData {
  title: string
  /** The line above the title: the page's sidebar categories, or its sidebar's name. */
  section: string
  /** API operations: the HTTP method and path. */
  method?: string
  path?: string
  /** The page's address without the scheme, shown at the bottom ("pollaris.example/docs/faq"). */
  url: string
}

/** Published path of a page's card under the base path: "/commands/poll" → "/og/commands/poll.png"; null → the default card. */
export function cardPath(route: string | null): string {
  if (route === null) return `/${SOCIAL_CARD_DIR}/${DEFAULT_CARD_NAME}.png`
  const clean = route.replace(/\/+$/, "")
  return `/${SOCIAL_CARD_DIR}${clean === "" ? "/index" : clean}.png`
}

/** The card's section line: the enclosing categories of the breadcrumbs, else the sidebar's name. */
export function cardSection(breadcrumbs: { label: string }[] | undefined, sidebar: "guides" | "api"): string {
  const categories = (breadcrumbs ?? []).slice(0, -1).map((c) => c.label)
  const top = sidebar === "api" ? socialCardLabels.api : socialCardLabels.guides
  if (categories.length === 0) return top
  // An API operation's crumb is its tag ("polls"): say it is the API reference too.
  return sidebar === "api" ? [top, ...categories].join(" › ") : categories.join(" › ")
}

export interface CardPage {
  route: string
  title: string
  breadcrumbs?: { label: string }[]
  sidebar: "guides" | "api"
  method?: string
  path?: string
}

/** What a page's card says. */
export function cardData(page: CardPage, urls: { siteUrl: string; basePath: string }): CardData {
  return {
    title: page.title,
    section: cardSection(page.breadcrumbs, page.sidebar),
    ...(page.method && page.path ? { method: page.method, path: page.path } : {}),
    url: absoluteUrl(urls.siteUrl, urls.basePath, page.route)
      .replace(/^[a-z]+:\/\//, "")
      .replace(/\/$/, ""),
  }
}

/** The card of pages without their own. */
export function defaultCardData(urls: { siteUrl: string; basePath: string }): CardData {
  return {
    title: socialCardLabels.defaultTitle,
    section: socialCardLabels.defaultSection,
    url: absoluteUrl(urls.siteUrl, urls.basePath, "/")
      .replace(/^[a-z]+:\/\//, "")
      .replace(/\/$/, ""),
  }
}
