/**
 * A marker file that exists while a build runs and is removed when it exits successfully. Finding it
 * when a build starts means the previous one failed or was interrupted.
 *
 * Why it matters: Gatsby writes nodes to its datastore (.cache/data) as they are created, but saves
 * the rest of its state (pages, query results, which HTML is current) only at the end of a successful
 * build. A build that fails half-way leaves nodes from the failed run (an updated Mdx node whose Doc
 * child was never created, say) next to the state of the last good run; the next build trusts both,
 * and reports a page as missing or ships its old HTML.
 */
import fs from "fs"
import path from "path"

export const MARKER_NAME = "build-in-progress"

export function markerPath(cacheDir: string): string {
  return path.join(cacheDir, MARKER_NAME)
}

/** True when a previous build started here and never finished successfully. */
export function previousRunUnfinished(cacheDir: string): boolean {
  return fs.existsSync(markerPath(cacheDir))
}

export function markRunStarted(cacheDir: string): void {
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(markerPath(cacheDir), `${new Date().toISOString()} pid ${process.pid}\n`)
}

export function markRunFinished(cacheDir: string): void {
  fs.rmSync(markerPath(cacheDir), { force: true })
}
