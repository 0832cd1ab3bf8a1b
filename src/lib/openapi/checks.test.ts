import { formatOperationProblems, operationProblems, suggestedOperationId } from "./checks"
import type { OpenApiDocument } from "./types"

const source = `openapi: 3.0.3
info: { title: T, version: "1" }
tags:
  - name: polls
  - name: guilds
paths:
  /polls:
    post:
      operationId: createPoll
      summary: Create poll
      tags: [pols]
  /polls/{pollId}:
    get:
      summary: Get poll
      tags: [polls]
`

const doc: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  tags: [{ name: "polls" }, { name: "guilds" }],
  paths: {
    "/polls": { post: { operationId: "createPoll", summary: "Create poll", tags: ["pols"] } },
    "/polls/{pollId}": { get: { summary: "Get poll", tags: ["polls"] } },
  },
} as OpenApiDocument

describe("operationProblems", () => {
  it("names the operation, its line and the nearest declared tag for an unknown tag", () => {
    expect(operationProblems(doc, source)[0]).toBe(
      'Operation POST /polls (createPoll, line 8) has the tag "pols", which the document\'s tags list does not declare. Did you mean "polls"?'
    )
  })

  it("lists the declared tags when no tag is near", () => {
    const far = { ...doc, paths: { "/x": { get: { operationId: "x", tags: ["zzzzzz"] } } } } as OpenApiDocument
    expect(operationProblems(far)).toEqual([
      'Operation GET /x (x) has the tag "zzzzzz", which the document\'s tags list does not declare. Declare it under tags: or use one of: polls, guilds',
    ])
  })

  it("names an operation without operationId by method, path and line, with a suggested id", () => {
    expect(operationProblems(doc, source)[1]).toBe(
      "Operation GET /polls/{pollId} (line 13) has no operationId; its kebab-case is the page's route (/api/<slug>). Add one, e.g. operationId: getPoll"
    )
  })

  it("names an error example whose code the response's description does not name", () => {
    const error = (code: string) => ({ value: { error: { code, message: "m", status: 409 } } })
    const op = {
      operationId: "closePoll",
      tags: ["polls"],
      responses: {
        "200": { description: "Closed.", content: { "application/json": { example: { code: "not_an_error" } } } },
        "404": { description: "Not found (`poll_not_found`).", content: { "application/json": { examples: { a: error("poll_not_found") } } } },
        "409": {
          description: "Conflict (`invalid_status`): the poll is not open.",
          content: { "application/json": { examples: { a: error("invalid_status"), b: error("already_exists") }, example: { code: "poll_closed" } } },
        },
      },
    }
    const withCodes = { ...doc, paths: { "/polls/{pollId}/close": { post: op } } } as unknown as OpenApiDocument
    expect(operationProblems(withCodes)).toEqual([
      'Operation POST /polls/{pollId}/close (closePoll) has an example of its 409 response with the code "poll_closed", which the response\'s description does not name. Name it in the description as `poll_closed`, with when it happens, or remove the example',
      'Operation POST /polls/{pollId}/close (closePoll) has an example of its 409 response with the code "already_exists", which the response\'s description does not name. Name it in the description as `already_exists`, with when it happens, or remove the example',
    ])
  })

  it("finds nothing in a sound document", () => {
    const sound = { ...doc, paths: { "/polls": { post: { operationId: "createPoll", tags: ["polls"] } } } } as OpenApiDocument
    expect(operationProblems(sound, source)).toEqual([])
    expect(formatOperationProblems("a.yaml", [])).toBeNull()
  })
})

describe("suggestedOperationId", () => {
  it("camel-cases the summary, or method and path without one", () => {
    expect(suggestedOperationId("Get answer votes", "get", "/x")).toBe("getAnswerVotes")
    expect(suggestedOperationId(undefined, "get", "/polls/{pollId}")).toBe("getPollsPollid")
  })
})
