/** Reads an author-maintained JSON file of the search (synonyms, readers' questions) for the build. */
import fs from "fs"

/**
 * The file parsed and checked by `parse` (which throws an Error naming the entry at fault), or the
 * reason it cannot be used, starting with `name`.
 */
export function readContentJson<T>(file: string, name: string, parse: (raw: unknown, name: string) => T): T | string {
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    return `${name}: ${(error as Error).message}`
  }
  try {
    return parse(raw, name)
  } catch (error) {
    return (error as Error).message
  }
}
