import { copySection, sectionText } from "./section-copy"

const twin = "# /poll\n\n## Usage\n\nRun it.\n\n## Options\n\n| Option |\n"
const fetchTwin = (async (url: string) =>
  url === "/docs/commands/poll.md"
    ? { ok: true, status: 200, text: async () => twin }
    : { ok: false, status: 404, text: async () => "" }) as unknown as typeof fetch

describe("copy a section as Markdown", () => {
  it("gives the section of the twin with the URL it comes from", async () => {
    const text = await sectionText(
      {
        twinUrl: "/docs/commands/poll.md",
        id: "usage",
        sectionUrl: "https://pollaris.example/docs/commands/poll#usage",
      },
      fetchTwin
    )
    expect(text).toBe("## Usage\n\nRun it.\n\nSource: https://pollaris.example/docs/commands/poll#usage\n")
  })

  it("fails on a missing twin or section instead of copying nothing", async () => {
    await expect(sectionText({ twinUrl: "/docs/gone.md", id: "usage", sectionUrl: "x" }, fetchTwin)).rejects.toThrow(
      "HTTP 404"
    )
    await expect(
      sectionText({ twinUrl: "/docs/commands/poll.md", id: "nope", sectionUrl: "x" }, fetchTwin)
    ).rejects.toThrow("No section #nope")
  })

  it("writes to the clipboard", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    const original = global.fetch
    global.fetch = fetchTwin
    try {
      await copySection(
        { twinUrl: "/docs/commands/poll.md", id: "options", sectionUrl: "u" },
        { clipboard: { writeText, write: undefined as unknown as Clipboard["write"] } }
      )
    } finally {
      global.fetch = original
    }
    expect(writeText).toHaveBeenCalledWith("## Options\n\n| Option |\n\nSource: u\n")
  })
})
