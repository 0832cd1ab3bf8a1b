/**
 * Scoring, phase 1: an index's documents analysed: each section's words per field (stemmed, compounds
 * split), document frequencies over sections and over pages, and average field lengths. pack.ts turns
 * the analysis into the parts an index is published and loaded as; see score.ts for the ranking as a whole.
 */
import { stem } from "./stem"
import { indexWords, nameQualifiers, QUESTION_SET, QUESTION_WORDS } from "./tokenize"
import type { SearchDocument } from "./types"
import { MODELS_CATEGORY } from "../openapi/slug"

/** Section fields (their own text) and page fields (counted once per page). */
export type Field = "title" | "content" | "context" | "tags" | "categories"
export const SECTION_FIELDS: Field[] = ["title", "content", "context"]
export const PAGE_FIELDS: Field[] = ["tags", "categories"]
export const FIELDS: Field[] = [...SECTION_FIELDS, ...PAGE_FIELDS]

export interface AnalyzedSection {
  /** Stem -> occurrences, per field. */
  tf: Record<Field, Map<string, number>>
  length: Record<Field, number>
  /** The first section of its page (it carries the page fields). */
  lead: boolean
  /** Position of the first section of its page. */
  page: number
  /**
   * The words of its title, question words aside, each as its stem and, for a word of two indexed
   * words ("closepoll"), the stems of those: the query names the title entirely when it has each.
   */
  titleWords: TitleWord[]
  /** The stems of the words of its first sidebar category (the part of the docs it is in). */
  scope: string[]
  /** A model of the API: reference that yields to the pages that tell what to do (REFERENCE). */
  reference: boolean
  /** A section that points to other pages ("Related commands", "See also", "What next"): it yields to them (POINTER). */
  pointer: boolean
  /** The stems of the identifiers it defines (SearchDocument.defines) that it holds. */
  defines: Set<string>
  /** The stems of its readers' questions (SearchDocument.questions), question words aside. */
  asked: Set<string>
}

/**
 * A word of a section title: its stem, for a word of two indexed words their stems, and for a
 * camelCase name its snake_case spelling, which names it too ("AuditLogAction": audit_log_action).
 */
export interface TitleWord {
  stem: string
  parts?: [string, string]
  alias?: string
}

/** Stems of the question words: a title is named entirely without them ("Who can vote" by *vote*). */
export const QUESTION_STEMS = new Set(QUESTION_WORDS.map(stem))

/** Titles of the sections that list other pages with a line on each: "Related commands", "See also", "What next", "Next steps". */
export const POINTER_TITLE = /^(related\b|see also\b|(what|where)( to go)? next$|next steps$|further reading$)/i

/** One index's documents, analysed for scoring (each section was handed to the visitor, in order). */
export interface Analysis {
  /** Stem -> how many sections hold it in any field (models included). */
  postingCount: Map<string, number>
  /** Sections (section fields) or pages (page fields) holding a stem. */
  df: { section: Map<string, number>; page: Map<string, number> }
  sectionCount: number
  pageCount: number
  averageLength: Record<Field, number>
  /** Every indexed word and its stem. */
  stemOf: Map<string, string>
}

export const pagePath = (route: string) => route.replace(/#.*$/, "")

/**
 * The names a section defines that its text does not hold as written: a Title Case name of its tables
 * ("Read Message History" as read_message_history), indexed as one word too.
 */
function namesAsWords(doc: SearchDocument): string[] {
  if (!doc.defines?.length) return []
  const text = doc.content.toLowerCase()
  return doc.defines.filter(
    (name) => name.includes("_") && !text.includes(name) && !text.includes(name.replace(/_/g, ""))
  )
}

export function fieldTexts(doc: SearchDocument, lead: boolean): Record<Field, string> {
  const extra = [...(doc.questions ?? []), ...namesAsWords(doc)]
  return {
    title: doc.title,
    content: extra.length ? [doc.content, ...extra].join(" ") : doc.content,
    context: doc.pageTitle !== doc.title ? doc.pageTitle : "",
    tags: lead ? doc.tags.join(" ") : "",
    categories: lead ? doc.sidebarParentCategories.join(" ") : "",
  }
}

/** Shortest word of a compound's two parts ("list", "poll"), and shortest compound. */
export const MIN_PART = 4

/**
 * Words written as two indexed words run together, letters only, such as the command names
 * "closepoll" and "listblocks", or "ratelimit": word -> its two parts. A reader types them apart
 * ("close poll"); the parts must be words of the index themselves, neither a stop nor a question word.
 */
export function compoundSplits(fieldWords: readonly (readonly (readonly string[])[])[]): Map<string, [string, string]> {
  const vocabulary = new Set<string>()
  for (const fields of fieldWords) for (const list of fields) for (const word of list) vocabulary.add(word)
  const splits = new Map<string, [string, string]>()
  for (const word of vocabulary) {
    if (word.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word)) continue
    for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
      const head = word.slice(0, i)
      const tail = word.slice(i)
      if (vocabulary.has(head) && vocabulary.has(tail) && !QUESTION_SET.has(head) && !QUESTION_SET.has(tail)) {
        splits.set(word, [head, tail])
        break
      }
    }
  }
  return splits
}

/**
 * Analyses the documents in order and hands each section to `visit` as it is done, with the stems
 * it holds in any field; nothing per section is kept, so a large index is analysed in little memory.
 */
export function analyzeDocuments(
  documents: readonly SearchDocument[],
  visit: (position: number, section: AnalyzedSection, stems: ReadonlySet<string>) => void
): Analysis {
  const seenPages = new Map<string, number>()
  const postingCount = new Map<string, number>()
  const dfSection = new Map<string, number>()
  const dfPage = new Map<string, number>()
  const stemOf = new Map<string, string>()
  const totals = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>

  // Each document's page and whether it is the page's first section, then its words per field.
  const pages = new Set<string>()
  const placed = documents.map((doc) => {
    const page = pagePath(doc.sectionRoute)
    const lead = !pages.has(page)
    pages.add(page)
    return { page, lead }
  })
  const fieldWords: (string[][] | null)[] = documents.map((doc, position) => {
    const fields = fieldTexts(doc, placed[position].lead)
    const words = FIELDS.map((field) => indexWords(fields[field]))
    // "allowed_roles on a poll" is about roles: "allowed" is read in the section's text, not its title.
    const qualifiers = new Set(nameQualifiers(fields.title))
    if (qualifiers.size) {
      const [title, content] = [FIELDS.indexOf("title"), FIELDS.indexOf("content")]
      words[content] = [...words[content], ...words[title].filter((w) => qualifiers.has(w))]
      words[title] = words[title].filter((w) => !qualifiers.has(w))
    }
    return words
  })
  const splits = compoundSplits(fieldWords as string[][][])

  // Models of the API restate the operations' fields: they are found, but do not change how rare a
  // word is, how long a field usually is, or how many sections there are (adding them leaves the
  // ranking of every other page as it was).
  let referenceSections = 0
  let referencePages = 0
  documents.forEach((doc, position) => {
    const { page, lead } = placed[position]
    if (lead) seenPages.set(page, position)
    const reference = doc.sidebarParentCategories.includes(MODELS_CATEGORY)
    if (reference) {
      referenceSections++
      if (lead) referencePages++
    }
    const tf = {} as Record<Field, Map<string, number>>
    const length = {} as Record<Field, number>
    const inSection = new Set<string>()
    const inPage = new Set<string>()
    const titleWords: TitleWord[] = []
    FIELDS.forEach((field, f) => {
      const counts = new Map<string, number>()
      const words = (fieldWords[position] as string[][])[f]
      const holder = PAGE_FIELDS.includes(field) ? inPage : inSection
      const count = (word: string) => {
        let s = stemOf.get(word)
        if (s === undefined) stemOf.set(word, (s = stem(word)))
        counts.set(s, (counts.get(s) ?? 0) + 1)
        holder.add(s)
        return s
      }
      // Question words do not make a field longer: "Why can't I vote?" is as short as "Vote"; nor
      // does a path's shape (pathShape), which is the path again.
      let counted = 0
      for (const word of words) {
        if (!QUESTION_STEMS.has(count(word)) && !word.includes("{}")) counted++
        // A word made of two indexed words also counts as them ("closepoll": close, poll).
        for (const part of splits.get(word) ?? []) count(part)
      }
      if (field === "title") {
        const seen = new Set<string>()
        for (const word of words) {
          const own = stemOf.get(word) as string
          if (QUESTION_STEMS.has(own) || seen.has(own)) continue
          seen.add(own)
          // The snake_case spelling the index adds for a camelCase name is that name, not another word.
          const named = word.includes("_")
            ? titleWords.find((w) => w.stem === stemOf.get(word.replace(/_/g, "")))
            : undefined
          if (named) {
            named.alias = own
            continue
          }
          const split = splits.get(word)
          titleWords.push(
            split
              ? { stem: own, parts: [stemOf.get(split[0]) as string, stemOf.get(split[1]) as string] }
              : { stem: own }
          )
        }
      }
      tf[field] = counts
      length[field] = counted
      if (!reference) totals[field] += counted
    })
    if (!reference) {
      for (const s of inSection) dfSection.set(s, (dfSection.get(s) ?? 0) + 1)
      for (const s of inPage) dfPage.set(s, (dfPage.get(s) ?? 0) + 1)
    }
    const stems = new Set([...inSection, ...inPage])
    for (const s of stems) postingCount.set(s, (postingCount.get(s) ?? 0) + 1)
    fieldWords[position] = null
    const scope = Array.from(new Set(indexWords(doc.sidebarParentCategories[0] ?? "").map(stem))).filter(
      (s) => !QUESTION_STEMS.has(s)
    )
    const pointer = !lead && POINTER_TITLE.test(doc.title.trim())
    const defines = new Set((doc.defines ?? []).map(stem).filter((s) => inSection.has(s)))
    const asked = new Set<string>()
    for (const question of doc.questions ?? [])
      for (const word of indexWords(question)) {
        const s = stemOf.get(word) ?? stem(word)
        if (!QUESTION_STEMS.has(s)) asked.add(s)
      }
    visit(
      position,
      { tf, length, lead, page: seenPages.get(page) as number, titleWords, scope, reference, pointer, defines, asked },
      stems
    )
  })

  const sectionCount = documents.length - referenceSections
  const pageCount = seenPages.size - referencePages
  const averageLength = {} as Record<Field, number>
  for (const field of FIELDS) {
    const count = PAGE_FIELDS.includes(field) ? pageCount : sectionCount
    averageLength[field] = count > 0 ? totals[field] / count || 1 : 1
  }
  return {
    postingCount,
    df: { section: dfSection, page: dfPage },
    sectionCount,
    pageCount,
    averageLength,
    stemOf,
  }
}
