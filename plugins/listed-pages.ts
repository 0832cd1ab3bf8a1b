/**
 * Which built pages are "listed" (in the sitemap, llms.txt, with a Markdown twin) and their reading
 * order. Listed: every page but the not-found and search pages and unlisted or draft docs.
 */
import { navigablePages, type SidebarNode } from "../src/lib/sidebar"
import { isSameRoute, routeKey } from "../src/lib/routing"

/** Pages that exist for the shell, not as documentation. */
export const UNLISTED_SHELL_ROUTES = ["/404", "/404.html", "/dev-404-page", "/search"]

export function isListedPage(route: string, unlistedRoutes: ReadonlySet<string>): boolean {
  const clean = route.length > 1 ? route.replace(/\/+$/, "") : route
  if (UNLISTED_SHELL_ROUTES.includes(clean) || clean.startsWith("/dev-404-page")) return false
  return !unlistedRoutes.has(clean)
}

/**
 * Pages in sidebar order: the sidebar holding the introduction ("/") first, then the others; pages no
 * sidebar lists follow, by route.
 */
export function orderBySidebars<T extends { route: string }>(pages: T[], sidebars: SidebarNode[][]): T[] {
  const ordered = [...sidebars].sort((a, b) => Number(hasRoute(b, "/")) - Number(hasRoute(a, "/")))
  // A map, not a search per comparison: the sort compares every page many times.
  const positions = new Map<string, number>()
  ordered
    .flatMap((sidebar) => navigablePages(sidebar))
    .forEach((p, i) => {
      if (!positions.has(routeKey(p.href))) positions.set(routeKey(p.href), i)
    })
  const position = (route: string) => positions.get(routeKey(route)) ?? Number.MAX_SAFE_INTEGER
  return [...pages].sort((a, b) => position(a.route) - position(b.route) || a.route.localeCompare(b.route))
}

const hasRoute = (sidebar: SidebarNode[], route: string) =>
  navigablePages(sidebar).some((p) => isSameRoute(p.href, route))
