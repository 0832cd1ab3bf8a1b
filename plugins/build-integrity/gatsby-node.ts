/**
 * build-integrity: a build after a failed or interrupted build produces what a clean build of the same
 * tree produces (see run-marker.ts for why it would not by itself).
 *
 * When the previous build did not finish, the code the local plugins are compiled from changed since
 * the last successful build (code-digest.ts), or the node store was made with another path prefix (a
 * `gatsby develop` session before a `--prefix-paths` build, node-prefix.ts), public/ is removed before
 * Gatsby initialises its cache.
 * Gatsby then takes its own "cache incomplete" path: it drops its node datastore and saved state and
 * builds every page again, while keeping the compiled webpack cache, so this recovery build costs
 * less than a cold one. A build that follows a successful one keeps its cache; only the bundles of
 * earlier builds go, before webpack writes this one's (stale-bundles.ts).
 */
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { markRunFinished, markRunStarted, previousRunUnfinished } from "./run-marker"
import { pluginCodeChanged, pluginCodeDigest, storeDigest } from "./code-digest"
import { prefixChanged, recordPrefix, recordedPrefix } from "./node-prefix"
import { removeStaleBundles } from "./stale-bundles"

const isBuild = () => process.env.gatsby_executing_command === "build"
const isDevelop = () => process.env.gatsby_executing_command === "develop"

/** Gatsby's query workers load this file too: only the main process owns the marker. */
function isWorker(): boolean {
  return Boolean(process.env.GATSBY_WORKER_ID || process.env.JEST_WORKER_ID)
}

const cacheDir = () => path.join(process.cwd(), ".cache")
const recordedPrefixLabel = () => recordedPrefix(cacheDir()) ?? ""

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, pathPrefix }) => {
  if (isWorker() || !(isBuild() || isDevelop())) return
  if (prefixChanged(cacheDir(), pathPrefix ?? "")) {
    reporter.info(
      `The cached pages were made for the path prefix "${recordedPrefixLabel()}", this run uses "${pathPrefix ?? ""}": every node and page is made again (the webpack cache is kept).`
    )
    fs.rmSync(path.join(process.cwd(), "public"), { recursive: true, force: true })
    return
  }
  if (!isBuild()) return
  if (previousRunUnfinished(cacheDir())) {
    reporter.info(
      "The previous build did not finish: its partial results are discarded (public/ and Gatsby's node store are rebuilt, the webpack cache is kept)."
    )
    fs.rmSync(path.join(process.cwd(), "public"), { recursive: true, force: true })
  } else if (pluginCodeChanged(cacheDir())) {
    reporter.info(
      "The code the local plugins are built from changed since the last build: every node and page is made again (the webpack cache is kept)."
    )
    fs.rmSync(path.join(process.cwd(), "public"), { recursive: true, force: true })
  }
  const digest = pluginCodeDigest(cacheDir())
  markRunStarted(cacheDir())
  // The marker goes only when the build exits successfully, after Gatsby has saved its state.
  process.on("exit", (code) => {
    if (code !== 0) return
    markRunFinished(cacheDir())
    storeDigest(cacheDir(), digest)
  })
}

/**
 * Gatsby's cache initialisation may have emptied .cache/ since onPreInit: keep the marker in place, and
 * record the prefix the node store is made with from now on (develop and build alike).
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ pathPrefix }) => {
  if (isWorker() || !(isBuild() || isDevelop())) return
  recordPrefix(cacheDir(), pathPrefix ?? "")
  if (!isBuild()) return
  if (!previousRunUnfinished(cacheDir())) markRunStarted(cacheDir())
}

/** After bootstrap, before webpack writes this build's bundles: the earlier builds' bundles go. */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  if (isWorker()) return
  const removed = removeStaleBundles(path.join(process.cwd(), "public"), path.join(process.cwd(), "static"))
  if (removed > 0) reporter.verbose(`build-integrity: removed ${removed} bundle files of earlier builds from public/`)
}
