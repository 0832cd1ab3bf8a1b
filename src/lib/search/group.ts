/**
 * Results grouped by page (as DocSearch and Pagefind show them): pages in the order of their best
 * result, each page's sections in score order under its title. The flat order of the groups is the
 * order the arrow keys walk.
 */
export interface Groupable {
  pageHref: string
  page: string
}

export interface ResultGroup<T extends Groupable> {
  pageHref: string
  page: string
  hits: T[]
}

export function groupByPage<T extends Groupable>(hits: readonly T[]): ResultGroup<T>[] {
  const groups = new Map<string, ResultGroup<T>>()
  for (const hit of hits) {
    let group = groups.get(hit.pageHref)
    if (!group) groups.set(hit.pageHref, (group = { pageHref: hit.pageHref, page: hit.page, hits: [] }))
    group.hits.push(hit)
  }
  return Array.from(groups.values())
}

/** The hits in the order the groups show them. */
export function groupedOrder<T extends Groupable>(hits: readonly T[]): T[] {
  return groupByPage(hits).flatMap((g) => g.hits)
}

const OPERATION = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)/

/** "POST /polls ..." (the start of an API operation's search text) -> its method and path. */
export function apiOperationOf(content: string): { method: string; path: string } | null {
  const match = OPERATION.exec(content)
  return match ? { method: match[1], path: match[2] } : null
}
