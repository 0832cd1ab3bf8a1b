import type { ConsoleOperation } from "../openapi/console-data"
import { documentedResponse, meaningOf, viewResponse } from "./response"

const op: ConsoleOperation = {
  slug: "get-poll",
  method: "GET",
  path: "/polls/{id}",
  summary: "Get poll",
  servers: [],
  security: null,
  parameters: [],
  body: null,
  responses: [
    {
      status: "200",
      statusText: "OK",
      description: "The poll. With `answers`.",
      contentType: "application/json",
      schema: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
      headers: [],
    },
    { status: "4XX", statusText: "Any 4xx status", description: "A client error.", headers: [] },
  ],
}

describe("viewResponse", () => {
  it("names the documented meaning and checks the body against the documented schema", () => {
    const view = viewResponse(op, 200, [["content-type", "application/json"]], '{"id": 5}')
    expect(view.meaning).toBe("OK: The poll.")
    expect(view.body).toBe('{\n  "id": 5\n}')
    expect(view.problems).toEqual([{ field: "id", message: "must be of type string" }])
    expect(viewResponse(op, 200, [], '{"id":"5"}').problems).toEqual([])
  })

  it("finds a status range and says when a status is not documented", () => {
    expect(documentedResponse(op, 404)?.status).toBe("4XX")
    expect(viewResponse(op, 500, [], "").meaning).toBe("Not documented for this operation.")
  })

  it("shows a body that is not JSON as text, with a note", () => {
    const view = viewResponse(op, 200, [["content-type", "text/html"]], "<h1>Bad gateway</h1>")
    expect(view).toMatchObject({
      isJson: false,
      body: "<h1>Bad gateway</h1>",
      note: "The response is not JSON (content type text/html); it is shown as text.",
    })
  })
})

describe("meaningOf", () => {
  it("gives the reason phrase, then the description's first sentence", () => {
    expect(meaningOf({ statusText: "Not Found", description: "No poll with this id. Check the id." })).toBe(
      "Not Found: No poll with this id."
    )
  })

  it("says the reason phrase once when the description starts with it", () => {
    expect(
      meaningOf({
        statusText: "Unauthorized",
        description: "Unauthorized (`unauthorized`): the `Authorization` header is missing.",
      })
    ).toBe("Unauthorized (unauthorized): the Authorization header is missing.")
  })

  it("keeps what there is when one of them is missing", () => {
    expect(meaningOf({ statusText: "", description: "Any other error." })).toBe("Any other error.")
    expect(meaningOf({ statusText: "No Content" })).toBe("No Content")
  })
})
