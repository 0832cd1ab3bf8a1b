import { exampleFromSchema, firstExampleValue, mediaExamples } from "./example"
import { Answer, ClosedPoll, Poll, Value } from "./__fixtures__/schemas"
import type { SchemaObject } from "./types"

describe("exampleFromSchema", () => {
  it("prefers the schema's own example, then default, then the first enum value", () => {
    expect(exampleFromSchema({ type: "string", example: "x", default: "y" })).toBe("x")
    expect(exampleFromSchema({ type: "integer", default: 25 })).toBe(25)
    expect(exampleFromSchema({ type: "string", enum: ["user", "role"] })).toBe("user")
  })

  it("builds nested objects and arrays from their properties", () => {
    expect(exampleFromSchema(Poll)).toEqual({
      id: "1172044432316923904",
      question: "string",
      answers: [{ id: 1, text: "string", votes: 0 }],
      status: "open",
      allowed_roles: [],
      max_choices: 1,
      start_time: "2024-06-17T18:04:11Z",
      settings: { threads: { enabled: false } },
      last_change: { old_value: "string", new_value: "string" },
    })
  })

  it("leaves out readOnly properties for requests", () => {
    expect(exampleFromSchema(Answer, { omit: "readOnly" })).toEqual({ id: 1, text: "string" })
  })

  it("takes the first oneOf alternative and merges allOf", () => {
    expect(exampleFromSchema(Value)).toBe("string")
    const closed = exampleFromSchema(ClosedPoll) as Record<string, unknown>
    expect(closed.status).toBe("closed")
    expect(Object.keys(closed)).toEqual(Object.keys(Poll.properties!))
  })

  it("respects bounds and formats", () => {
    expect(exampleFromSchema({ type: "integer", minimum: 5 })).toBe(5)
    expect(exampleFromSchema({ type: "integer", minimum: 5, exclusiveMinimum: true })).toBe(6)
    expect(exampleFromSchema({ type: "number", maximum: -3 })).toBe(-3)
    expect(exampleFromSchema({ type: "string", format: "uri" })).toBe("https://example.com")
    expect(exampleFromSchema({ type: "string", minLength: 10 })).toHaveLength(10)
    expect(exampleFromSchema({ type: "boolean" })).toBe(true)
    expect(exampleFromSchema({ type: "object", additionalProperties: { type: "integer" } })).toEqual({ key: 0 })
  })

  it("stops at cycles", () => {
    const Node: SchemaObject = { type: "object", properties: { name: { type: "string" } } }
    Node.properties!.next = Node
    expect(exampleFromSchema(Node)).toEqual({ name: "string", next: null })
  })
})

describe("mediaExamples", () => {
  it("lists named examples with their summaries", () => {
    const examples = mediaExamples({ schema: Answer, examples: { one: { summary: "First", value: { id: 1, text: "Pizza" } }, two: { value: { id: 2, text: "Tacos" } } } })
    expect(examples).toEqual([
      { name: "one", summary: "First", value: '{\n  "id": 1,\n  "text": "Pizza"\n}', generated: false },
      { name: "two", value: '{\n  "id": 2,\n  "text": "Tacos"\n}', generated: false },
    ])
  })

  it("uses the single example, then the schema's example, then generates one", () => {
    expect(mediaExamples({ schema: Answer, example: { id: 3 } })).toEqual([{ name: "example", value: '{\n  "id": 3\n}', generated: false }])
    expect(mediaExamples({ schema: { ...Answer, example: { id: 4 } } })).toEqual([{ name: "example", value: '{\n  "id": 4\n}', generated: false }])
    const [generated] = mediaExamples({ schema: Answer }, { omit: "readOnly" })
    expect(generated).toMatchObject({ name: "generated", generated: true })
    expect(JSON.parse(generated.value)).toEqual({ id: 1, text: "string" })
    expect(mediaExamples(undefined)).toEqual([])
  })

  it("picks the value for code samples", () => {
    expect(firstExampleValue({ examples: { a: { value: { x: 1 } } } })).toEqual({ x: 1 })
    expect(firstExampleValue({ schema: Answer }, { omit: "readOnly" })).toEqual({ id: 1, text: "string" })
  })
})
