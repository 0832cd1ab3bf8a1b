import { toJsonSchema } from "./json-schema"
import type { SchemaObject } from "./types"

describe("toJsonSchema", () => {
  it("turns OpenAPI 3.0 keywords into JSON Schema and drops documentation-only ones", () => {
    expect(toJsonSchema({ type: "string", nullable: true, enum: ["a"], example: "a", description: "d" })).toEqual({ type: ["string", "null"], enum: ["a", null] })
    expect(toJsonSchema({ type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 9 })).toEqual({ type: "integer", exclusiveMinimum: 0, maximum: 9 })
  })

  it("lets null through a nullable schema that has choices but no type", () => {
    const value: SchemaObject = { nullable: true, oneOf: [{ type: "string" }, { type: "integer" }] }
    expect(toJsonSchema(value)).toEqual({ anyOf: [{ type: "null" }, { oneOf: [{ type: "string" }, { type: "integer" }] }] })
  })

  it("leaves out readOnly properties of a request and writeOnly ones of a response", () => {
    const schema: SchemaObject = { type: "object", required: ["id", "name", "secret"], properties: { id: { type: "string", readOnly: true }, name: { type: "string" }, secret: { type: "string", writeOnly: true } } }
    expect(toJsonSchema(schema, { omit: "readOnly" })).toEqual({ type: "object", required: ["name", "secret"], properties: { name: { type: "string" }, secret: { type: "string" } } })
    expect(toJsonSchema(schema, { omit: "writeOnly" })).toEqual({ type: "object", required: ["id", "name"], properties: { id: { type: "string" }, name: { type: "string" } } })
  })

  it("accepts anything where a schema refers back to an ancestor", () => {
    const node: SchemaObject = { type: "object", properties: {} }
    node.properties!.child = node
    expect(toJsonSchema(node)).toEqual({ type: "object", properties: { child: true } })
  })
})
