import { lineOfPointer, pointerOf, pointerSegments, resolveThroughRefs } from "./locate"

const yaml = `openapi: 3.0.3
paths:
  /polls:
    get:
      parameters:
        - $ref: '#/components/parameters/Limit'
        - name: status
          in: query
          schema:
            type: string
components:
  parameters:
    Limit:
      name: limit
      in: query
      schema:
        type: integr
        maximum: 100
`

const raw = {
  openapi: "3.0.3",
  paths: {
    "/polls": {
      get: {
        parameters: [{ $ref: "#/components/parameters/Limit" }, { name: "status", in: "query", schema: { type: "string" } }],
      },
    },
  },
  components: { parameters: { Limit: { name: "limit", in: "query", schema: { type: "integr", maximum: 100 } } } },
}

describe("pointers", () => {
  it("round-trips escaped segments", () => {
    expect(pointerSegments("#/paths/~1polls~1{pollId}/get")).toEqual(["paths", "/polls/{pollId}", "get"])
    expect(pointerOf(["paths", "/polls/{pollId}", "get"])).toBe("#/paths/~1polls~1{pollId}/get")
  })
})

describe("resolveThroughRefs", () => {
  it("ends in the component a $ref leads to, with the value there", () => {
    expect(resolveThroughRefs(raw, "#/paths/~1polls/get/parameters/0/schema/type")).toEqual({
      pointer: "#/components/parameters/Limit/schema/type",
      value: "integr",
    })
  })

  it("keeps a path without $refs as it is", () => {
    expect(resolveThroughRefs(raw, "#/paths/~1polls/get/parameters/1/schema/type")).toEqual({
      pointer: "#/paths/~1polls/get/parameters/1/schema/type",
      value: "string",
    })
  })
})

describe("lineOfPointer", () => {
  it("finds a nested key", () => {
    expect(lineOfPointer(yaml, "#/components/parameters/Limit/schema/type")).toBe(17)
    expect(lineOfPointer(yaml, "#/components/parameters/Limit/schema/maximum")).toBe(18)
  })

  it("counts array items and finds keys on and below an item's first line", () => {
    expect(lineOfPointer(yaml, "#/paths/~1polls/get/parameters/0")).toBe(6)
    expect(lineOfPointer(yaml, "#/paths/~1polls/get/parameters/1/name")).toBe(7)
    expect(lineOfPointer(yaml, "#/paths/~1polls/get/parameters/1/schema/type")).toBe(10)
  })

  it("does not find a key of another block", () => {
    // "type" exists under Limit, but not under parameters/1's "in".
    expect(lineOfPointer(yaml, "#/paths/~1polls/get/parameters/1/in/type")).toBe(8)
  })

  it("gives the line of an operation", () => {
    expect(lineOfPointer(yaml, "#/paths/~1polls/get")).toBe(4)
  })
})
