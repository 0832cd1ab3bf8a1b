/**
 * The search client: loads the per-tag indexes, finds candidates, scores them, merges the tags and
 * shapes results for display. This module and everything it imports (FlexSearch included) reach
 * the browser only through a dynamic import, when the reader first focuses or types in a search box.
 */
import { readQuery, type QueryTerm } from "./tokenize"
import { createIndexLoader, type FetchLike, type IndexLoader } from "./loader"
import { buildLoadedIndex, type LoadedIndex } from "./engine"
import type { PartName } from "./index-view"
import { planQuery, rarityOf, searchIndex, mergeResults } from "./score"
import type { SynonymMap } from "./synonyms"
import { markTerms, snippet } from "./snippet"
import { highlightHref } from "./highlight-params"
import { apiOperationOf } from "./group"
import { mayBePasted, quotesPastedMessage } from "./pasted"
import { NEAR, NEAR_MIN_TERMS, PASTED, PASTED_CANDIDATES, PROBLEM } from "./score-weights"
import { nearShare, textStems } from "./proximity"
import { describesProblem, reportsProblem } from "./problem"
import type { Boosts, SearchDocument, SearchResult, TextSegment } from "./types"

export interface SearchHit {
  /** Unique across tags: "<tag>:<document id>". */
  key: string
  score: number
  terms: string[]
  sectionTitle: TextSegment[]
  /** The page title, when it differs from the section title. */
  pageTitle: string | null
  /** The page title, always (the search page groups results by page). */
  page: string
  snippet: TextSegment[]
  /** Path with the base path, the highlight terms and the anchor: for links and new tabs. */
  href: string
  /** The same without the base path: for client-side navigation. */
  to: string
  /** Page path with the base path, for grouping results by page. */
  pageHref: string
  /** True for the first section of a page (the page itself). */
  isPage: boolean
  /** Method and path of an API operation, for its badge. */
  operation: { method: string; path: string } | null
}

export interface SearchClientOptions {
  tags: readonly string[]
  boosts: Boosts
  /** Results per index and after merging (8). */
  maxResults: number
  maxQueryLength: number
  basePath: string
  indexUrl: (tag: string) => string
  fetch: FetchLike
  /** Reader's word -> docs' words (content/search-synonyms.json). */
  synonyms?: SynonymMap
}

export interface SearchOptions {
  /** Overrides maxResults (the search page lists every result). */
  limit?: number
}

export interface SearchOutcome {
  hits: SearchHit[]
  /** The query as read when some of its words were typos ("schedule poll" for "shedule poll"). */
  correctedQuery: string | null
}

export interface SearchClient {
  /** Starts loading every tag's index, again for those that failed (on focus); true after such a retry. */
  preload: () => Promise<boolean>
  search: (query: string, options?: SearchOptions) => Promise<SearchHit[]>
  /** The results and, when they come through corrected typos, the query as corrected. */
  searchWithCorrection: (query: string, options?: SearchOptions) => Promise<SearchOutcome>
}

/** "/docs/commands/poll#options" -> "/commands/poll#options" for base path "/docs/". */
export function withoutBasePath(path: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, "")
  if (!base || !(path === base || ["/", "?", "#"].some((next) => path.startsWith(`${base}${next}`)))) return path
  const rest = path.slice(base.length)
  return rest.startsWith("/") ? rest : `/${rest}`
}

export function toHit(result: SearchResult, tag: string, basePath: string): SearchHit {
  const { document, terms } = result
  const href = highlightHref(document.sectionRoute, terms)
  return {
    key: `${tag}:${document.id}`,
    score: result.score,
    terms,
    sectionTitle: markTerms(document.sectionTitle, terms),
    pageTitle: document.pageTitle !== document.sectionTitle ? document.pageTitle : null,
    page: document.pageTitle,
    snippet: snippet(document.content, terms),
    href,
    to: withoutBasePath(href, basePath),
    pageHref: document.sectionRoute.replace(/#.*$/, ""),
    isPage: !document.sectionRoute.includes("#"),
    operation: tag === "api" ? apiOperationOf(document.content) : null,
  }
}

/**
 * How much a result counts for what the whole query says, not its words one by one: a message pasted
 * from Discord that the section quotes (PASTED), a problem reported with a contrast that a
 * troubleshooting entry describes (PROBLEM), the query's neighbouring words near each other (NEAR).
 */
function wholeQueryFactor(
  query: string,
  problem: boolean,
  searched: readonly ReadonlySet<string>[],
  document: SearchDocument
): number {
  let factor = 1
  if (quotesPastedMessage(query, document.content)) factor *= 1 + PASTED
  if (problem && describesProblem(document.content)) factor *= 1 + PROBLEM
  if (searched.length >= NEAR_MIN_TERMS)
    factor *= 1 + NEAR * nearShare(searched, textStems(`${document.title} . ${document.content}`))
  return factor
}

/** One run of a query over the indexes as loaded so far (see runUntilComplete). */
function runQuery(
  query: string,
  terms: readonly QueryTerm[],
  loaded: readonly LoadedIndex[],
  options: SearchClientOptions,
  limit: number
): SearchOutcome {
  const indexes = loaded.map((l) => l.index)
  const plan = planQuery(terms, indexes, options.synonyms)
  const rarity = rarityOf(plan, indexes)
  // A query that may be a pasted message looks further down for the section quoting it (PASTED), one
  // that reports a problem for the troubleshooting entry (PROBLEM).
  const problem = reportsProblem(query)
  const candidates = mayBePasted(query) || problem ? limit + PASTED_CANDIDATES : limit
  const perTag = loaded.map((l) =>
    searchIndex(l.index, plan, options.boosts, candidates, rarity).map((result) => ({ result, tag: l.tag }))
  )
  // A result whose document is not loaded yet: the run is incomplete (its index recorded the group).
  if (perTag.some((list) => list.some(({ result }) => !result.document))) return { hits: [], correctedQuery: null }
  // What the whole query says of each result, past its words' scores (PASTED, PROBLEM, NEAR).
  const searched = plan.filter((p) => p.counts).map((p) => new Set(p.variants.map((v) => v.stem)))
  for (const list of perTag)
    for (const entry of list) {
      const factor = wholeQueryFactor(query, problem, searched, entry.result.document)
      if (factor !== 1) entry.result = { ...entry.result, score: entry.result.score * factor }
    }
  const tagOf = new Map<SearchResult, string>()
  for (const list of perTag) for (const { result, tag } of list) tagOf.set(result, tag)
  const merged = mergeResults(
    perTag.map((list) => list.map((entry) => entry.result)),
    limit
  )
  const hits = merged.map((result) => toHit(result, tagOf.get(result) ?? "", options.basePath))
  const corrected = plan.some((p) => p.correction !== null) && hits.length > 0
  const correctedQuery = corrected
    ? plan
        .filter((p) => p.counts)
        .map((p) => p.correction ?? p.token)
        .join(" ")
    : null
  return { hits, correctedQuery }
}

/**
 * Which parts a run that missed some loads first: words and postings; then the vocabulary (read for
 * typos, which a run missing words takes for unknown); then the documents of the results.
 */
const stageOf = (part: PartName): number => (part.startsWith("d") ? 2 : part === "vocabulary" ? 1 : 0)

/**
 * Loads the parts of split indexes that a run of the query read but did not have, at once, and runs
 * it again, until a run misses nothing: its results are then those of the whole index. Each run loads
 * at least one part, so this ends. Parts are loaded by stage (stageOf): a run missing words reads a
 * word as a typo and ranks other sections than the query's. A tag with a part that cannot be had
 * becomes a failed index. A superseded query stops loading and gives no results.
 */
async function runUntilComplete(
  loader: IndexLoader<LoadedIndex>,
  load: () => Promise<LoadedIndex[]>,
  run: (loaded: readonly LoadedIndex[]) => SearchOutcome,
  superseded: () => boolean
): Promise<SearchOutcome> {
  for (;;) {
    const loaded = await load()
    const outcome = run(loaded)
    const missing = loaded.map((l) => ({ l, parts: l.index.takeMissing() }))
    const stage = Math.min(...missing.flatMap(({ parts }) => parts.map(stageOf)))
    const wanted = missing
      .map(({ l, parts }) => ({ l, parts: parts.filter((part) => stageOf(part) === stage) }))
      .filter(({ parts }) => parts.length > 0)
    if (wanted.length === 0) return outcome
    if (superseded()) return { hits: [], correctedQuery: null }
    await Promise.all(
      wanted.map(async ({ l, parts }) => {
        const bodies = await Promise.all(
          parts.map((part) => loader.loadPart(l.tag, `${l.index.partsPath}/${part}.json`))
        )
        try {
          if (bodies.some((body) => body === null)) throw new Error("a part could not be loaded")
          parts.forEach((part, i) => l.index.isLoaded(part) || l.index.addPart(part, bodies[i]))
        } catch {
          // Missing or malformed: the tag is a failed index until the next focus.
          loader.fail(l.tag)
        }
      })
    )
  }
}

export function createSearchClient(options: SearchClientOptions): SearchClient {
  const loader = createIndexLoader({ fetch: options.fetch, indexUrl: options.indexUrl, build: buildLoadedIndex })
  const loadAll = () => Promise.all(options.tags.map((tag) => loader.load(tag)))
  let calls = 0
  const latestByLimit = new Map<number, number>()

  const searchWithCorrection = async (
    query: string,
    { limit = options.maxResults }: SearchOptions = {}
  ): Promise<SearchOutcome> => {
    const terms = readQuery(query, options.maxQueryLength)
    if (terms.length === 0) return { hits: [], correctedQuery: null }
    // A later search with the same limit (the same box, or the search page) supersedes this one: the
    // reader typed on, so its results will not be shown and it loads no more index parts.
    const call = ++calls
    latestByLimit.set(limit, call)
    const superseded = () => latestByLimit.get(limit) !== call
    return runUntilComplete(loader, loadAll, (loaded) => runQuery(query, terms, loaded, options, limit), superseded)
  }

  return {
    preload: async () => {
      // A focus is the moment to try again an index file that failed or timed out before.
      const retried = loader.retryFailed()
      await loadAll()
      return retried
    },
    search: async (query, searchOptions) => (await searchWithCorrection(query, searchOptions)).hits,
    searchWithCorrection,
  }
}
