/**
 * Server side of the shared page data: the files the build wrote to public/ (gatsby-node) prime the store.
 * Reading a file while pages render makes Gatsby render every page again on every build ("unsafe
 * builtin"). That costs about 2 s of a warm rebuild, and it is what keeps the HTML right: when the
 * sidebar comes from a bundled copy instead, Gatsby reuses the HTML of unchanged pages even after a
 * style change, with the old stylesheet inlined (the rebuild-after-failure build check catches it).
 */
import fs from "fs"
import path from "path"
import { sharedJson } from "../hooks/useSharedSidebar"

export function primeSharedFromBuild(
  file: string | null | undefined,
  publicDir = path.join(process.cwd(), "public")
): void {
  if (!file || sharedJson.has(file)) return
  sharedJson.prime(file, JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8")))
}
