/**
 * The Markdown output of the site (plugins/markdown-output): the sections of /docs/llms.txt and which
 * routes each holds. A route goes to the first section, in this list's order, with a matching rule
 * (an exact route, or a prefix ending in "/"); pages no rule matches go to "Help". The file lists the
 * sections in `llmsSectionOrder`.
 */
import type { LlmsSection } from "../lib/markdown/llms"

export const llmsSectionOrder = ["Getting started", "Commands", "Settings", "Permissions", "Help", "API reference"]

export const llmsSections: LlmsSection[] = [
  { title: "Getting started", routes: ["/", "/category/getting-started", "/getting-started/"] },
  { title: "Settings", routes: ["/category/setting-commands", "/commands/settings/"] },
  { title: "Commands", routes: ["/category/commands", "/category/poll-commands", "/commands/"] },
  { title: "Permissions", routes: ["/category/permissions", "/permissions/"] },
  { title: "API reference", routes: ["/api", "/api/"] },
]

export const llmsFallbackSection = "Help"

export const llmsProductName = "Pollaris"

export const llmsSummary =
  "Pollaris is a poll bot for Discord servers: members create polls with slash commands such as /poll and /timepoll, admins tune it with /settings, and developers create polls and read results over its REST API (https://pollaris.example/api/v1, bearer API keys from the dashboard). Each link below is the Markdown version of one documentation page."

/** Pages the block for agents at the top of llms.txt points to: an example twin, and the API's guide. */
export const llmsAgentExamples = { exampleRoute: "/commands/poll", apiGuideRoute: "/api/pollaris-api" }
