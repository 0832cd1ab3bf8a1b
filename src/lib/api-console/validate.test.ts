import { checkBody, fieldPath, lineColumn, parameterProblems, parseJson, schemaProblems } from "./validate"
import type { ConsoleParameter } from "../openapi/console-data"

describe("parseJson", () => {
  it("parses valid JSON", () => {
    expect(parseJson('{"a": [1, true, null]}')).toEqual({ ok: true, value: { a: [1, true, null] } })
  })

  it("gives line and column of the first syntax error", () => {
    expect(parseJson('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      ok: false,
      message: "a comma is missing",
      line: 3,
      column: 3,
    })
    expect(parseJson("{\n  'a': 1\n}")).toMatchObject({
      ok: false,
      line: 2,
      column: 3,
      message: expect.stringContaining("double quotes"),
    })
    expect(parseJson('{"a": 1,}')).toMatchObject({ ok: false, line: 1, column: 9 })
    expect(parseJson('{"a": 1} 2')).toMatchObject({
      ok: false,
      message: "there is text after the end of the JSON value",
      line: 1,
      column: 10,
    })
    expect(parseJson("  ")).toEqual({ ok: false, message: "The body is empty." })
  })

  it("counts lines and columns from 1", () => {
    expect(lineColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 })
    expect(lineColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 })
  })
})

describe("schemaProblems", () => {
  const schema = {
    type: "object",
    required: ["channel_id", "answers"],
    additionalProperties: false,
    properties: {
      channel_id: { type: "string", pattern: "^[0-9]{17,20}$" },
      answers: {
        type: "array",
        minItems: 2,
        items: { type: "object", properties: { text: { type: "string", maxLength: 3 } } },
      },
      status: { type: ["string", "null"], enum: ["open", "closed", null] },
      count: { type: "integer" },
    },
  }

  it("names each failing field by its path, without the summaries of its parents", () => {
    expect(schemaProblems(schema, { answers: [{ text: "abcd" }], status: "x", count: "2", extra: 1 })).toEqual([
      { field: "channel_id", message: "is required" },
      { field: "answers", message: "array has too few items (1 < 2)" },
      { field: "answers[0].text", message: "string is too long (4 > 3)" },
      { field: "status", message: 'must be one of "open", "closed", null' },
      { field: "count", message: "must be of type integer" },
      { field: "extra", message: "is not a documented field" },
    ])
    expect(
      schemaProblems(schema, { channel_id: "1172044433214504970", answers: [{ text: "a" }, { text: "b" }] })
    ).toEqual([])
  })

  it("accepts anything against an empty schema", () => {
    expect(schemaProblems({}, 1)).toEqual([])
    expect(schemaProblems(true, "x")).toEqual([])
  })

  it("turns JSON pointers into field paths", () => {
    expect(fieldPath("#/answers/0/text")).toBe("answers[0].text")
    expect(fieldPath("#")).toBe("")
    expect(fieldPath("#/a~1b")).toBe("a/b")
  })
})

describe("parameterProblems", () => {
  const params: ConsoleParameter[] = [
    {
      name: "pollId",
      in: "path",
      required: true,
      deprecated: false,
      kind: "string",
      schema: { type: "string", pattern: "^[0-9]+$" },
    },
    {
      name: "limit",
      in: "query",
      required: false,
      deprecated: false,
      kind: "integer",
      schema: { type: "integer", minimum: 1, maximum: 100 },
    },
    {
      name: "status",
      in: "query",
      required: false,
      deprecated: false,
      kind: "string",
      schema: { type: "string", enum: ["open", "closed"] },
    },
  ]

  it("names each missing or invalid parameter", () => {
    expect(parameterProblems(params, { "query:limit": "500", "query:status": "gone" })).toEqual([
      { field: "pollId", message: "is required (path parameter)" },
      { field: "limit", message: "500 is greater than 100" },
      { field: "status", message: 'must be one of "open", "closed"' },
    ])
    expect(parameterProblems(params, { "path:pollId": "12", "query:limit": "20" })).toEqual([])
  })
})

describe("checkBody", () => {
  it("reports syntax before fields, and a missing required body", () => {
    expect(checkBody({ required: true }, "")).toEqual({
      ok: true,
      value: undefined,
      problems: [{ field: "", message: "The request body is required." }],
    })
    expect(checkBody({ required: false, schema: { type: "object" } }, "[")).toMatchObject({
      ok: false,
      syntax: { line: 1 },
    })
    expect(checkBody({ required: false, schema: { type: "object" } }, "[]")).toMatchObject({
      ok: true,
      problems: [{ field: "", message: "must be of type object" }],
    })
  })
})
