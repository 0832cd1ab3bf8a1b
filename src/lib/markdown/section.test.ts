import { sectionMarkdown, twinHeadingText } from "./section"

const twin = [
  "# /poll",
  "",
  "> Create a poll.",
  "",
  "## Usage",
  "",
  "```text",
  "## not a heading",
  "```",
  "",
  "## Options",
  "",
  "| Option | Type |",
  "",
  "### `max_choices` and \\_more\\_",
  "",
  "Up to 20.",
  "",
  "## Examples",
  "",
  "One.",
  "",
  "### Examples",
  "",
  "Nested.",
  "",
].join("\n")

describe("a section of the Markdown twin", () => {
  it("runs from its heading to the next heading of the same or a higher level", () => {
    expect(sectionMarkdown(twin, "options")).toBe(
      "## Options\n\n| Option | Type |\n\n### `max_choices` and \\_more\\_\n\nUp to 20.\n"
    )
    expect(sectionMarkdown(twin, "usage")).toBe("## Usage\n\n```text\n## not a heading\n```\n")
  })

  it("finds headings by the page's ids: code and escapes reduced to text, repeated titles numbered", () => {
    expect(sectionMarkdown(twin, "max_choices-and-_more_")).toBe("### `max_choices` and \\_more\\_\n\nUp to 20.\n")
    expect(sectionMarkdown(twin, "examples")).toBe("## Examples\n\nOne.\n\n### Examples\n\nNested.\n")
    expect(sectionMarkdown(twin, "examples-1")).toBe("### Examples\n\nNested.\n")
  })

  it("reads a heading as the page shows it", () => {
    expect(twinHeadingText("**Bold** and _em_ [a link](https://x.example) with `a_b_c` and \\<tag\\>")).toBe(
      "Bold and em a link with a_b_c and <tag>"
    )
  })

  it("ignores headings inside code blocks, and answers null for an unknown id", () => {
    expect(sectionMarkdown(twin, "not-a-heading")).toBeNull()
    expect(sectionMarkdown(twin, "nope")).toBeNull()
  })
})
