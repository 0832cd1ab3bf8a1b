/**
 * Search latency with the project's own search code: src/lib/search (tokenize, FlexSearch candidates,
 * scoring, merge, snippets) and plugins/search-index (documents and index file as the build makes
 * them), compiled here to CommonJS with TypeScript's transpiler. FlexSearch is the build the browser
 * gets ("browser" field of flexsearch 0.6: dist/flexsearch.min.js); the index of synthetic
 * documents is built like gatsby-plugin-local-search builds the site's (FlexSearch.create with the
 * site's options, add(id, JSON of the indexed fields), export).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { ROOT } from "./build.mjs"

const requireFromRoot = createRequire(path.join(ROOT, "package.json"))
const FLEXSEARCH_BROWSER = requireFromRoot.resolve("flexsearch/dist/flexsearch.min.js")

/** A fixed query list: whole words, multi-word questions, and prefixes as typed in the search box. */
export const QUERIES = [
  "poll",
  "create poll",
  "timepoll",
  "anonymous",
  "anonymous poll results",
  "permissions",
  "role weight",
  "export csv",
  "close poll",
  "settings colors",
  "thread",
  "language",
  "schedule end time",
  "vote",
  "delete",
  "api key",
  "rate limit",
  "webhook events",
  "401 unauthorized",
  "how do I make a poll anonymous",
  "p",
  "po",
  "pol",
  "per",
  "perm",
  "set",
  "ex",
  "an",
  "multiple choice answers",
  "bot missing permissions in channel",
]

function resolveLocal(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  throw new Error(`cannot resolve ${spec} from ${path.relative(ROOT, fromFile)}`)
}

/**
 * Transpiles the entries and the project modules they import (relative imports) into a temp folder;
 * bare imports point at the project's node_modules, "flexsearch" at the browser build.
 * @returns {{ require: (rel: string) => any, dir: string }}
 */
export function compileProjectModules(entries) {
  const ts = requireFromRoot("typescript")
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-bench-search-"))
  const queue = entries.map((e) => path.join(ROOT, e))
  const done = new Set()
  while (queue.length) {
    const file = queue.pop()
    if (done.has(file)) continue
    done.add(file)
    const source = fs.readFileSync(file, "utf8")
    let js = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2020,
        esModuleInterop: true,
        jsx: ts.JsxEmit.ReactJSX,
      },
    }).outputText
    js = js.replace(/require\("([^"]+)"\)/g, (match, spec) => {
      if (spec.startsWith(".")) {
        const target = resolveLocal(file, spec)
        queue.push(target)
        const rel = path.relative(path.dirname(file), target).replace(/\.(ts|tsx)$/, ".js")
        return `require(${JSON.stringify(rel.startsWith(".") ? rel : `./${rel}`)})`
      }
      if (spec === "flexsearch") return `require(${JSON.stringify(FLEXSEARCH_BROWSER)})`
      return `require(${JSON.stringify(requireFromRoot.resolve(spec))})`
    })
    const out = path.join(outDir, path.relative(ROOT, file)).replace(/\.(ts|tsx)$/, ".js")
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, js)
  }
  fs.writeFileSync(path.join(outDir, "package.json"), '{ "type": "commonjs" }\n')
  const req = createRequire(path.join(outDir, "package.json"))
  return {
    dir: outDir,
    require: (rel) => req(`./${rel.replace(/\.(ts|tsx)$/, ".js")}`),
    clean: () => fs.rmSync(outDir, { recursive: true, force: true }),
  }
}

/** The site's search modules: the browser-side client and the build-side document and index code. */
export function loadSearchModules() {
  const entries = [
    "src/lib/search/client.ts",
    "src/config/site.ts",
    "plugins/search-index/local-search.ts",
    "plugins/search-index/index-file.ts",
    "src/lib/search/flexsearch-options.ts",
    "src/lib/search/synonyms.ts",
  ]
  const missing = entries.filter((e) => !fs.existsSync(path.join(ROOT, e)))
  if (missing.length) throw new Error(`search modules missing: ${missing.join(", ")}`)
  const compiled = compileProjectModules(entries)
  return {
    client: compiled.require("src/lib/search/client.ts"),
    site: compiled.require("src/config/site.ts"),
    localSearch: compiled.require("plugins/search-index/local-search.ts"),
    indexFile: compiled.require("plugins/search-index/index-file.ts"),
    engineOptions: compiled.require("src/lib/search/flexsearch-options.ts"),
    synonyms: compiled.require("src/lib/search/synonyms.ts"),
    clean: compiled.clean,
  }
}

const SYNONYMS_FILE = "content/search-synonyms.json"

/** A search client exactly as the search box creates it, reading index files from memory. */
export function clientForFiles(modules, filesByTag) {
  const synonymsPath = path.join(ROOT, SYNONYMS_FILE)
  const synonyms =
    fs.existsSync(synonymsPath) && modules.synonyms
      ? modules.synonyms.parseSynonyms(JSON.parse(fs.readFileSync(synonymsPath, "utf8")), SYNONYMS_FILE)
      : undefined
  const { searchSettings, site } = modules.site
  const tags = Object.keys(filesByTag)
  return modules.client.createSearchClient({
    tags,
    boosts: {
      titleBoost: searchSettings.titleBoost,
      contentBoost: searchSettings.contentBoost,
      tagsBoost: searchSettings.tagsBoost,
      parentCategoriesBoost: searchSettings.parentCategoriesBoost,
    },
    maxResults: searchSettings.maxSearchResults,
    maxQueryLength: searchSettings.maxQueryLength,
    basePath: site.basePath,
    indexUrl: (tag) => tag,
    // A fresh parse per load, like a response body.
    fetch: async (tag) => ({ ok: true, json: async () => JSON.parse(JSON.stringify(filesByTag[tag])) }),
    synonyms,
  })
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Warm-index latency of `client.search(query)` (the search box's query: 8 results): the indexes are
 * loaded and the query list run three times before timing; then each query `rounds` times.
 */
export async function measureLatency(client, queries = QUERIES, rounds = 25) {
  const loadStart = performance.now()
  await client.preload()
  const loadMs = performance.now() - loadStart
  const hits = {}
  // Warm-up: three passes, so the timed rounds see loaded indexes and optimised code.
  for (let pass = 0; pass < 3; pass++) for (const q of queries) hits[q] = (await client.search(q)).length
  const samples = []
  const perQuery = {}
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t = performance.now()
      await client.search(q)
      const ms = performance.now() - t
      samples.push(ms)
      ;(perQuery[q] ??= []).push(ms)
    }
  }
  samples.sort((a, b) => a - b)
  const slowest = Object.entries(perQuery)
    .map(([q, list]) => ({
      query: q,
      p50Ms: percentile(
        [...list].sort((a, b) => a - b),
        50
      ),
      hits: hits[q],
    }))
    .sort((a, b) => b.p50Ms - a.p50Ms)
    .slice(0, 5)
  return {
    queries: queries.length,
    rounds,
    samples: samples.length,
    loadAndBuildMs: loadMs,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    maxMs: samples[samples.length - 1],
    queriesWithoutHits: queries.filter((q) => hits[q] === 0),
    slowest,
  }
}

/** The published index files of a build, read from its public/. */
export function readIndexFiles(publicDir, tags) {
  const files = {}
  for (const tag of tags) {
    const file = path.join(publicDir, `search-index-${tag}.json`)
    if (fs.existsSync(file)) files[tag] = JSON.parse(fs.readFileSync(file, "utf8"))
  }
  return files
}

/**
 * An index file made like the build makes it: search documents from Doc-like records through the
 * plugin's normaliser, a FlexSearch index like gatsby-plugin-local-search's, and the plugin's
 * publishing checks.
 */
export function buildIndexFile(modules, docs, tag = "docs") {
  const FlexSearch = requireFromRoot("flexsearch")
  const documents = modules.localSearch.searchDocumentsOf(tag, {
    data: { allDoc: { nodes: docs }, allApiOperation: { nodes: [] } },
  })
  const options = modules.localSearch.localSearchOptions(tag)
  const index = FlexSearch.create(options.engineOptions)
  const pick = (doc) => Object.fromEntries(options.index.map((field) => [field, doc[field]]))
  for (const doc of documents) index.add(doc[options.ref], JSON.stringify(pick(doc)))
  const store = Object.fromEntries(
    documents.map((doc) => [String(doc.id), Object.fromEntries(options.store.map((f) => [f, doc[f]]))])
  )
  const file = modules.indexFile.indexFileOf({ index: index.export(), store }, tag)
  if (typeof file === "string") throw new Error(`synthetic index: ${file}`)
  return file
}
