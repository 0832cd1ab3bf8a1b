/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { execFileSync } from "child_process"
import { readHistory } from "./history"

const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    "git",
    ["-c", "user.name=Docs", "-c", "user.email=docs@pollaris.example", "-c", "init.defaultBranch=main", ...args],
    {
      cwd,
      stdio: "pipe",
      env: { ...process.env, GIT_COMMITTER_DATE: process.env.TEST_DATE, GIT_AUTHOR_DATE: process.env.TEST_DATE },
    }
  )

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "page-history-"))

function commit(repo: string, file: string, date: string) {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), date)
  process.env.TEST_DATE = date
  git(repo, "add", "-A")
  git(repo, "commit", "-qm", `change ${file}`)
}

describe("last commit dates from git", () => {
  let repo: string
  beforeAll(() => {
    repo = tmp()
    git(repo, "init", "-q")
    commit(repo, "content/docs/faq.mdx", "2026-01-02T10:00:00+00:00")
    commit(repo, "content/docs/apps.mdx", "2026-03-04T10:00:00+00:00")
    commit(repo, "content/docs/faq.mdx", "2026-05-06T10:00:00+00:00")
  })
  afterAll(() => delete process.env.TEST_DATE)

  it("gives each file the date of the last commit touching it", () => {
    const history = readHistory(path.join(repo, "content"))
    expect(history?.root).toBe(fs.realpathSync(repo))
    expect(history?.dates.get("content/docs/faq.mdx")).toBe("2026-05-06T10:00:00+00:00")
    expect(history?.dates.get("content/docs/apps.mdx")).toBe("2026-03-04T10:00:00+00:00")
  })

  it("has no dates in a shallow clone, where every file would carry the newest commit's date", () => {
    const clone = path.join(tmp(), "clone")
    execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, clone], { stdio: "pipe" })
    expect(readHistory(clone)).toBeNull()
  })

  it("has no dates, and does not throw, outside a repository (a tarball)", () => {
    expect(readHistory(tmp())).toBeNull()
  })
})
