/**
 * What a shared link shows: the social card of each page (plugins/social-cards draws it at build time)
 * and the icons and web app manifest declared in every page's head. Pure data.
 */

/** Where the cards are published under the base path: /docs/og/commands/poll.png. */
export const SOCIAL_CARD_DIR = "og"

/** The card of pages without their own (not-found, search, unlisted pages). */
export const DEFAULT_CARD_NAME = "default"

export const socialCardLabels = {
  /** The card's line above the title when a page sits in no sidebar category. */
  guides: "Guides",
  api: "API reference",
  /** Read by screen readers and shown by some apps when the image does not load. */
  alt: (title: string, section: string) => `${title} (${section}), Pollaris documentation`,
  defaultTitle: "Documentation",
  defaultSection: "Guides, commands and the REST API",
} as const

/** Colours of the card, from the site's dark palette (src/styles/global.css). */
export const socialCardPalette = {
  background: "#15161a",
  raised: "#1d1f24",
  border: "#2e323b",
  text: "#e6e7ea",
  muted: "#a6abb6",
  accent: "#8ea2ff",
  accentStrong: "#5865f2",
  /** Method badges, as on the API pages (src/components/MethodBadge). */
  methods: { get: "#6fcf97", post: "#8ea2ff", patch: "#f2c86b", put: "#f2a65a", delete: "#ff8a8a" } as Record<
    string,
    string
  >,
} as const

/**
 * Icons published under the base path and declared in every page's head. The SVG favicon is
 * static/favicon.svg; the PNGs are drawn from it at build time.
 */
export const siteIcons = {
  svg: "favicon.svg",
  png: { file: "favicon-32.png", size: 32 },
  appleTouch: { file: "apple-touch-icon.png", size: 180 },
  manifestIcons: [
    { file: "icon-192.png", size: 192 },
    { file: "icon-512.png", size: 512 },
  ],
  manifest: "manifest.webmanifest",
} as const

/** The web app manifest's names (its colours come from site.themeColor and the palette). */
export const manifestNames = { name: "Pollaris Docs", shortName: "Pollaris" } as const
