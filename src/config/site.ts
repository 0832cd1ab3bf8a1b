/**
 * Site configuration: every label, link and constant the shell shows lives here.
 * Pure data, no logic. Main-site links are built from MAIN_SITE_URL so a deployment changes one line.
 */
import type { NavbarItemConfig } from "../lib/navbar"
import type { FooterConfig } from "../lib/footer"

export const MAIN_SITE_URL = "https://pollaris.example"
export const SUPPORT_SERVER_URL = "https://discord.gg/pollaris"

export const site = {
  title: "Pollaris Docs",
  titleDelimiter: " | ",
  description:
    "Documentation for Pollaris, the poll bot for Discord servers: guides, slash commands, settings, permissions and the REST API.",
  siteUrl: MAIN_SITE_URL,
  basePath: "/docs/",
  locale: "en",
  /** The site has exactly one docs version, "current". */
  docsVersion: { name: "current", label: "Next", path: "/docs", isLast: true, mainDocId: "index" },
  // The desktop/mobile split is 996 px: it lives in the CSS media queries (max-width: 996px).
  tocLevels: { min: 2, max: 3 },
  /**
   * The repository the pages are edited in: "Edit this page" links to
   * <url>/edit/<branch>/<the page's file>, e.g. .../edit/main/content/docs/commands/poll.mdx.
   */
  repository: { url: "https://github.com/pollaris/pollaris-docs", branch: "main" },
  /** Analytics: page-view script, loaded deferred; the site works without it. */
  analytics: { src: "https://plausible.io/js/script.js", domain: "pollaris.example" },
  /** theme-color and the manifest's colour: Discord tints a shared link's embed with it. */
  themeColor: "#5865f2",
} as const

/** Labels of the shell (navbar, announcement, skip link, error boundary): on every page. */
export const labels = {
  skipToContent: "Skip to main content",
  backToMainMenu: "← Back to main menu",
  mobileLanguages: "Languages",
  mobileVersions: "Versions",
  openMenu: "Open navigation menu",
  closeMenu: "Close navigation menu",
  docsSidebar: "Docs sidebar",
  mainNavigation: "Main",
  closeAnnouncement: "Close",
  chunkLoadError: "A part of this page failed to load. Check your connection, then retry.",
  retry: "Retry",
  backToTop: "Back to top",
  /** Read by screen readers after the text of a link that leaves pollaris.example. */
  leavesSite: "(opens another site)",
} as const

/** Labels of the page templates (kept apart so they load with the pages that show them). */
export const pageLabels = {
  onThisPage: "On this page",
  previous: "Previous",
  next: "Next",
  breadcrumbs: "Breadcrumbs",
  home: "Home page",
  unlistedTitle: "Unlisted page",
  unlistedBody:
    "This page is unlisted. Search engines will not index it, and only readers with a direct link can access it.",
  draftTitle: "Draft page",
  draftBody: "This page is a draft. It is visible in development only and is excluded from production builds.",
  copyCode: "Copy code",
  copy: "Copy",
  editThisPage: "Edit this page",
  lastUpdated: "Last updated on",
  copied: "Copied",
  table: "Table",
  anchorLink: (heading: string) => `Direct link to ${heading}`,
  copySection: (heading: string) => `Copy the section ${heading} as Markdown`,
  copyFailed: "Copy failed",
  /** A content image is a link that opens it larger (src/browser/image-dialog.ts). */
  openImage: "(opens larger)",
  imageDialog: "Enlarged image",
  closeImage: "Close the enlarged image",
  notFoundTitle: "Page Not Found",
  notFoundBody: "We could not find what you were looking for.",
  notFoundHint: "The page may have moved. Try the search, or start again from the introduction.",
  notFoundHome: "Go to the introduction",
  categoryCardItems: (n: number) => `${n} item${n === 1 ? "" : "s"}`,
} as const

/** The red banner of the page at the base URL when the site's JavaScript did not start (server-rendered only). */
export const baseUrlIssueLabels = {
  title: "Your site did not load properly.",
  hint: "A very common reason is a wrong base URL configuration. Current configured base URL = {configured}. We suggest trying base URL = {suggestion}",
} as const

export const navbarItems: NavbarItemConfig[] = [
  { type: "default", label: "Home", href: `${MAIN_SITE_URL}/`, target: "_self" },
  { type: "default", label: "Commands", href: `${MAIN_SITE_URL}/commands`, target: "_self" },
  { type: "default", label: "Dashboard", href: `${MAIN_SITE_URL}/dashboard`, target: "_self" },
  { type: "default", label: "Status", href: `${MAIN_SITE_URL}/status`, target: "_self" },
  { type: "doc", label: "Docs", docId: "index" },
  { type: "doc", label: "API Docs", docId: "api/pollaris-api" },
  { type: "search", position: "right" },
]

export const footer: FooterConfig = {
  style: "dark",
  links: [
    {
      title: "Product",
      items: [
        { label: "Home", href: `${MAIN_SITE_URL}/` },
        { label: "Add to Discord", href: `${MAIN_SITE_URL}/invite` },
        { label: "Dashboard", href: `${MAIN_SITE_URL}/dashboard` },
        { label: "Commands", href: `${MAIN_SITE_URL}/commands` },
        { label: "Status", href: `${MAIN_SITE_URL}/status` },
        { label: "Vote for Pollaris", href: `${MAIN_SITE_URL}/vote` },
        { label: "Pollaris vs. Discord polls", href: `${MAIN_SITE_URL}/compare/discord-polls` },
      ],
    },
    {
      title: "Get Help",
      items: [
        { label: "Documentation", to: "/" },
        { label: "FAQ", to: "/faq" },
        { label: "Join the support server", href: SUPPORT_SERVER_URL },
      ],
    },
    {
      title: "Find Us Online",
      items: [
        { label: "Top.gg", href: "https://top.gg/bot/pollaris" },
        { label: "Discord Bot List", href: "https://discordbotlist.com/bot/pollaris" },
        { label: "Discord Bots", href: "https://discord.bots.gg/bot/pollaris" },
      ],
    },
    {
      title: "Our Partners",
      items: [
        { label: "Quorum Hosting", href: "https://quorum-hosting.example" },
        { label: "Ballotbox Studio", href: "https://ballotbox-studio.example" },
      ],
    },
    {
      title: "Legal",
      items: [
        { label: "Legal notice", href: `${MAIN_SITE_URL}/legal/notice` },
        { label: "Privacy policy", href: `${MAIN_SITE_URL}/legal/privacy` },
        { label: "Terms of service", href: `${MAIN_SITE_URL}/legal/terms` },
      ],
    },
  ],
  logo: {
    src: "/img/pollaris-logo.svg",
    alt: "Pollaris",
    width: 132,
    height: 32,
    href: MAIN_SITE_URL,
    target: "_self",
  },
  copyright: "Copyright © 2018-2025 Pollaris. Not affiliated with Discord Inc.",
}

/** The dismissible announcement bar. Changing `id` shows it again to readers who closed it. */
export const announcement = {
  id: "api-v1-2025",
  content: "The Pollaris REST API v1 is stable.",
  linkLabel: "Read the API introduction",
  linkTo: "/api/pollaris-api",
  isCloseable: true,
} as const

/** Local search settings: field boosts, whether parent categories are indexed, at most 8 results. */
export const searchSettings = {
  tags: ["docs", "api"],
  titleBoost: 5,
  contentBoost: 1,
  tagsBoost: 3,
  parentCategoriesBoost: 2,
  indexDocSidebarParentCategories: true,
  maxSearchResults: 8,
  maxQueryLength: 512,
  stallThresholdMs: 300,
  searchPagePath: "search",
  queryParam: "q",
} as const
