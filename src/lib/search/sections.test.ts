import fs from "fs"
import path from "path"
import { splitSections, markdownToPlainText } from "./sections"
import {
  docSectionDocuments,
  apiOperationDocument,
  apiOperationText,
  schemaFieldNames,
  numberDocuments,
  isSearchable,
  indexedText,
} from "./documents"
import { extractHeadings } from "../headings"

const page = [
  "import Thing from './thing'",
  "",
  "Intro with **bold**, _emphasis_, `<poll>` and a [link](/commands/poll).",
  "",
  "## Usage",
  "",
  "```text",
  "/poll question:<text> answers:<answer; answer; ...> [description:<text>] [max_choices:<1-20>] [anonymous:<True|False>]",
  "## not a heading",
  "```",
  "",
  "### The `max_choices` option",
  "",
  "| Option | Type |",
  "|---|---|",
  "| `max_choices` | Integer |",
  "",
  '<Warning title="Careful now">',
  "",
  "- Item one with max_choices",
  "> quoted text",
  "",
  "</Warning>",
  "",
  "#### Deep heading stays in the section",
  "",
  "## Usage",
  "",
  "![Alt text of a picture](./images/x.svg)",
  "{/* a comment */}",
  "Text &amp; more <!-- hidden -->",
].join("\n")

describe("splitSections", () => {
  const sections = splitSections(page, "/poll")

  it("starts with the text before the first h2/h3, titled with the page, without anchor", () => {
    expect(sections[0]).toMatchObject({ title: "/poll", anchor: null, depth: 1 })
    expect(sections[0].content).toBe("Intro with bold, emphasis, <poll> and a link.")
  })

  it("splits at h2 and h3 only, with the anchors the page renders", () => {
    expect(sections.map((s) => [s.depth, s.title, s.anchor])).toEqual([
      [1, "/poll", null],
      [2, "Usage", "usage"],
      [3, "The max_choices option", "the-max_choices-option"],
      [2, "Usage", "usage-1"],
    ])
    const ids = extractHeadings(page)
      .filter((h) => h.depth >= 2 && h.depth <= 3)
      .map((h) => h.id)
    expect(sections.slice(1).map((s) => s.anchor)).toEqual(ids)
  })

  it("keeps code whole as text (a reader sees all of it) and never splits inside it", () => {
    expect(sections[1].content).toBe(
      "/poll question:<text> answers:<answer; answer; ...> [description:<text>] [max_choices:<1-20>] [anonymous:<True|False>] ## not a heading"
    )
    expect(sections.map((s) => s.title)).not.toContain("not a heading")
  })

  it("keeps the comments and fields of a long example, and cuts only very long code", () => {
    const code = [
      "```js",
      "const res = await fetch(url)",
      ...Array.from({ length: 20 }, (_v, i) => `// Retry-After is in seconds, attempt ${i}`),
      "```",
    ].join("\n")
    const [intro] = splitSections(code, "Page")
    expect(intro.content).toContain("// Retry-After is in seconds, attempt 19")
    const long = ["```json", ...Array.from({ length: 400 }, (_v, i) => `"field_${i}": ${i},`), "```"].join("\n")
    const [cut] = splitSections(long, "Page")
    expect(cut.content.length).toBeLessThanOrEqual(2000)
    expect(cut.content).toContain('"field_0": 0')
    expect(splitSections(long, "Page", { maxCodeLength: 0 })[0].content).toBe("")
  })

  it("reduces tables, JSX, lists, quotes and deeper headings to text", () => {
    expect(sections[2].content).toBe(
      "Option Type max_choices Integer Careful now Item one with max_choices quoted text Deep heading stays in the section"
    )
  })

  it("keeps an image's description (what it shows), drops comments and ESM lines, and decodes entities", () => {
    expect(sections[3].content).toBe("Alt text of a picture Text & more")
    expect(sections.map((s) => s.content).join(" ")).not.toMatch(/import|x\.svg|comment|hidden/)
  })

  it("returns the first section even for an empty page", () => {
    expect(splitSections("", "Empty")).toEqual([
      { title: "Empty", anchor: null, depth: 1, content: "", defines: [], links: [], titleCaseNames: [] },
    ])
  })

  it("keeps snake_case words and does not pair stray markers across paragraphs", () => {
    expect(markdownToPlainText("Set allow_vote_change and hide_results.\n\nA * star and *real emphasis*.")).toBe(
      "Set allow_vote_change and hide_results. A * star and real emphasis."
    )
  })

  it("gives every page of the site the anchors of its rendered headings", () => {
    const root = path.resolve(__dirname, "../../../content/docs")
    const files: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name))
        else if (entry.name.endsWith(".mdx")) files.push(path.join(dir, entry.name))
      }
    }
    walk(root)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const body = fs.readFileSync(file, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "")
      const expected = extractHeadings(body)
        .filter((h) => h.depth >= 2 && h.depth <= 3)
        .map((h) => h.id)
      expect({
        file,
        anchors: splitSections(body, "x")
          .slice(1)
          .map((s) => s.anchor),
      }).toEqual({ file, anchors: expected })
    }
  })
})

describe("names a section defines", () => {
  it("are the identifiers and plain words its tables list, per section", () => {
    const body = [
      "Create a poll.",
      "## Options",
      "| Option | Description |",
      "|---|---|",
      "| `max_choices` | How many answers; never above `answer_limit`. |",
      "| `color` | The colour. |",
      "## Notes",
      "Set `max_choices` to 2.",
    ].join("\n")
    expect(splitSections(body, "/poll").map((s) => [s.anchor, s.defines])).toEqual([
      [null, []],
      ["options", ["max_choices", "color"]],
      ["notes", []],
    ])
  })

  it("keep apart the names given in Title Case, and each section's links to other pages", () => {
    const body = [
      "## What it checks",
      "| Permission | Why |",
      "|---|---|",
      "| Read Message History | Updating [poll messages](/commands/poll#options). |",
      "| `max_choices` | A limit. |",
      "The full list is on [required bot permissions](/permissions/required-bot-permissions/).",
      "## Elsewhere",
      "See [the API](https://pollaris.example/docs/api) and [a heading](#what-it-checks).",
    ].join("\n")
    expect(splitSections(body, "/debug").map((s) => [s.anchor, s.titleCaseNames, s.links])).toEqual([
      [null, [], []],
      ["what-it-checks", ["read_message_history"], ["/commands/poll", "/permissions/required-bot-permissions"]],
      ["elsewhere", [], []],
    ])
  })
})

describe("search documents", () => {
  const doc = {
    route: "/commands/poll",
    title: "/poll",
    tags: ["polls", "create"],
    rawBody: page,
    sidebarParentCategories: ["Commands", "Poll commands"],
  }

  it("makes one document per section, tags on the first only, routes with base path and anchor", () => {
    const docs = numberDocuments(docSectionDocuments(doc, "/docs/"))
    expect(docs).toHaveLength(4)
    expect(docs[0]).toMatchObject({
      id: 0,
      title: "/poll",
      tags: ["polls", "create"],
      sidebarParentCategories: ["Commands", "Poll commands"],
      type: "docs",
      pageTitle: "/poll",
      sectionTitle: "/poll",
      sectionRoute: "/docs/commands/poll",
    })
    expect(docs[2]).toMatchObject({
      id: 2,
      tags: [],
      sectionTitle: "The max_choices option",
      sectionRoute: "/docs/commands/poll#the-max_choices-option",
    })
    expect(docSectionDocuments({ ...doc, route: "/" }, "/docs/")[0].sectionRoute).toBe("/docs/")
  })

  it("leaves unlisted and draft pages out", () => {
    expect(docSectionDocuments({ ...doc, unlisted: true }, "/docs/")).toEqual([])
    expect(docSectionDocuments({ ...doc, draft: true }, "/docs/")).toEqual([])
    expect(isSearchable({ unlisted: false, draft: false })).toBe(true)
  })

  it("makes one document per API operation: METHOD /path, description and parameter names", () => {
    const op = apiOperationDocument(
      {
        route: "/api/create-poll",
        method: "post",
        path: "/polls",
        summary: "Create poll",
        description: "Creates a poll in a channel. See [polls](/commands/poll) and `max_choices`.",
        tag: "polls",
        parameterNames: ["Idempotency-Key"],
      },
      "/docs/"
    )
    expect(op).toEqual({
      title: "Create poll",
      content: "POST /polls create-poll Creates a poll in a channel. See polls and max_choices. Idempotency-Key",
      tags: ["polls"],
      sidebarParentCategories: ["API", "polls"],
      type: "docs",
      pageTitle: "Create poll",
      sectionTitle: "Create poll",
      sectionRoute: "/docs/api/create-poll",
      defines: ["create-poll", "post /polls", "idempotency-key"],
    })
    expect(indexedText({ ...op })).toContain("Create poll polls API polls POST /polls")
  })

  it("makes an API operation's request fields, example titles, error codes and response fields searchable", () => {
    const text = apiOperationText({
      route: "/api/reopen-poll",
      method: "post",
      path: "/polls/{pollId}/reopen",
      operationId: "reopenPoll",
      summary: "Reopen poll",
      description: "Reopens a closed poll.\n\n**Who can call it:** the poll's author.",
      parameterNames: ["pollId"],
      requestBody: {
        description: "Optional new time limit.",
        schema: { children: [{ name: "duration" }] },
        examples: [{ summary: "Reopen for one day", value: '{ "duration": 1440 }' }],
      },
      responses: [
        {
          status: "200",
          statusText: "OK",
          kind: "success",
          description: "The reopened poll.",
          schema: {
            children: [{ name: "end_time" }, { name: "answers", items: { children: [{ name: "percentage" }] } }],
          },
          examples: [],
        },
        {
          status: "409",
          statusText: "Conflict",
          kind: "error",
          description:
            "Conflict: the action does not fit the current state: `invalid_status` or `reopen_window_expired`.",
          schema: { children: [{ name: "error", children: [{ name: "code" }] }] },
          examples: [
            { summary: "Too late to reopen", value: '{ "error": { "code": "reopen_window_expired", "status": 409 } }' },
          ],
        },
      ],
    })
    expect(
      text.startsWith(
        "POST /polls/{pollId}/reopen reopenPoll reopen-poll Reopens a closed poll. Who can call it: the poll's author. pollId"
      )
    ).toBe(true)
    for (const part of [
      "Optional new time limit.",
      "duration",
      "Reopen for one day",
      "200 OK: The reopened poll.",
      "409 Conflict invalid_status reopen_window_expired",
      "end_time answers percentage",
    ]) {
      expect(text).toContain(part)
    }
    // Error responses are shared by every operation: their codes only, not their prose, titles or fields.
    expect(text).not.toContain("does not fit")
    expect(text).not.toContain("Too late")
    expect(text).not.toMatch(/\berror code\b/)
    expect(
      schemaFieldNames({
        name: "a",
        children: [{ name: "b" }, { name: "a" }],
        alternatives: { options: [{ name: "c" }] },
      })
    ).toEqual(new Set(["a", "b", "c"]))
  })
})
