/**
 * The site's search client: the search settings of src/config/site.ts and the synonyms of
 * content/search-synonyms.json applied to createSearchClient. Part of the on-demand search code,
 * so the navbar shell carries none of this configuration.
 */
import { searchSettings, site } from "../../config/site"
import synonymsFile from "../../../content/search-synonyms.json"
import { createSearchClient, type SearchClient } from "../../lib/search/client"
import type { FetchLike } from "../../lib/search/loader"
import { parseSynonyms } from "../../lib/search/synonyms"

export function createSiteSearchClient(indexUrl: (tag: string) => string, fetch: FetchLike): SearchClient {
  return createSearchClient({
    tags: searchSettings.tags,
    boosts: searchSettings,
    maxResults: searchSettings.maxSearchResults,
    maxQueryLength: searchSettings.maxQueryLength,
    basePath: site.basePath,
    indexUrl,
    fetch,
    synonyms: parseSynonyms(synonymsFile, "content/search-synonyms.json"),
  })
}
