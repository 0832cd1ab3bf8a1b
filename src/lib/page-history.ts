/**
 * "Edit this page" and "Last updated": the edit URL of a page's source file, and the date of the last
 * commit that touched each file, read from one `git log` at build time.
 */

/** <repository>/edit/<branch>/<path>: the page of a source file in the repository's web editor. */
export function editUrl(repository: { url: string; branch: string }, repoRelativePath: string): string {
  const file = repoRelativePath.split(/[\\/]/).map(encodeURIComponent).join("/")
  return `${repository.url.replace(/\/+$/, "")}/edit/${encodeURIComponent(repository.branch)}/${file}`
}

/** Marks the start of each commit in the log (a NUL byte cannot occur in a file name or a date). */
export const GIT_LOG_FORMAT = "%x00%cI"

/**
 * Parses `git log --format=%x00%cI --name-only` (newest commit first) into the date of the last
 * commit touching each file (paths as git prints them, relative to the repository root).
 */
export function lastCommitDates(log: string): Map<string, string> {
  const dates = new Map<string, string>()
  for (const block of log.split("\0")) {
    const [date, ...files] = block.split("\n").map((line) => line.trim())
    if (!date || Number.isNaN(Date.parse(date))) continue
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date)
  }
  return dates
}

/** "November 3, 2026": the same text on the server and in every reader's browser (UTC). */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(iso)
  )
}
