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
