/** Server side of the shared page data: the files the build wrote to public/ (gatsby-node) prime the store. */
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
