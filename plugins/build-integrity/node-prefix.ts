/**
 * The path prefix the node store was made with. A guide's HTML (the `html` field of its Doc node) is
 * rendered once, when its node is made, with the links of the command that made it: `gatsby develop`
 * and a plain `gatsby build` write `/commands/poll`, `gatsby build --prefix-paths` writes
 * `/docs/commands/poll`. Gatsby keeps nodes between runs and knows nothing of that, so a prefixed build
 * after a develop session would ship unprefixed links. Each run records its prefix; a run whose prefix
 * differs from the recorded one has the node store made again.
 */
import fs from "fs"
import path from "path"

export const PREFIX_FILE = "node-store-path-prefix"

/** The prefix recorded by the last run, or null when none was recorded (a clean cache). */
export function recordedPrefix(cacheDir: string): string | null {
  try {
    return fs.readFileSync(path.join(cacheDir, PREFIX_FILE), "utf8")
  } catch {
    return null
  }
}

export function recordPrefix(cacheDir: string, prefix: string): void {
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(path.join(cacheDir, PREFIX_FILE), prefix)
}

/** True when the node store was made with another prefix than this run's: its HTML links are wrong. */
export function prefixChanged(cacheDir: string, prefix: string): boolean {
  const recorded = recordedPrefix(cacheDir)
  return recorded !== null && recorded !== prefix
}
