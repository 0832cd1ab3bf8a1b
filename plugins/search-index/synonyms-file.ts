/** Checks the author-maintained synonyms file before the build uses it. */
import path from "path"
import { parseSynonyms } from "../../src/lib/search/synonyms"
import { readContentJson } from "./content-file"

/** The synonyms the search box applies at query time (an author-maintained content file). */
export const SYNONYMS_FILE = "content/search-synonyms.json"

/** The reason the synonyms file cannot be used, or null. */
export function synonymsProblem(file: string = path.resolve(SYNONYMS_FILE)): string | null {
  const synonyms = readContentJson(file, SYNONYMS_FILE, parseSynonyms)
  return typeof synonyms === "string" ? synonyms : null
}
