/**
 * The scripts and styles of earlier builds. Webpack writes each build's bundles at the top of public/
 * under content-hashed names (app-<hash>.js, its .map and .LICENSE.txt, styles.<hash>.css) and never
 * removes those of the builds before: after a code change, or a build with source maps, public/ would
 * ship every older app-<hash>.js beside the current one and differ from what a clean build makes.
 * They are removed before webpack writes this build's bundles; files of static/ are left alone.
 */
import fs from "fs"
import path from "path"

const BUNDLE_FILE = /\.(js|css)(\.map|\.LICENSE\.txt)?$/

/** The bundle files at the top of `publicDir` that no file of `staticDir` accounts for. */
export function staleBundleFiles(publicDir: string, staticDir: string): string[] {
  if (!fs.existsSync(publicDir)) return []
  const fromStatic = new Set(fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : [])
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && BUNDLE_FILE.test(entry.name) && !fromStatic.has(entry.name))
    .map((entry) => path.join(publicDir, entry.name))
}

/** Removes them; returns how many there were. */
export function removeStaleBundles(publicDir: string, staticDir: string): number {
  const stale = staleBundleFiles(publicDir, staticDir)
  for (const file of stale) fs.rmSync(file, { force: true })
  return stale.length
}
