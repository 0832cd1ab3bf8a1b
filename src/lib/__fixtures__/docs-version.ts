/** The docs version of the site as tests see it: a few docs of both sidebars. */
import type { DocsVersionInfo } from "../navbar"

export const docsVersionFixture: DocsVersionInfo = {
  name: "current",
  label: "Next",
  path: "/docs",
  isLast: true,
  mainDocId: "index",
  docs: [
    { id: "index", path: "/docs/", sidebar: "guides", unlisted: false },
    { id: "faq", path: "/docs/faq", sidebar: "guides", unlisted: false },
    { id: "commands/poll", path: "/docs/commands/poll", sidebar: "guides", unlisted: false },
    { id: "api/pollaris-api", path: "/docs/api/pollaris-api", sidebar: "api", unlisted: false },
  ],
}
