import { sectionTitles, optionsTable, limitRange, sectionBody } from "./command-page"

const page = `---
title: /closepoll
---

Ends a poll.

## Usage

\`\`\`text
## not a section
/closepoll poll:<poll>
\`\`\`

## Options

| Option | Type | Required | Default | Limits | Description |
|---|---|---|---|---|---|
| \`poll\` | String | Yes | — | A poll ID or link | The poll to close. |
| \`reason\` | String | No | — | 0–200 characters | Why, shown in the audit log. |

Text after the table.

## Permissions
`

describe("command page structure", () => {
  it("lists h2 sections outside code blocks", () => {
    expect(sectionTitles(page)).toEqual(["Usage", "Options", "Permissions"])
  })

  it("reads the options table", () => {
    expect(optionsTable(page)).toEqual([
      {
        option: "poll",
        type: "String",
        required: "Yes",
        default: "—",
        limits: "A poll ID or link",
        description: "The poll to close.",
      },
      {
        option: "reason",
        type: "String",
        required: "No",
        default: "—",
        limits: "0–200 characters",
        description: "Why, shown in the audit log.",
      },
    ])
  })

  it("returns null without an options table", () => {
    expect(optionsTable("## Options\n\nThis command has no options.\n")).toBeNull()
    expect(sectionBody("## Options\n\nThis command has no options.\n", "Options").trim()).toBe(
      "This command has no options."
    )
  })

  it("reads numeric ranges from limits", () => {
    expect(limitRange("1–300 characters")).toEqual([1, 300])
    expect(limitRange("2-20 answers")).toEqual([2, 20])
    expect(limitRange("up to 100,000 votes")).toBeNull()
    expect(limitRange("1 to 43,200")).toEqual([1, 43200])
  })
})
