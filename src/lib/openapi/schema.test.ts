import { constraintsOf, mergeAllOf, parameterRow, schemaToTree, typeLabel, headerRow } from "./schema"
import { Answer, ClosedPoll, Poll, Snowflake, Status, Value, nameOf } from "./__fixtures__/schemas"
import type { SchemaNode, SchemaObject } from "./types"

const child = (node: SchemaNode, name: string): SchemaNode => {
  const found = node.children?.find((c) => c.name === name)
  if (!found) throw new Error(`no property ${name}`)
  return found
}

describe("typeLabel", () => {
  it("names objects and arrays of named objects, but shows scalars by type", () => {
    expect(typeLabel(Poll, nameOf)).toBe("Poll")
    expect(typeLabel(Poll.properties!.answers, nameOf)).toBe("array of Answer")
    expect(typeLabel(Poll.properties!.allowed_roles, nameOf)).toBe("array of string")
    expect(typeLabel(Status, nameOf)).toBe("string")
    expect(typeLabel(ClosedPoll, nameOf)).toBe("ClosedPoll")
  })

  it("shows oneOf as its alternatives", () => {
    expect(typeLabel(Value, nameOf)).toBe("string | integer | array of string")
    expect(typeLabel({ type: "array", items: Value }, nameOf)).toBe("array of (string | integer | array of string)")
  })

  it("reads 3.1 type lists and schemas without a type", () => {
    expect(typeLabel({ type: ["string", "null"] })).toBe("string")
    expect(typeLabel({})).toBe("any")
    expect(typeLabel({ properties: { a: { type: "string" } } })).toBe("object")
  })
})

describe("constraintsOf", () => {
  it("words lengths, bounds, items and patterns", () => {
    expect(constraintsOf({ type: "string", minLength: 1, maxLength: 300 })).toEqual(["1 to 300 characters"])
    expect(constraintsOf({ type: "string", minLength: 0, maxLength: 1000 })).toEqual(["at most 1000 characters"])
    expect(constraintsOf({ type: "string", minLength: 4, maxLength: 4 })).toEqual(["exactly 4 characters"])
    expect(constraintsOf({ type: "integer", minimum: 1, maximum: 20 })).toEqual(["1 to 20"])
    expect(constraintsOf({ type: "integer", minimum: 0 })).toEqual(["at least 0"])
    expect(constraintsOf({ type: "number", minimum: 0, exclusiveMinimum: true, maximum: 1 })).toEqual(["greater than 0", "at most 1"])
    expect(constraintsOf({ type: "number", exclusiveMaximum: 10, multipleOf: 0.5 })).toEqual(["less than 10", "multiple of 0.5"])
    expect(constraintsOf({ type: "array", maxItems: 10, uniqueItems: true })).toEqual(["at most 10 items", "unique items"])
    expect(constraintsOf({ type: "array", minItems: 2, maxItems: 20 })).toEqual(["2 to 20 items"])
    expect(constraintsOf({ type: "object", minProperties: 1 })).toEqual(["at least 1 property"])
    expect(constraintsOf(Snowflake)).toEqual(["pattern ^[0-9]{17,20}$"])
  })
})

describe("mergeAllOf", () => {
  const merged = mergeAllOf(ClosedPoll)

  it("merges properties and unites required lists", () => {
    expect(Object.keys(merged.properties!)).toEqual(Object.keys(Poll.properties!))
    expect(merged.required).toEqual(["id", "question", "answers", "status", "start_time"])
    expect(merged.description).toBe("A closed poll.")
  })

  it("narrows enums and nullability like a validator would", () => {
    expect(merged.properties!.status.enum).toEqual(["closed"])
    expect(merged.properties!.status.description).toBe("Always `closed`.")
    expect(merged.properties!.start_time.nullable).toBeUndefined()
  })

  it("tightens bounds", () => {
    const both = mergeAllOf({ allOf: [{ type: "integer", minimum: 1, maximum: 100 }, { minimum: 5, maximum: 50 }] })
    expect(both).toMatchObject({ type: "integer", minimum: 5, maximum: 50 })
  })

  it("leaves schemas without allOf untouched", () => {
    expect(mergeAllOf(Poll)).toBe(Poll)
  })
})

describe("schemaToTree", () => {
  const tree = schemaToTree(Poll, { nameOf })

  it("describes the root and lists required properties first", () => {
    expect(tree).toMatchObject({ typeLabel: "Poll", schemaName: "Poll", description: "A poll.", required: false })
    expect(tree.children!.map((c) => [c.name, c.required])).toEqual([
      ["id", true],
      ["question", true],
      ["answers", true],
      ["status", true],
      ["allowed_roles", false],
      ["max_choices", false],
      ["start_time", false],
      ["settings", false],
      ["last_change", false],
    ])
  })

  it("carries types, formats, enums, defaults, examples and constraints", () => {
    expect(child(tree, "id")).toMatchObject({ typeLabel: "string", constraints: ["pattern ^[0-9]{17,20}$"], example: '"1172044432316923904"', description: "A Discord ID." })
    expect(child(tree, "status")).toMatchObject({ typeLabel: "string", enum: ['"draft"', '"open"', '"closed"'] })
    expect(child(tree, "status").example).toBeUndefined()
    expect(child(tree, "max_choices")).toMatchObject({ typeLabel: "integer", defaultValue: "1", constraints: ["1 to 20"] })
    expect(child(tree, "allowed_roles")).toMatchObject({ typeLabel: "array of string", defaultValue: "[]", constraints: ["at most 10 items", "unique items"] })
    expect(child(tree, "start_time")).toMatchObject({ typeLabel: "string", format: "date-time", nullable: true })
  })

  it("nests array items and objects", () => {
    const answers = child(tree, "answers")
    expect(answers).toMatchObject({ typeLabel: "array of Answer", constraints: ["2 to 20 items"] })
    expect(answers.items).toMatchObject({ typeLabel: "Answer", schemaName: "Answer", description: "One answer." })
    expect(answers.items!.children!.map((c) => c.name)).toEqual(["id", "text", "votes"])
    expect(answers.items!.children![1]).toMatchObject({ name: "text", required: true, constraints: ["1 to 100 characters"] })
    const threads = child(child(tree, "settings"), "threads")
    expect(child(threads, "enabled")).toMatchObject({ typeLabel: "boolean", defaultValue: "false", required: false })
  })

  it("shows oneOf as alternatives", () => {
    const oldValue = child(child(tree, "last_change"), "old_value")
    expect(oldValue).toMatchObject({ typeLabel: "string | integer | array of string", nullable: true, description: "A value before or after a change." })
    expect(oldValue.alternatives!.kind).toBe("oneOf")
    expect(oldValue.alternatives!.options.map((o) => [o.typeLabel, o.description])).toEqual([
      ["string", "A text."],
      ["integer", "A number."],
      ["array of string", "A list of IDs."],
    ])
    expect(oldValue.alternatives!.options[2].items).toMatchObject({ typeLabel: "string", constraints: ["pattern ^[0-9]{17,20}$"] })
  })

  it("merges allOf before building the tree", () => {
    const closed = schemaToTree(ClosedPoll, { nameOf })
    expect(closed).toMatchObject({ typeLabel: "ClosedPoll", schemaName: "ClosedPoll", description: "A closed poll." })
    expect(child(closed, "status")).toMatchObject({ enum: ['"closed"'], required: true })
    expect(child(closed, "start_time")).toMatchObject({ required: true, nullable: false })
  })

  it("omits readOnly properties from request bodies", () => {
    const request = schemaToTree(Answer, { nameOf, omit: "readOnly" })
    expect(request.children!.map((c) => c.name)).toEqual(["id", "text"])
    const response = schemaToTree(Answer, { nameOf, omit: "writeOnly" })
    expect(child(response, "votes")).toMatchObject({ access: "read-only", nullable: true })
  })

  it("cuts cycles", () => {
    const Node: SchemaObject = { type: "object", properties: { name: { type: "string" } } }
    Node.properties!.children = { type: "array", items: Node }
    const tree = schemaToTree(Node, { nameOf: (s) => (s === Node ? "Node" : undefined) })
    const items = child(tree, "children").items!
    expect(items).toMatchObject({ typeLabel: "Node", circular: true })
    expect(items.children).toBeUndefined()
  })
})

describe("parameter and header rows", () => {
  it("turns a parameter into a table row", () => {
    const row = parameterRow({ name: "status", in: "query", description: "Only polls with this status.", schema: Status, example: "open" }, nameOf)
    expect(row).toEqual({
      name: "status",
      in: "query",
      typeLabel: "string",
      model: "PollStatus",
      required: false,
      deprecated: false,
      nullable: false,
      constraints: [],
      description: "Only polls with this status.",
      enum: ['"draft"', '"open"', '"closed"'],
      example: '"open"',
    })
  })

  it("always marks path parameters required and falls back to the schema's description", () => {
    const row = parameterRow({ name: "pollId", in: "path", schema: Snowflake })
    expect(row).toMatchObject({ required: true, description: "A Discord ID.", example: '"1172044432316923904"', constraints: ["pattern ^[0-9]{17,20}$"] })
  })

  it("turns a header into a row", () => {
    expect(headerRow("Retry-After", { description: "Seconds to wait.", schema: { type: "integer", minimum: 1, maximum: 60 }, example: 12 })).toEqual({
      name: "Retry-After",
      typeLabel: "integer",
      description: "Seconds to wait.",
      example: "12",
      constraints: ["1 to 60"],
    })
  })
})
