import {
  apiModelDocument,
  apiOperationDocument,
  definitionsAtHome,
  docSectionDocuments,
  sharedErrorMessages,
  type ApiOperationForSearch,
} from "./documents"

describe("docSectionDocuments", () => {
  it("leaves out headings with no text of their own, but keeps the page's first section", () => {
    const rawBody = "## General\n\n### What is it?\n\nA poll bot.\n\n## Empty group\n\n### Last\n\nText."
    const docs = docSectionDocuments({ route: "/faq", title: "FAQ", rawBody }, "/docs/")
    expect(docs.map((d) => d.sectionRoute)).toEqual(["/docs/faq", "/docs/faq#what-is-it", "/docs/faq#last"])
  })
})

describe("definitionsAtHome", () => {
  const table = (...names: string[]) =>
    ["| Permission | Why |", "|---|---|", ...names.map((name) => `| ${name} | A reason. |`)].join("\n")
  const pages = [
    {
      route: "/commands/debug",
      title: "/debug",
      rawBody: `## What it checks\n\n${table("Read Message History", "Embed Links")}\n\n| \`poll\` | Option |\n\nThe full list is on [required bot permissions](/permissions/required). See [/closepoll](/commands/closepoll).`,
    },
    {
      route: "/permissions/required",
      title: "Required",
      rawBody: `## Each permission\n\n${table("Read Message History")}`,
    },
    { route: "/commands/closepoll", title: "/closepoll", rawBody: "## Options\n\n| `poll` | Option |" },
  ]
  const defines = (basePath: string) =>
    definitionsAtHome(pages.flatMap((page) => docSectionDocuments(page, basePath))).map((d) => [
      d.sectionRoute,
      d.defines ?? [],
    ])

  it("leaves a Title Case name to the page a section links to that defines it too", () => {
    expect(defines("/docs/")).toEqual([
      ["/docs/commands/debug", []],
      ["/docs/commands/debug#what-it-checks", ["embed_links", "poll"]],
      ["/docs/permissions/required", []],
      ["/docs/permissions/required#each-permission", ["read_message_history"]],
      ["/docs/commands/closepoll", []],
      ["/docs/commands/closepoll#options", ["poll"]],
    ])
  })

  it("keeps no links in the documents, and reads them under any base path", () => {
    const docs = definitionsAtHome(pages.flatMap((page) => docSectionDocuments(page, "/")))
    expect(docs.every((d) => !("links" in d) && !("titleCaseNames" in d))).toBe(true)
    expect(docs.find((d) => d.sectionRoute === "/commands/debug#what-it-checks")?.defines).toEqual([
      "embed_links",
      "poll",
    ])
  })
})

describe("apiModelDocument", () => {
  const leaf = { typeLabel: "string" }
  const doc = apiModelDocument(
    {
      name: "Poll",
      route: "/api/models/poll",
      typeLabel: "object",
      description: "A poll in a **server** channel.",
      schema: {
        children: [
          { ...leaf, name: "end_time", description: "When voting closes." },
          { ...leaf, name: "thread", children: [{ ...leaf, name: "auto_archive", description: "Archive after." }] },
          {
            ...leaf,
            name: "answers",
            items: { model: "Answer", children: [{ ...leaf, name: "emoji", description: "The emoji." }] },
          },
        ],
      },
    },
    "/docs"
  )

  it("is titled by the model's name, under API and Models, at the model's page", () => {
    expect(doc).toMatchObject({
      title: "Poll",
      pageTitle: "Poll",
      sectionRoute: "/docs/api/models/poll",
      sidebarParentCategories: ["API", "Models"],
      tags: [],
    })
  })

  it("holds the description as text and each field with its description, nested fields included", () => {
    expect(doc.content).toContain("Model Poll object A poll in a server channel. Fields: end_time: When voting closes.")
    expect(doc.content).toContain("auto_archive: Archive after.")
  })

  it("leaves the fields of another model to that model's document", () => {
    expect(doc.content).toContain("answers")
    expect(doc.content).not.toContain("emoji")
  })

  it("defines the plain names of its fields, not their identifiers: the operations that use those answer first", () => {
    expect(doc.defines).toEqual(["thread", "answers"])
  })
})

describe("apiModelDocument with allowed values", () => {
  it("reads the allowed values the page shows", () => {
    const action = apiModelDocument(
      {
        name: "AuditLogAction",
        route: "/api/models/audit-log-action",
        typeLabel: "string",
        description: "What happened",
        schema: { enum: ['"poll.create"', '"guild.update"'] },
      },
      "/docs"
    )
    expect(action.content).toBe("Model AuditLogAction string What happened. One of: poll.create, guild.update.")
    // Its own values are identifiers nothing else lists: it defines them.
    expect(action.defines).toEqual(["poll.create", "guild.update"])
    const restriction = apiModelDocument(
      {
        name: "RestrictionCreate",
        route: "/api/models/restriction-create",
        schema: {
          children: [
            { name: "target_type", description: "Who is blocked.", enum: ['"user"', '"role"'] },
            { name: "reason", description: "Why" },
          ],
        },
      },
      "/docs"
    )
    expect(restriction.content).toBe(
      "Model RestrictionCreate Fields: target_type: Who is blocked. One of: user, role. reason: Why."
    )
  })
})

describe("apiOperationDocument", () => {
  it("defines its operationId, its page's name, its method and path, its parameters and its request body's fields that are identifiers", () => {
    const doc = apiOperationDocument(
      {
        route: "/api/update-poll",
        method: "patch",
        path: "/polls/{poll_id}",
        operationId: "updatePoll",
        summary: "Update poll",
        parameterNames: ["poll_id", "limit"],
        requestBody: { schema: { children: [{ name: "end_time" }, { name: "question" }] } },
        responses: [{ status: "200", kind: "success", schema: { children: [{ name: "total_votes" }] } }],
      },
      "/docs"
    )
    expect(doc.defines).toEqual([
      "updatepoll",
      "update_poll",
      "update-poll",
      "patch /polls/{poll_id}",
      "/polls/{poll_id}",
      "poll_id",
      "end_time",
    ])
    expect(doc.content).toContain("total_votes")
    // Found by the name the docs link it with, as by its operationId.
    expect(doc.content).toContain("update-poll")
  })

  it("reads each parameter as its table shows it: name, description and allowed values", () => {
    const doc = apiOperationDocument(
      {
        route: "/api/get-restrictions",
        method: "get",
        path: "/guilds/{guildId}/restrictions",
        parameterNames: ["guildId", "target_type"],
        parameters: [
          { name: "guildId", description: "The server (guild) ID." },
          { name: "target_type", description: "Only restrictions on users or roles", enum: ['"user"', '"role"'] },
        ],
      },
      "/docs"
    )
    expect(doc.content).toContain(
      "guildId: The server (guild) ID. target_type: Only restrictions on users or roles. One of: user, role."
    )
  })

  it("reads an error example's message that only this operation shows, not one that others show too", () => {
    const notFound = '{"error": {"code": "poll_not_found", "message": "No poll with id 5.", "status": 404}}'
    const noChannel =
      '{"error": {"code": "channel_not_found", "message": "No channel with id 7 in a server you share with Pollaris."}}'
    const operation = (route: string, examples: string[]): ApiOperationForSearch => ({
      route,
      method: "post",
      path: route,
      responses: [{ status: "404", kind: "error", examples: examples.map((value) => ({ value })) }],
    })
    const createPoll = operation("/polls", [notFound, noChannel])
    const closePoll = operation("/polls/{pollId}/close", [notFound])
    const shared = sharedErrorMessages([createPoll, closePoll])
    expect([...shared]).toEqual(["No poll with id 5."])
    const created = apiOperationDocument(createPoll, "/docs", shared).content
    expect(created).toContain("No channel with id 7 in a server you share with Pollaris.")
    expect(created).toContain("poll_not_found channel_not_found")
    expect(created).not.toContain("No poll with id 5.")
    expect(apiOperationDocument(closePoll, "/docs", shared).content).not.toContain("No poll with id")
  })
})
