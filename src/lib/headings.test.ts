import { extractHeadings, headingText, tocHeadings } from "./headings"

describe("extractHeadings", () => {
  const source = [
    "Intro paragraph",
    "## Usage",
    "```text",
    "## not a heading inside code",
    "```",
    "### The `max_choices` option",
    "## [Related commands](/commands/poll)",
    "## Usage",
    "#### Deep",
  ].join("\n")

  it("finds headings outside code fences with unique, slugged ids", () => {
    expect(extractHeadings(source)).toEqual([
      { depth: 2, value: "Usage", id: "usage" },
      { depth: 3, value: "The max_choices option", id: "the-max_choices-option" },
      { depth: 2, value: "Related commands", id: "related-commands" },
      { depth: 2, value: "Usage", id: "usage-1" },
      { depth: 4, value: "Deep", id: "deep" },
    ])
  })

  it("keeps levels 2 to 3 for the table of contents", () => {
    expect(tocHeadings(extractHeadings(source)).map((h) => h.depth)).toEqual([2, 3, 2, 2])
  })

  it("reduces Markdown in headings to text", () => {
    expect(headingText("**Bold** and _em_ with `code` ##")).toBe("Bold and em with code")
  })
})
