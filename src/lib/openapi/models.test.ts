import { modelMetaDescription, namedSchemasIn, shapeModels, type OperationSchemas } from "./models"
import { shapeDocument, MODELS_CATEGORY } from "./shape"
import { Answer, ClosedPoll, Poll, Snowflake, Status, Value, nameOf } from "./__fixtures__/schemas"
import type { OpenApiDocument, SchemaObject } from "./types"

const schemas: Record<string, SchemaObject> = { Snowflake, PollStatus: Status, Answer, AuditLogValue: Value, Poll, ClosedPoll }

const createPoll: OperationSchemas = {
  route: "/api/create-poll",
  method: "POST",
  path: "/polls",
  summary: "Create poll",
  parameters: [],
  requestBody: Poll,
  responses: [{ status: "201", schema: Poll }],
}
const getAnswers: OperationSchemas = {
  route: "/api/get-answers",
  method: "GET",
  path: "/polls/{pollId}/answers",
  summary: "Get answers",
  parameters: [Snowflake],
  responses: [{ status: "200", schema: { type: "array", items: Answer } }],
}

describe("namedSchemasIn", () => {
  it("finds every named schema at any depth: properties, items, compositions", () => {
    expect([...namedSchemasIn(Poll, nameOf)].sort()).toEqual(["Answer", "AuditLogValue", "Poll", "PollStatus", "Snowflake"])
    expect([...namedSchemasIn(ClosedPoll, nameOf)]).toContain("Answer")
  })

  it("with direct, stops at the first named schema on each path", () => {
    expect([...namedSchemasIn(ClosedPoll, nameOf, { direct: true, includeSelf: false })]).toEqual(["Poll"])
    expect([...namedSchemasIn(Poll, nameOf, { direct: true, includeSelf: false })].sort()).toEqual(["Answer", "AuditLogValue", "PollStatus", "Snowflake"])
  })

  it("ends on a schema that contains itself", () => {
    const Node: SchemaObject = { type: "object", properties: {} }
    Node.properties!.children = { type: "array", items: Node }
    expect([...namedSchemasIn(Node, (s) => (s === Node ? "Node" : undefined))]).toEqual(["Node"])
  })
})

describe("shapeModels", () => {
  const { models, problems } = shapeModels(schemas, [createPoll, getAnswers], nameOf)
  const model = (name: string) => models.find((m) => m.name === name)!

  it("makes one model per component schema, in the document's order, each with its route", () => {
    expect(models.map((m) => [m.order, m.name, m.route])).toEqual([
      [0, "Snowflake", "/api/models/snowflake"],
      [1, "PollStatus", "/api/models/poll-status"],
      [2, "Answer", "/api/models/answer"],
      [3, "AuditLogValue", "/api/models/audit-log-value"],
      [4, "Poll", "/api/models/poll"],
      [5, "ClosedPoll", "/api/models/closed-poll"],
    ])
    expect(problems).toEqual([])
  })

  it("keeps the whole schema: read-only fields, constraints, enums, the description as excerpt", () => {
    const answer = model("Answer")
    expect(answer.typeLabel).toBe("object")
    expect(answer.description).toBe("One answer.")
    expect(answer.excerpt).toBe("One answer.")
    expect(answer.schema.children?.map((c) => [c.name, c.required, c.access])).toEqual([
      ["id", true, undefined],
      ["text", true, undefined],
      ["votes", false, "read-only"],
    ])
    expect(model("PollStatus").schema.enum).toEqual(['"draft"', '"open"', '"closed"'])
    expect(model("Snowflake").schema.constraints).toEqual(["pattern ^[0-9]{17,20}$"])
  })

  it("names the models of fields, so their types can link to them", () => {
    const poll = model("Poll").schema
    const field = (name: string) => poll.children!.find((c) => c.name === name)!
    expect(field("id").model).toBe("Snowflake")
    expect(field("status").model).toBe("PollStatus")
    expect(field("answers").items?.model).toBe("Answer")
    expect(field("question").model).toBeUndefined()
  })

  it("describes the page by the description's first paragraph and the fields, or the type", () => {
    expect(model("Answer").metaDescription).toBe("One answer. Fields: id, text, votes.")
    expect(model("Snowflake").metaDescription).toBe("A Discord ID. Type: string.")
    expect(model("Poll").metaDescription).toBe("A poll. Fields: id, question, answers, status, allowed_roles, max_choices and 3 more.")
    expect(model("PollStatus").metaDescription).toBe("Where the poll is. One of: draft, open, closed.")
  })

  it("ends a first paragraph that introduces a list as a sentence", () => {
    expect(modelMetaDescription("PollStatus", "Where the poll is in its life:", "string", [], ["draft", "open"])).toBe("Where the poll is in its life. One of: draft, open.")
  })

  it("gives the written example, or one generated from the schema and says so", () => {
    expect(model("Snowflake").example).toBe('"1172044432316923904"')
    expect(model("Snowflake").exampleGenerated).toBe(false)
    const answer = JSON.parse(model("Answer").example)
    expect(Object.keys(answer)).toEqual(["id", "text", "votes"])
    expect(model("Answer").exampleGenerated).toBe(true)
  })

  it("lists the operations that use a model, at any depth, with where", () => {
    expect(model("Answer").usedBy.map((u) => [u.route, u.where])).toEqual([
      ["/api/create-poll", ["request body", "response 201"]],
      ["/api/get-answers", ["response 200"]],
    ])
    expect(model("Snowflake").usedBy.map((u) => [u.route, u.where])).toEqual([
      ["/api/create-poll", ["request body", "response 201"]],
      ["/api/get-answers", ["parameters"]],
    ])
    expect(model("ClosedPoll").usedBy).toEqual([])
  })

  it("lists the models that contain a model directly", () => {
    expect(model("Answer").usedIn).toEqual([{ name: "Poll", route: "/api/models/poll" }])
    expect(model("Poll").usedIn).toEqual([{ name: "ClosedPoll", route: "/api/models/closed-poll" }])
    expect(model("Snowflake").usedIn.map((m) => m.name)).toEqual(["AuditLogValue", "Poll"])
  })

  it("reports two schemas whose pages would share a route", () => {
    const clash = shapeModels({ PollStatus: Status, poll_status: { type: "string" } }, [], () => undefined)
    expect(clash.problems).toEqual([
      'the schemas "PollStatus" and "poll_status" would both have the model page /api/models/poll-status: rename one of them',
    ])
  })
})

describe("models in the shaped document", () => {
  const doc: OpenApiDocument = {
    openapi: "3.0.3",
    info: { title: "Pollaris API", version: "1" },
    components: { schemas: { Answer, Poll, Snowflake } },
    paths: { "/polls": { post: { operationId: "createPoll", tags: ["polls"], requestBody: { content: { "application/json": { schema: Poll } } }, responses: { "201": { description: "Created." } } } } },
  }
  const shaped = shapeDocument(doc, { nameOf })

  it("lists the models, folded, after the tags in the API sidebar", () => {
    const last = shaped.sidebar[shaped.sidebar.length - 1]
    expect(last).toMatchObject({ type: "category", label: MODELS_CATEGORY, collapsed: true })
    expect(last.type === "category" && last.items.map((i) => (i.type === "link" ? [i.label, i.href] : null))).toEqual([
      ["Answer", "/api/models/answer"],
      ["Poll", "/api/models/poll"],
      ["Snowflake", "/api/models/snowflake"],
    ])
  })

  it("uses the operations' routes for where each model is used", () => {
    expect(shaped.models.find((m) => m.name === "Answer")!.usedBy).toEqual([
      { route: "/api/create-poll", method: "POST", path: "/polls", summary: "createPoll", where: ["request body"] },
    ])
  })
})
