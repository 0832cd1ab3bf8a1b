/** Checks the author-maintained synonyms file before the build uses it. */
import fs from "fs"
import path from "path"
import { parseSynonyms } from "../../src/lib/search/synonyms"

/** The synonyms the search box applies at query time (an author-maintained content file). */
export const SYNONYMS_FILE = "content/search-synonyms.json"

/** The reason the synonyms file cannot be used, or null. */
export function synonymsProblem(file: string = path.resolve(SYNONYMS_FILE)): string | null {
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    return `${SYNONYMS_FILE}: ${(error as Error).message}`
  }
  try {
    parseSynonyms(raw, SYNONYMS_FILE)
    return null
  } catch (error) {
    return (error as Error).message
  }
}
