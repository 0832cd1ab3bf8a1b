/**
 * @jest-environment node
 */
import type { ConsoleOperation } from "../openapi/console-data"
import { errorBody, mockAnswer, successResponse } from "./mock"
import { parameterKey } from "./validate"
import type { ConsoleForm } from "./request"
import { siteConsoleOperations } from "./test-operations"

let operations: ConsoleOperation[]
beforeAll(async () => {
  operations = await siteConsoleOperations()
})
const op = (slug: string) => operations.find((o) => o.slug === slug)!

/** The form a reader gets on opening the console: examples in every field, the first body example. */
function prefilled(operation: ConsoleOperation, token = "test-token"): ConsoleForm {
  const values: Record<string, string> = {}
  for (const p of operation.parameters) {
    const value = p.example ?? p.default
    if (value !== undefined && (p.required || p.example !== undefined))
      values[parameterKey(p)] =
        typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : JSON.stringify(value)
  }
  return { serverUrl: "https://pollaris.example/api/v1", values, body: operation.body?.examples[0]?.value ?? "", token }
}

describe("the mock answers every operation of the document", () => {
  it("with its documented success status and example when the request is the documented example", () => {
    expect(operations.length).toBeGreaterThan(20)
    for (const operation of operations) {
      const answer = mockAnswer(operation, prefilled(operation))
      const success = successResponse(operation)!
      expect([operation.slug, answer.status, answer.problems]).toEqual([operation.slug, Number(success.status), []])
      if (success.example) expect(JSON.parse(answer.body)).toEqual(JSON.parse(success.example))
      else expect(answer.body).toBe("")
    }
  })
})

describe("request validation", () => {
  it("rejects a body without channel_id with the documented 422 body naming the field", () => {
    const form = prefilled(op("create-poll"))
    const body = JSON.parse(form.body)
    delete body.channel_id
    const answer = mockAnswer(op("create-poll"), { ...form, body: JSON.stringify(body) })
    expect(answer.status).toBe(422)
    const json = JSON.parse(answer.body)
    expect(json.error.code).toBe("validation_failed")
    expect(json.error.status).toBe(422)
    expect(json.error.details).toEqual([{ field: "channel_id", message: "is required" }])
    expect(json.error.message).toBe("Field 'channel_id' is required.")
  })

  it("names nested fields by their path", () => {
    const form = prefilled(op("create-poll"))
    const body = JSON.parse(form.body)
    body.answers = [{ text: "" }]
    const answer = mockAnswer(op("create-poll"), { ...form, body: JSON.stringify(body) })
    expect(answer.status).toBe(422)
    const fields = answer.problems.map((p) => p.field)
    expect(fields).toContain("answers")
    expect(fields).toContain("answers[0].text")
  })

  it("answers 400 with the line and column of a JSON syntax error", () => {
    const answer = mockAnswer(op("create-poll"), {
      ...prefilled(op("create-poll")),
      body: '{\n  "question": "Pizza?",\n  "answers": [\n}',
    })
    expect(answer.status).toBe(400)
    expect(answer.problems[0].message).toMatch(/^is not valid JSON: .+ \(line 4, column 1\)$/)
    expect(JSON.parse(answer.body).error.code).toBe("bad_request")
  })

  it("answers 401 with the documented body when the operation needs a token and none is given", () => {
    const answer = mockAnswer(op("get-poll"), prefilled(op("get-poll"), ""))
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).error.code).toBe("unauthorized")
  })

  it("answers 400 naming a missing or malformed parameter", () => {
    const getPoll = op("get-poll")
    const pathParam = getPoll.parameters.find((p) => p.in === "path")!
    const missing = mockAnswer(getPoll, { ...prefilled(getPoll), values: {} })
    expect(missing.status).toBe(400)
    expect(missing.problems).toEqual([{ field: pathParam.name, message: "is required (path parameter)" }])
    const malformed = mockAnswer(getPoll, { ...prefilled(getPoll), values: { [parameterKey(pathParam)]: "abc" } })
    expect(malformed.problems[0].field).toBe(pathParam.name)
    expect(JSON.parse(malformed.body).error.message).toContain(`'${pathParam.name}'`)
  })

  it("checks query parameters against their type and enum", () => {
    const list = operations.find((o) => o.parameters.some((p) => p.in === "query" && p.kind === "integer"))!
    const limit = list.parameters.find((p) => p.in === "query" && p.kind === "integer")!
    const answer = mockAnswer(list, {
      ...prefilled(list),
      values: { ...prefilled(list).values, [parameterKey(limit)]: "lots" },
    })
    expect(answer.status).toBe(400)
    expect(answer.problems).toEqual([{ field: limit.name, message: "must be of type integer" }])
  })
})

describe("errorBody", () => {
  it("keeps the documented shape and fills message and details", () => {
    const example = JSON.stringify({
      error: { code: "validation_failed", message: "x", details: [{ field: "a", message: "b" }] },
    })
    expect(errorBody(example, [{ field: "q", message: "is required" }], "Field 'q' is required.")).toEqual({
      error: {
        code: "validation_failed",
        message: "Field 'q' is required.",
        details: [{ field: "q", message: "is required" }],
      },
    })
  })

  it("follows the documented names of the detail fields", () => {
    const example = JSON.stringify({ errors: [{ path: "/a", reason: "b" }] })
    expect(errorBody(example, [{ field: "q", message: "is required" }], "m")).toEqual({
      errors: [{ path: "q", reason: "is required" }],
    })
  })

  it("makes a plain body when nothing is documented", () => {
    expect(errorBody(undefined, [{ field: "q", message: "is required" }], "m")).toEqual({
      message: "m",
      details: [{ field: "q", message: "is required" }],
    })
  })
})
