import { baseUrlOf, describeScheme, shapeDocument, statusText } from "./shape"
import { Answer, Poll, Snowflake, nameOf } from "./__fixtures__/schemas"
import type { OpenApiDocument, ParameterObject } from "./types"

const PollId: ParameterObject = { name: "pollId", in: "path", required: true, description: "The poll's ID.", schema: Snowflake, example: "1251839906402717736" }
const Limit: ParameterObject = { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 }, example: 25 }
const Status: ParameterObject = { name: "status", in: "query", schema: { type: "string", enum: ["open", "closed"] }, example: "open" }
const error = { description: "Not found (`poll_not_found`).", content: { "application/json": { schema: { type: "object", properties: { code: { type: "string" } } }, example: { code: "poll_not_found" } } } }

const doc: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "Pollaris API", version: "1.0.0", description: "The **API**." },
  servers: [{ url: "https://{host}/api/v1", variables: { host: { default: "pollaris.example" } }, description: "Production" }],
  security: [{ ApiKey: [] }],
  components: { securitySchemes: { ApiKey: { type: "http", scheme: "bearer", description: "An API key." } } },
  tags: [
    { name: "polls", description: "Polls." },
    { name: "polls/answers", description: "Answers." },
    { name: "unused", description: "No operations." },
  ],
  paths: {
    "/polls/{pollId}/answers": {
      parameters: [PollId],
      get: { tags: ["polls/answers"], operationId: "getAnswers", summary: "Get answers", responses: { "200": { description: "The answers.", content: { "application/json": { schema: { type: "array", items: Answer } } } } } },
    },
    "/polls": {
      post: {
        tags: ["polls"],
        operationId: "createPoll",
        summary: "Create poll",
        description: "Creates a poll in `channel_id`.\n\n**Who can call it:** anyone.",
        requestBody: { required: true, content: { "application/json": { schema: Poll, examples: { simple: { summary: "Simple", value: { question: "Pizza?" } } } } } },
        responses: {
          "201": { description: "Created.", headers: { "X-RateLimit-Limit": { description: "Per minute.", schema: { type: "integer" }, example: 60 } }, content: { "application/json": { schema: Poll } } },
          "404": error,
        },
      },
      get: { tags: ["polls"], operationId: "listPolls", summary: "List polls", parameters: [Status, Limit], security: [], responses: { "200": { description: "Polls." } } },
    },
    "/polls/{pollId}": {
      parameters: [PollId],
      delete: { tags: ["polls"], operationId: "deletePoll", summary: "Delete poll", deprecated: true, responses: { "204": { description: "Deleted." } } },
    },
    "/health": { get: { operationId: "health", responses: { "200": { description: "OK" } } } },
  },
}

describe("shapeDocument", () => {
  const shaped = shapeDocument(doc, { nameOf })
  const op = (slug: string) => shaped.operations.find((o) => o.slug === slug)!

  it("orders operations by the document's tags, then by document order (also within a path)", () => {
    expect(shaped.operations.map((o) => [o.order, o.slug, o.method, o.tag])).toEqual([
      [0, "create-poll", "POST", "polls"],
      [1, "list-polls", "GET", "polls"],
      [2, "delete-poll", "DELETE", "polls"],
      [3, "get-answers", "GET", "polls/answers"],
      [4, "health", "GET", "default"],
    ])
    expect(shaped.problems).toEqual([])
  })

  it("computes routes, summaries and excerpts", () => {
    expect(op("create-poll")).toMatchObject({
      route: "/api/create-poll",
      operationId: "createPoll",
      path: "/polls",
      summary: "Create poll",
      description: "Creates a poll in `channel_id`.\n\n**Who can call it:** anyone.",
      excerpt: "Creates a poll in channel_id.",
      deprecated: false,
      statuses: ["201", "404"],
    })
    expect(op("health")).toMatchObject({ summary: "health", tags: ["default"] })
    expect(op("delete-poll").deprecated).toBe(true)
  })

  it("applies path-level parameters and lists parameter names", () => {
    expect(op("get-answers").parameterNames).toEqual(["pollId"])
    expect(op("get-answers").parameters[0]).toMatchObject({ name: "pollId", in: "path", required: true, typeLabel: "string" })
    expect(op("list-polls").parameters.map((p) => [p.name, p.in, p.defaultValue])).toEqual([
      ["status", "query", undefined],
      ["limit", "query", "25"],
    ])
  })

  it("shapes the request body and the responses", () => {
    const create = op("create-poll")
    expect(create.requestBody).toMatchObject({ required: true, contentType: "application/json", schema: { typeLabel: "Poll" }, examples: [{ name: "simple", summary: "Simple", generated: false }] })
    expect(create.requestBody!.schema!.children!.find((c) => c.name === "answers")!.items!.children!.map((c) => c.name)).toEqual(["id", "text"])
    const [created, notFound] = create.responses
    expect(created).toMatchObject({ status: "201", statusText: "Created", kind: "success", contentType: "application/json", schema: { schemaName: "Poll" } })
    expect(created.headers).toEqual([{ name: "X-RateLimit-Limit", typeLabel: "integer", description: "Per minute.", example: "60", constraints: [] }])
    expect(created.examples[0]).toMatchObject({ name: "generated", generated: true })
    expect(notFound).toMatchObject({ status: "404", statusText: "Not Found", kind: "error", examples: [{ name: "example", value: '{\n  "code": "poll_not_found"\n}' }] })
    expect(op("delete-poll").responses[0]).toMatchObject({ status: "204", schema: null, examples: [] })
  })

  it("describes security, honouring an operation's empty security list", () => {
    expect(op("create-poll").security).toEqual([
      { name: "ApiKey", type: "http", label: "HTTP bearer", usage: "Authorization: Bearer <token>", description: "An API key.", scheme: "bearer", scopes: [] },
    ])
    expect(op("list-polls").security).toEqual([])
  })

  it("builds code samples from the base URL, example path and query parameters and the body example", () => {
    const [curl, js] = op("create-poll").codeSamples
    const python = op("create-poll").codeSamples.find((s) => s.id === "python")!
    expect(curl.code).toContain('curl -X POST "https://pollaris.example/api/v1/polls"')
    expect(curl.code).toContain('"question": "Pizza?"')
    expect(curl.code).toContain("Bearer $POLLARIS_API_KEY")
    expect(js.code).toContain("process.env.POLLARIS_API_KEY")
    expect(python.code).toContain("requests.post(")
    // Optional query parameters appear when their example differs from the default; no auth without security.
    expect(op("list-polls").codeSamples[0].code).toBe('curl "https://pollaris.example/api/v1/polls?status=open"')
    expect(op("get-answers").codeSamples[0].code).toContain("/polls/1251839906402717736/answers")
    expect(op("delete-poll").codeSamples[1].code).not.toContain("response.json()")
  })

  it("lists tags in order with anchors and builds the sidebar group", () => {
    expect(shaped.tags.map((t) => [t.name, t.order, t.anchor, t.route, t.operationCount])).toEqual([
      ["polls", 0, "polls", "/api#polls", 3],
      ["polls/answers", 1, "polls-answers", "/api#polls-answers", 1],
      ["unused", 2, "unused", "/api#unused", 0],
      ["default", 3, "default", "/api#default", 1],
    ])
    expect(shaped.sidebar[0]).toEqual({
      type: "category",
      label: "polls",
      collapsible: true,
      collapsed: false,
      items: [
        { type: "link", label: "Create poll", href: "/api/create-poll", badge: "POST" },
        { type: "link", label: "List polls", href: "/api/list-polls", badge: "GET" },
        { type: "link", label: "Delete poll", href: "/api/delete-poll", badge: "DELETE" },
      ],
    })
    expect(shaped.sidebar.map((c) => c.label)).toEqual(["polls", "polls/answers", "default"])
  })

  it("summarises the spec", () => {
    expect(shaped.spec).toMatchObject({ title: "Pollaris API", version: "1.0.0", openapiVersion: "3.0.3", baseUrl: "https://pollaris.example/api/v1", apiKeyEnvVar: "POLLARIS_API_KEY", operationCount: 5 })
    expect(shaped.spec.servers).toEqual([{ url: "https://{host}/api/v1", description: "Production" }])
  })

  it("reports slug and method+path collisions", () => {
    const clash: OpenApiDocument = {
      ...doc,
      paths: {
        "/a/{id}": { get: { operationId: "getThing", responses: {} } },
        "/b": { get: { operationId: "get_thing", responses: {} } },
        "/a/{thingId}": { get: { operationId: "readThing", responses: {} } },
      },
    }
    const { problems } = shapeDocument(clash)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/slug "get-thing" \(route \/api\/get-thing\): GET \/a\/\{id\} \(operationId getThing\) and GET \/b \(operationId get_thing\)/)
    expect(problems[1]).toMatch(/same method and path .*GET \/a\/\{id\} \(operationId getThing\) and GET \/a\/\{thingId\} \(operationId readThing\)/)
  })
})

describe("helpers", () => {
  it("names statuses", () => {
    expect(statusText("422")).toBe("Unprocessable Content")
    expect(statusText("5XX")).toBe("Any 5xx status")
    expect(statusText("default")).toBe("Any other status")
  })

  it("fills server variables", () => {
    expect(baseUrlOf(doc)).toBe("https://pollaris.example/api/v1")
    expect(baseUrlOf({ ...doc, servers: undefined })).toBe("")
  })

  it("describes API key schemes", () => {
    expect(describeScheme("Key", { type: "apiKey", in: "header", name: "X-Api-Key" })).toMatchObject({ label: "API key in the header", usage: "X-Api-Key: <API key>", parameterName: "X-Api-Key" })
  })
})

describe("operation order", () => {
  it("follows x-order within a tag, then the document order", () => {
    const ordered = {
      openapi: "3.0.3",
      info: { title: "T", version: "1" },
      tags: [{ name: "things" }],
      paths: {
        "/things": {
          get: { operationId: "listThings", tags: ["things"], "x-order": 1, responses: { "200": { description: "ok" } } },
          post: { operationId: "createThing", tags: ["things"], "x-order": 3, responses: { "201": { description: "ok" } } },
        },
        "/things/{id}": {
          get: { operationId: "getThing", tags: ["things"], "x-order": 2, responses: { "200": { description: "ok" } } },
          delete: { operationId: "deleteThing", tags: ["things"], responses: { "204": { description: "ok" } } },
        },
      },
    }
    expect(shapeDocument(ordered as unknown as OpenApiDocument).operations.map((o) => o.slug)).toEqual(["list-things", "get-thing", "create-thing", "delete-thing"])
  })
})
