#!/usr/bin/env node
/**
 * Search relevance benchmark (`npm run bench:search`): runs the query sets, each query with the routes
 * that answer it, against the documents of a build's public/search-index-{docs,api}.json:
 *   - scripts/bench/relevance/queries.json, the tuning set (the ranking may be tuned on it),
 *   - every scripts/bench/relevance/held-out*.json, the held-out sets (full questions, API identifiers,
 *     readers' own words, tasks, symptoms; written from the content, never tuned on). Each file's
 *     "about" says when and how it was written; the newest, written blind just before or after a round
 *     of ranking changes, are the ones to trust first,
 * through
 *   - the site's search client (src/lib/search, exactly as the search box calls it: 8 results),
 *   - lunr 2.3.9 configured as Docusaurus search plugins use it (fields title, content, tags and
 *     sidebar parent categories boosted 5/1/3/2; English pipeline: trimmer, stop words, Porter
 *     stemmer; each query word searched exactly and as a trailing-wildcard prefix),
 *   - MiniSearch 7 (same fields, fuzzy 0.2, prefix, title boost 5).
 * Prints, for each set, hit@1, hit@3, hit@8 and the mean reciprocal rank (MRR, 0 when no answer is in
 * the first 8) per kind of query and overall, the site's MRR with a 95% bootstrap interval, and the
 * queries that show no result at all; then every held-out set pooled, per kind and overall, with its
 * interval (one set of ~90 queries is too small to judge a target alone). Exits 1 when an answer route
 * of a query set is not in the index files (the set and the content disagree).
 *
 * Options: --public DIR (default public/)  --misses (list the tuning set's queries the site answers
 *          below first place)  --held-out-misses (the same for the held-out set: for reports, not for
 *          tuning)  --set tuning|heldOut|heldOut2|heldOut3|... (run one set only: heldOutN is
 *          held-out-N.json)  --out FILE (JSON of the figures, default bench-results/search-relevance.json)
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { ROOT } from "./lib/build.mjs"
import { loadSearchModules, clientForFiles, readIndexFiles } from "./lib/search.mjs"
import { writeJson, runMain } from "./lib/report.mjs"
import { bootstrapInterval } from "./lib/interval.mjs"

const requireFromRoot = createRequire(path.join(ROOT, "package.json"))
const LIMIT = 8
const BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 }

function parseArgs(argv) {
  const o = { public: path.join(ROOT, "public"), out: path.join(ROOT, "bench-results", "search-relevance.json") }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes("=") ? argv[i].split(/=(.*)/s) : [argv[i], undefined]
    const value = () => inline ?? argv[++i]
    if (flag === "--public") o.public = path.resolve(value())
    else if (flag === "--out") o.out = path.resolve(value())
    else if (flag === "--misses") o.misses = true
    else if (flag === "--held-out-misses") o.heldOutMisses = true
    else if (flag === "--set") o.set = value()
    else throw new Error(`unknown option ${argv[i]} (see the header of scripts/bench/search-relevance.mjs)`)
  }
  return o
}

const RELEVANCE_DIR = path.join(ROOT, "scripts/bench/relevance")
const HELD_OUT_FILE = /^held-out(?:-(\d+))?\.json$/

/**
 * The query sets: the one the ranking is tuned on (tuning), then the held-out ones it is only measured
 * on, oldest first (heldOut for held-out.json, heldOutN for held-out-N.json).
 */
export const QUERY_SETS = {
  tuning: path.join(RELEVANCE_DIR, "queries.json"),
  ...Object.fromEntries(
    fs
      .readdirSync(RELEVANCE_DIR)
      .map((file) => ({ file, number: HELD_OUT_FILE.exec(file)?.[1] }))
      .filter(({ file }) => HELD_OUT_FILE.test(file))
      .sort((a, b) => Number(a.number ?? 1) - Number(b.number ?? 1))
      .map(({ file, number }) => [`heldOut${number ?? ""}`, path.join(RELEVANCE_DIR, file)])
  ),
}

export function loadQuerySet(file = QUERY_SETS.tuning) {
  return JSON.parse(fs.readFileSync(file, "utf8")).queries
}

/** True when a result route answers: "page#anchor" exactly, "page" any section of the page. */
export function answers(route, answer) {
  return answer.includes("#") ? route === answer : route.replace(/#.*$/, "") === answer
}

/** 1-based rank of the first answering route in the list, or 0. */
export function rankOf(routes, answerList) {
  const i = routes.slice(0, LIMIT).findIndex((r) => answerList.some((a) => answers(r, a)))
  return i + 1
}

function checkQuerySet(queries, documents) {
  const routes = new Set(documents.map((d) => d.sectionRoute))
  const pages = new Set(documents.map((d) => d.sectionRoute.replace(/#.*$/, "")))
  const problems = []
  for (const q of queries)
    for (const a of q.answers) if (!(a.includes("#") ? routes.has(a) : pages.has(a))) problems.push(`"${q.q}": ${a}`)
  return problems
}

const text = (value) => (Array.isArray(value) ? value.join(" ") : String(value ?? ""))

function lunrEngine(documents) {
  const lunr = requireFromRoot("lunr")
  const index = lunr(function build() {
    this.ref("key")
    for (const [field, boost] of Object.entries(BOOSTS)) this.field(field, { boost })
    documents.forEach((d, key) =>
      this.add({ key: String(key), ...Object.fromEntries(Object.keys(BOOSTS).map((f) => [f, text(d[f])])) })
    )
  })
  return (query) => {
    const tokens = lunr
      .tokenizer(query)
      .map((t) => t.toString())
      .filter(Boolean)
    if (tokens.length === 0) return []
    const run = (prefixes, words = tokens) =>
      index.query((q) => {
        for (const token of words) {
          q.term(token, {})
          if (prefixes) q.term(token, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false })
        }
      })
    let results
    try {
      results = run(true)
    } catch {
      // lunr 2.3.9's token set may hold words no document has (its minimisation merges the endings of
      // other words: "limit=" with the end of a CSV line), and a prefix that expands to one throws.
      // That query then runs without prefixes, its words matched exactly, rather than stopping the benchmark.
      try {
        results = run(false)
      } catch {
        // A word matched exactly can throw the same way ("1f"): the words no document has are left out,
        // as they match nothing.
        results = run(
          false,
          tokens.filter((t) => index.pipeline.runString(t).every((term) => term in index.invertedIndex))
        )
      }
    }
    return results.slice(0, LIMIT).map((r) => documents[Number(r.ref)].sectionRoute)
  }
}

function miniSearchEngine(documents) {
  const mod = requireFromRoot("minisearch")
  const MiniSearch = mod.default ?? mod
  const mini = new MiniSearch({
    fields: Object.keys(BOOSTS),
    extractField: (doc, field) => (field === "id" ? doc.key : text(doc[field])),
    idField: "key",
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 5 } },
  })
  mini.addAll(documents.map((d, key) => ({ ...d, key })))
  return (query) =>
    mini
      .search(query)
      .slice(0, LIMIT)
      .map((r) => documents[r.id].sectionRoute)
}

function siteEngine(files) {
  const modules = loadSearchModules()
  const client = clientForFiles(modules, files)
  const byKey = new Map()
  for (const [tag, file] of Object.entries(files))
    for (const d of file.documents) byKey.set(`${tag}:${d.id}`, d.sectionRoute)
  return {
    search: async (query) => (await client.search(query, { limit: LIMIT })).map((hit) => byKey.get(hit.key)),
    clean: modules.clean,
  }
}

function summarise(ranks) {
  const n = ranks.length
  const share = (k) => ranks.filter((r) => r > 0 && r <= k).length / n
  return {
    n,
    hit1: share(1),
    hit3: share(3),
    hit8: share(LIMIT),
    mrr: ranks.reduce((s, r) => s + (r > 0 ? 1 / r : 0), 0) / n,
  }
}

function table(results, kinds, engines) {
  const f = (x) => x.toFixed(2)
  const header = ["kind", "n", ...engines.flatMap((e) => [`${e} @1`, "@3", "@8", "MRR"])]
  const rows = [...kinds, "overall"].map((kind) => {
    const cells = [kind, String(results[engines[0]][kind].n)]
    for (const e of engines) {
      const s = results[e][kind]
      cells.push(f(s.hit1), f(s.hit3), f(s.hit8), f(s.mrr))
    }
    return cells
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join(" | ")
      .trimEnd()
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...rows.map(line)].join("\n")
}

async function runSet(queries, engines) {
  const kinds = Array.from(new Set(queries.map((q) => q.kind)))
  const results = {}
  const ranksOf = {}
  const perQuery = []
  const empty = {}
  for (const [name, search] of Object.entries(engines)) {
    const ranks = []
    ranksOf[name] = ranks
    empty[name] = []
    for (const q of queries) {
      const routes = await search(q.q)
      const rank = rankOf(routes, q.answers)
      ranks.push({ kind: q.kind, rank })
      if (routes.length === 0) empty[name].push(q.q)
      if (name === "site") perQuery.push({ q: q.q, kind: q.kind, rank, top: routes.slice(0, 3) })
    }
    results[name] = summariseByKind(ranks, kinds)
  }
  return { queries: queries.length, kinds, results, ranks: ranksOf, empty, perQuery }
}

function summariseByKind(ranks, kinds) {
  const byKind = Object.fromEntries(
    kinds.map((k) => [k, summarise(ranks.filter((r) => r.kind === k).map((r) => r.rank))])
  )
  return { ...byKind, overall: summarise(ranks.map((r) => r.rank)) }
}

/**
 * Every held-out set as one: its queries pooled, per kind and overall. One fresh set of ~90 queries
 * is too small to judge a target of the form "MRR >= 0.88" (see interval.mjs); the pool is not.
 */
export function pooledHeldOut(report) {
  const sets = Object.entries(report).filter(([name]) => name !== "tuning")
  if (sets.length === 0) return undefined
  const engines = Object.keys(sets[0][1].ranks)
  const kinds = Array.from(new Set(sets.flatMap(([, set]) => set.kinds)))
  const ranks = Object.fromEntries(engines.map((e) => [e, sets.flatMap(([, set]) => set.ranks[e])]))
  return {
    sets: sets.length,
    queries: ranks[engines[0]].length,
    kinds,
    results: Object.fromEntries(engines.map((e) => [e, summariseByKind(ranks[e], kinds)])),
    ranks,
  }
}

/** "site MRR 0.843, 95% interval 0.79 to 0.89 (bootstrap over the set's queries)". */
function mrrInterval(ranks) {
  const reciprocal = ranks.map((r) => (r.rank > 0 ? 1 / r.rank : 0))
  const [low, high] = bootstrapInterval(reciprocal)
  const mean = reciprocal.reduce((s, x) => s + x, 0) / reciprocal.length
  return `site MRR ${mean.toFixed(3)}, 95% interval ${low.toFixed(2)} to ${high.toFixed(2)} (bootstrap over its queries)`
}

export async function runRelevance(options) {
  const chosen = Object.entries(QUERY_SETS).filter(([name]) => !options.set || name === options.set)
  if (chosen.length === 0)
    throw new Error(`unknown query set ${options.set} (one of ${Object.keys(QUERY_SETS).join(", ")})`)
  const sets = Object.fromEntries(chosen.map(([name, file]) => [name, loadQuerySet(file)]))
  const files = readIndexFiles(options.public, ["docs", "api"])
  if (!files.docs || !files.api)
    throw new Error(
      `no search-index-{docs,api}.json in ${options.public}: build first (npx gatsby build --prefix-paths)`
    )
  const documents = [...files.docs.documents, ...files.api.documents]
  const problems = Object.values(sets).flatMap((queries) => checkQuerySet(queries, documents))
  if (problems.length)
    throw new Error(`answers of the query sets not found in the index files:\n  ${problems.join("\n  ")}`)

  const site = siteEngine(files)
  const engines = { site: site.search, lunr: lunrEngine(documents), minisearch: miniSearchEngine(documents) }
  const report = {}
  for (const [name, queries] of Object.entries(sets)) report[name] = await runSet(queries, engines)
  site.clean()
  return report
}

/** "tuning set (queries.json)", "held-out set 4 (held-out-4.json, never tuned on)". */
function setTitle(name) {
  const file = path.basename(QUERY_SETS[name])
  if (name === "tuning") return `tuning set (${file})`
  return `held-out set${name === "heldOut" ? "" : ` ${name.slice("heldOut".length)}`} (${file}, never tuned on)`
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const report = await runRelevance(options)
  console.log(`Search relevance: first ${LIMIT} results, index files of ${path.relative(ROOT, options.public) || "."}/`)
  for (const [name, set] of Object.entries(report)) {
    console.log(`\n${setTitle(name)}: ${set.queries} queries`)
    console.log(table(set.results, set.kinds, ["site", "lunr", "minisearch"]))
    console.log(mrrInterval(set.ranks.site))
    // The held-out set's queries are named only on request, so that tuning does not look at them.
    const named = name === "tuning" || options.heldOutMisses
    for (const [engine, list] of Object.entries(set.empty))
      console.log(
        `${engine}: ${list.length} queries with no result${list.length && named ? `: ${list.join(", ")}` : ""}`
      )
    if ((name === "tuning" && options.misses) || (name !== "tuning" && options.heldOutMisses)) {
      console.log(`\nSite search, ${setTitle(name)}, queries not answered first:`)
      for (const p of set.perQuery.filter((p) => p.rank !== 1))
        console.log(`  [${p.kind}] ${p.q}: ${p.rank || "not in 8"}  top: ${p.top.join("  ")}`)
    }
  }
  const pooled = pooledHeldOut(report)
  if (pooled && pooled.sets > 1) {
    console.log(`\nAll ${pooled.sets} held-out sets pooled: ${pooled.queries} queries`)
    console.log(table(pooled.results, pooled.kinds, ["site", "lunr", "minisearch"]))
    console.log(mrrInterval(pooled.ranks.site))
  }
  writeJson(options.out, { startedAt: new Date().toISOString(), ...report, ...(pooled && { pooledHeldOut: pooled }) })
  return 0
}

if (import.meta.url === `file://${process.argv[1]}`) runMain(main)
