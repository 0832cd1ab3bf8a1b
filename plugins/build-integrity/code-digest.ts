/**
 * The digest of the local plugins' compiled code, kept from the last successful build.
 *
 * Gatsby clears its cache when a local plugin's own files change, but not when a module the plugin
 * imports from src/ changes (the content components docs-source renders guide HTML with, the OpenAPI
 * shaping in src/lib): the pages made with the old code would be kept. Gatsby compiles each plugin
 * with everything it imports into .cache/compiled/plugins/<name>/gatsby-node.js before any plugin
 * runs, so a digest of those bundles changes exactly when the code that makes nodes changes.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"

export const DIGEST_NAME = "plugin-code-digest"

/** A digest of every compiled local plugin bundle under cacheDir, or null when none is there. */
export function pluginCodeDigest(cacheDir: string): string | null {
  const root = path.join(cacheDir, "compiled", "plugins")
  if (!fs.existsSync(root)) return null
  const hash = crypto.createHash("sha256")
  const names = fs.readdirSync(root).sort()
  let found = false
  for (const name of names) {
    const bundle = path.join(root, name, "gatsby-node.js")
    if (!fs.existsSync(bundle)) continue
    found = true
    hash.update(name).update("\0").update(fs.readFileSync(bundle)).update("\0")
  }
  return found ? hash.digest("hex") : null
}

/** The digest stored by the last successful build, or null. */
export function storedDigest(cacheDir: string): string | null {
  const file = path.join(cacheDir, DIGEST_NAME)
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null
}

export function storeDigest(cacheDir: string, digest: string | null): void {
  if (!digest) return
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(path.join(cacheDir, DIGEST_NAME), `${digest}\n`)
}

/** True when a successful build left a digest and the plugins' code has changed since. */
export function pluginCodeChanged(cacheDir: string): boolean {
  const before = storedDigest(cacheDir)
  const now = pluginCodeDigest(cacheDir)
  return before !== null && now !== null && before !== now
}
