/** Every string the search box shows (the placeholder, button titles and messages are fixed texts); the search page reuses them. */
import { searchSettings } from "../../config/site"

export const searchLabels = {
  placeholder: "Search...",
  clear: "Clear",
  cancel: "Cancel",
  submit: "Submit",
  noResults: "No results found.",
  inputLabel: "Search the documentation",
  results: "Search results",
  loading: "Loading search results",
  seeAll: "See all results",
  shortcutHint: "Press / or Ctrl+K to search",
  showingResultsFor: "Showing results for",
  loadFailed: "Search could not be loaded.",
  retry: "Retry",
  openSearch: "Search",
  pageOverview: "Page overview",
  recentSearches: "Recent searches",
  removeRecent: (query: string) => `Remove "${query}" from recent searches`,
  clearRecent: "Clear recent searches",
} as const

/** The search page route (without the base path) for a query: "/search?q=poll". */
export function searchPageRoute(query: string): string {
  const route = `/${searchSettings.searchPagePath}`
  return query ? `${route}?${searchSettings.queryParam}=${encodeURIComponent(query)}` : route
}
