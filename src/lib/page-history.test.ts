import { editUrl, formatDate, lastCommitDates } from "./page-history"

describe("page history", () => {
  it("builds the edit URL of a source file", () => {
    expect(
      editUrl({ url: "https://github.com/pollaris/pollaris-docs/", branch: "main" }, "content/docs/commands/poll.mdx")
    ).toBe("https://github.com/pollaris/pollaris-docs/edit/main/content/docs/commands/poll.mdx")
  })

  it("keeps the newest commit date of each file from a git log", () => {
    const log =
      "\0" +
      "2026-11-20T10:00:00+01:00\n\ncontent/docs/faq.mdx\ncontent/docs/index.mdx\n" +
      "\0" +
      "2026-10-01T08:00:00+00:00\n\ncontent/docs/faq.mdx\ncontent/docs/apps.mdx\n"
    const dates = lastCommitDates(log)
    expect(dates.get("content/docs/faq.mdx")).toBe("2026-11-20T10:00:00+01:00")
    expect(dates.get("content/docs/apps.mdx")).toBe("2026-10-01T08:00:00+00:00")
    expect(dates.size).toBe(3)
  })

  it("reads nothing from an empty or foreign output", () => {
    expect(lastCommitDates("").size).toBe(0)
    expect(lastCommitDates("fatal: not a git repository").size).toBe(0)
  })

  it("formats the date in UTC, the same on the server and in the browser", () => {
    expect(formatDate("2026-11-20T23:30:00-02:00")).toBe("November 21, 2026")
  })
})
