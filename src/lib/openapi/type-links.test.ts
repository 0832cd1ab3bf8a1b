import { modelsOfNode, typeParts } from "./type-links"
import type { SchemaNode } from "./types"

const node = (fields: Partial<SchemaNode>): SchemaNode => ({ typeLabel: "object", required: false, nullable: false, deprecated: false, constraints: [], ...fields })

describe("typeParts", () => {
  it("links a model named in the label, as a whole word", () => {
    expect(typeParts("array of Answer", ["Answer"])).toEqual([{ text: "array of " }, { text: "Answer", model: "Answer" }])
    expect(typeParts("Poll", ["Poll"])).toEqual([{ text: "Poll", model: "Poll" }])
  })

  it("prefers the longer name where one name starts another", () => {
    expect(typeParts("PollList | Poll", ["Poll", "PollList"])).toEqual([
      { text: "PollList", model: "PollList" },
      { text: " | " },
      { text: "Poll", model: "Poll" },
    ])
  })

  it("appends, in parentheses, a model the label does not name (a named scalar)", () => {
    expect(typeParts("string", ["Snowflake"])).toEqual([{ text: "string" }, { text: " (" }, { text: "Snowflake", model: "Snowflake" }, { text: ")" }])
  })

  it("links every alternative of a union", () => {
    const parts = typeParts("Poll | ScheduledPoll", ["Poll", "ScheduledPoll"])
    expect(parts.filter((p) => p.model).map((p) => p.model)).toEqual(["Poll", "ScheduledPoll"])
    expect(parts.map((p) => p.text).join("")).toBe("Poll | ScheduledPoll")
  })

  it("leaves the current page's model and labels without models as text", () => {
    expect(typeParts("Poll", ["Poll"], "Poll")).toEqual([{ text: "Poll" }])
    expect(typeParts("integer", [])).toEqual([{ text: "integer" }])
  })

  it("treats regular-expression characters in names literally", () => {
    expect(typeParts("a.b", ["a.b"])).toEqual([{ text: "a.b", model: "a.b" }])
    expect(typeParts("axb", ["a.b"])[0]).toEqual({ text: "axb" })
  })
})

describe("modelsOfNode", () => {
  it("collects the models of the node, its items, its map values and its alternatives, once each", () => {
    const tree = node({
      model: "Poll",
      items: node({ model: "Answer" }),
      additional: node({ model: "Vote" }),
      alternatives: { kind: "oneOf", options: [node({ model: "Answer" }), node({}), node({ model: "User" })] },
    })
    expect(modelsOfNode(tree)).toEqual(["Poll", "Answer", "Vote", "User"])
    expect(modelsOfNode(node({}))).toEqual([])
  })
})
