/**
 * Readers' questions (content/search-questions.json): for a section of the docs, questions a reader
 * types when that section is the answer, in the reader's words ("block someone for a week" for the
 * "Timed blocks" section of /block). The search counts them as part of the section's content; the page
 * never shows them. Keys are routes as content links write them: "/commands/block#timed-blocks", or
 * "/commands/block" for the page's first section.
 */

import { didYouMean } from "../did-you-mean"
import { indexWords } from "./tokenize"

/** Section route without the base path -> the questions it answers. */
export type QuestionMap = ReadonlyMap<string, readonly string[]>

/** A search document's route as the file names it: without the base path ("/docs/"), from "/". */
export function questionRoute(sectionRoute: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, "")
  return sectionRoute.startsWith(base) ? sectionRoute.slice(base.length) || "/" : sectionRoute
}

/** Longest question kept, in characters: a query is read up to 512, a question is a line. */
export const MAX_QUESTION_LENGTH = 160

const ROUTE = /^\/[a-z0-9/_-]*(?:#[a-z0-9_-]+)?$/

/**
 * Reads and checks the file's content; throws an Error naming the file and the entry at fault, so a
 * bad edit fails the build with a message that says what to fix.
 */
export function parseQuestions(raw: unknown, fileName: string): QuestionMap {
  const fail = (problem: string): never => {
    throw new Error(`${fileName}: ${problem}`)
  }
  const table = (raw as { questions?: unknown } | null)?.questions
  if (!table || typeof table !== "object" || Array.isArray(table))
    return fail(`expected an object { "questions": { "/page#section": ["a reader's question", ...] } }`)
  const map = new Map<string, string[]>()
  for (const [route, questions] of Object.entries(table as Record<string, unknown>)) {
    if (!ROUTE.test(route))
      fail(`"${route}" is not a route of the docs such as "/commands/block" or "/commands/block#timed-blocks"`)
    if (!Array.isArray(questions) || questions.length === 0) fail(`"${route}" needs a non-empty list of questions`)
    for (const question of questions as unknown[]) {
      if (typeof question !== "string" || question.trim() === "")
        fail(`"${route}": ${JSON.stringify(question)} is not a question (a non-empty string)`)
      if ((question as string).length > MAX_QUESTION_LENGTH)
        fail(`"${route}": "${(question as string).slice(0, 40)}..." is longer than ${MAX_QUESTION_LENGTH} characters`)
    }
    map.set(
      route,
      (questions as string[]).map((q) => q.trim())
    )
  }
  return map
}

/**
 * A question as the index file carries it: without the words of it that the index leaves out (stop
 * words such as "the", "of", "it"), which no query matches. The ranking is the same; the site's two
 * index files are 1.4 KB smaller (gzip).
 */
export function indexedQuestion(question: string): string {
  return question
    .split(/\s+/)
    .filter((word) => indexWords(word).length > 0)
    .join(" ")
}

/**
 * The problems of entries whose route is no section of the built docs (a renamed heading, a moved
 * page), each with the nearest section route; `sectionRoutes` are the search documents' routes
 * without the base path.
 */
export function unknownQuestionRoutes(
  questions: QuestionMap,
  sectionRoutes: Iterable<string>,
  fileName: string
): string[] {
  const known = new Set(sectionRoutes)
  return [...questions.keys()]
    .filter((route) => !known.has(route))
    .map((route) => `${fileName}: "${route}" is no section of the docs.${didYouMean(route, known)}`)
}
