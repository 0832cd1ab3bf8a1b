/** The last commit date of every file, from one `git log` (see gatsby-node.ts). */
import { execFileSync } from "child_process"
import { GIT_LOG_FORMAT, lastCommitDates } from "../../src/lib/page-history"

export interface History {
  root: string
  dates: Map<string, string>
}

function git(args: string[], cwd: string): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 64 * 1024 * 1024,
  })
}

/** Null when there is no usable history; never throws. */
export function readHistory(cwd: string): History | null {
  try {
    if (git(["rev-parse", "--is-shallow-repository"], cwd).trim() === "true") return null
    const root = git(["rev-parse", "--show-toplevel"], cwd).trim()
    const dates = lastCommitDates(
      git(["log", `--format=${GIT_LOG_FORMAT}`, "--name-only", "--no-renames", "--", "."], cwd)
    )
    return dates.size > 0 ? { root, dates } : null
  } catch {
    return null
  }
}
