/** Reads the author-maintained readers' questions file (optional) for the search documents. */
import fs from "fs"
import path from "path"
import { parseQuestions, type QuestionMap } from "../../src/lib/search/questions"
import { readContentJson } from "./content-file"

/**
 * Questions readers ask, by the section that answers them (see src/lib/search/questions.ts): beside
 * the docs folder, content/search-questions.json, so that other content (DOCS_CONTENT_DIR: fixtures,
 * the scale benchmark's generated pages) brings its own or none.
 */
export function questionsFile(): string {
  return path.resolve(process.env.DOCS_CONTENT_DIR ?? "content/docs", "..", "search-questions.json")
}

/** The file's name in messages: relative to the project. */
export const questionsFileName = (file: string = questionsFile()) => path.relative(process.cwd(), file)

/** The file's questions (none when there is no file), or the reason it cannot be used. */
export function readQuestions(file: string = questionsFile()): QuestionMap | string {
  return fs.existsSync(file) ? readContentJson(file, questionsFileName(file), parseQuestions) : new Map()
}
