/**
 * The site's search client: the search settings of src/config/site.ts applied to createSearchClient.
 * Part of the on-demand search code, so the navbar shell carries none of this configuration.
 */
import { searchSettings, site } from "../../config/site"
import { createSearchClient, type SearchClient } from "./client"
import type { FetchLike } from "./loader"

export function createSiteSearchClient(indexUrl: (tag: string) => string, fetch: FetchLike): SearchClient {
  return createSearchClient({
    tags: searchSettings.tags,
    boosts: searchSettings,
    maxResults: searchSettings.maxSearchResults,
    maxQueryLength: searchSettings.maxQueryLength,
    basePath: site.basePath,
    indexUrl,
    fetch,
  })
}
