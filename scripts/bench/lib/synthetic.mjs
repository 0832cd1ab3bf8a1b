/**
 * Deterministic synthetic documentation: page plans (titles, headings, anchors) and MDX bodies with
 * paragraphs, a table, a code block and internal links between the generated pages. Words mix the
 * site's vocabulary with thousands of made-up words, partly drawn with a Zipf-like skew, so a large set
 * has a realistic vocabulary and realistic common words. Same options, same output.
 */
import { createRequire } from "node:module"
import path from "node:path"
import { ROOT } from "./build.mjs"

const GithubSlugger = createRequire(path.join(ROOT, "package.json"))("github-slugger")

/** mulberry32: a small seeded PRNG. */
export function randomGenerator(seed = 1) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FUNCTION_WORDS = (
  "the a an and to of in for on with when from by as is are be can will may must only after before each every " +
  "this that it its you your their they one two more most some any all no not also then than which who while until"
).split(" ")

const DOMAIN_WORDS = (
  "poll polls vote votes voter voting answer answers question server servers channel channels role roles member " +
  "members moderator admin permission permissions thread threads anonymous results result weight weighted button " +
  "buttons embed embeds color colors language event events schedule scheduled deadline reminder timezone export " +
  "csv webhook webhooks token tokens limit limits quota request requests response responses error errors status " +
  "endpoint endpoints guild guilds settings setting command commands option options choice choices multiple " +
  "single close closed reopen edit delete copy show list block unblock debug invite dashboard api key keys " +
  "pagination cursor version rate header json field fields default required optional value values message " +
  "messages bot discord slash integration audit log history summary chart bar bars percentage count total"
).split(" ")

const VERBS =
  "Configure Create Schedule Restrict Export Review Close Limit Share Track Manage Set Change Hide Show Allow".split(
    " "
  )
const NOUNS =
  "polls votes roles channels results threads answers webhooks tokens settings events limits colors permissions exports".split(
    " "
  )

const SYLLABLES =
  "ka lo mi nu re ta vo si pe da ri zo fa le gu no ba te xi co ma ru ve lin dor sel tam quo ber nix pal".split(" ")

/** 8,000 made-up words, the same every run. */
function madeUpWords(count = 8000) {
  const rng = randomGenerator(42)
  const words = new Set()
  while (words.size < count) {
    const n = 2 + Math.floor(rng() * 3)
    let w = ""
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(rng() * SYLLABLES.length)]
    words.add(w)
  }
  return [...words]
}

const MADE_UP = madeUpWords()

/** An index in [0, n) skewed to small values (Zipf-like, s ~ 1). */
function zipfIndex(rng, n) {
  return Math.min(n - 1, Math.floor(Math.exp(rng() * Math.log(n + 1)) - 1))
}

export function createWriter(seed = 1) {
  const rng = randomGenerator(seed)
  const pick = (list) => list[Math.floor(rng() * list.length)]
  // Shares tuned on the site's own index: "poll" in about two thirds of the sections, the commonest
  // other words in about half, a vocabulary growing with the number of sections.
  const skewed = (list, zipfShare) => (rng() < zipfShare ? list[zipfIndex(rng, list.length)] : pick(list))
  const word = () => {
    const r = rng()
    if (r < 0.5) return pick(FUNCTION_WORDS)
    if (r < 0.7) return skewed(DOMAIN_WORDS, 0.4)
    return skewed(MADE_UP, 0.3)
  }
  const sentence = (min = 8, max = 18) => {
    const n = min + Math.floor(rng() * (max - min + 1))
    const words = Array.from({ length: n }, word)
    const text = words.join(" ")
    return text.charAt(0).toUpperCase() + text.slice(1) + "."
  }
  const paragraph = (sentences = 3 + Math.floor(rng() * 3)) =>
    Array.from({ length: sentences }, () => sentence()).join(" ")
  const capital = (w) => w.charAt(0).toUpperCase() + w.slice(1)
  return {
    rng,
    pick,
    word,
    sentence,
    paragraph,
    capital,
    domain: () => DOMAIN_WORDS[zipfIndex(rng, DOMAIN_WORDS.length)],
    madeUp: () => pick(MADE_UP),
  }
}

const pad = (n, width) => String(n).padStart(width, "0")

/**
 * Titles, headings and anchors of `pages` generated pages, 25 per folder ("topic-01/page-0001").
 * Each page has `sectionsPerPage` headings, alternating "##" and "###" (a "##" first).
 */
export function planPages({ pages, sectionsPerPage, seed = 7, perFolder = 25 }) {
  const w = createWriter(seed)
  const width = Math.max(4, String(pages).length)
  const plans = []
  for (let i = 1; i <= pages; i++) {
    const folder = `topic-${pad(Math.ceil(i / perFolder), 2)}`
    const name = `page-${pad(i, width)}`
    const slugger = new GithubSlugger()
    const used = new Set()
    const headings = []
    for (let s = 0; s < sectionsPerPage; s++) {
      let text
      do text = `${w.pick(VERBS)} ${w.pick(NOUNS)} ${w.madeUp()}`
      while (used.has(text.toLowerCase()))
      used.add(text.toLowerCase())
      headings.push({ depth: s % 3 === 0 ? 2 : 3, text, slug: slugger.slug(text) })
    }
    plans.push({
      docId: `${folder}/${name}`,
      folder,
      route: `/${folder}/${name}`,
      title: `${w.capital(w.madeUp())} ${w.domain()} guide ${i}`,
      description: w.sentence(10, 16),
      tags: Array.from(new Set([w.domain(), w.domain(), w.madeUp()])),
      category: `Topic ${folder.slice(6)}`,
      headings,
    })
  }
  return plans
}

/** The MDX body (no frontmatter) of a planned page, linking to other planned pages. */
export function pageBody(plan, allPlans, seed) {
  const w = createWriter(seed)
  const other = () => allPlans[Math.floor(w.rng() * allPlans.length)]
  const link = () => {
    const target = other()
    const heading =
      target.headings.length && w.rng() < 0.6 ? target.headings[Math.floor(w.rng() * target.headings.length)] : null
    return `[${heading ? heading.text : target.title}](${target.route}${heading ? `#${heading.slug}` : ""})`
  }
  const tableAt = Math.min(1, plan.headings.length - 1)
  const codeAt = Math.min(2, plan.headings.length - 1)
  const parts = [`${w.paragraph()} See ${link()} for the related steps.`]
  plan.headings.forEach((heading, i) => {
    parts.push(`${"#".repeat(heading.depth)} ${heading.text}`)
    parts.push(w.paragraph())
    const linkSentence = w.pick([
      () => `Read ${link()} before you change the \`${w.domain()}\` option.`,
      () => `The steps are the same as in ${link()}.`,
      () => `For the ${w.domain()} ${w.madeUp()} case, see ${link()}.`,
      () => `${link()} explains the ${w.domain()} limits.`,
    ])
    parts.push(`${w.paragraph(2)} ${linkSentence()}`)
    if (i === tableAt) {
      const rows = Array.from(
        { length: 4 },
        () =>
          `| \`${w.domain()}_${w.madeUp()}\` | ${w.pick(["String", "Integer", "Boolean"])} | ${w.pick(["Yes", "No"])} | ${w.sentence(5, 9)} |`
      )
      parts.push(["| Option | Type | Required | Description |", "|---|---|---|---|", ...rows].join("\n"))
    }
    if (i === codeAt) {
      parts.push(
        [
          "```json",
          "{",
          `  "${w.domain()}": "${w.madeUp()}",`,
          `  "${w.domain()}_count": ${Math.floor(w.rng() * 100)},`,
          `  "${w.domain()}_enabled": ${w.rng() < 0.5}`,
          "}",
          "```",
        ].join("\n")
      )
    }
  })
  return parts.join("\n\n") + "\n"
}

function yamlList(items) {
  return `[${items.map((t) => JSON.stringify(t)).join(", ")}]`
}

/** A whole MDX file of a planned page. */
export function pageFile(plan, body) {
  return `---\ntitle: ${JSON.stringify(plan.title)}\ndescription: ${JSON.stringify(plan.description)}\ntags: ${yamlList(plan.tags)}\n---\n\n${body}`
}

/**
 * Doc-like records for the search benchmark (the fields the search normaliser reads): `sections`
 * sections in all, each page holding its first section plus `sectionsPerPage` headings.
 */
export function searchDocs({ sections, sectionsPerPage = 9, seed = 11 }) {
  const pages = Math.ceil(sections / (sectionsPerPage + 1))
  const plans = planPages({ pages, sectionsPerPage, seed })
  return plans.map((plan, i) => ({
    docId: plan.docId,
    route: plan.route,
    title: plan.title,
    tags: plan.tags,
    rawBody: pageBody(plan, plans, seed * 100003 + i),
    unlisted: false,
    draft: false,
    sidebarParentCategories: [plan.category],
  }))
}
