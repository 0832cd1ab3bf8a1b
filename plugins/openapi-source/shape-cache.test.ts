import { hasExternalRefs, shapeCacheKey } from "./shape-cache"

const DOC = `openapi: 3.0.3
paths:
  /polls:
    get:
      responses:
        "200":
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Poll' }
`

describe("hasExternalRefs", () => {
  it("accepts references inside the document, in YAML and JSON spellings", () => {
    expect(hasExternalRefs(DOC)).toBe(false)
    expect(hasExternalRefs(`{"$ref": "#/components/schemas/Poll"}`)).toBe(false)
    expect(hasExternalRefs(`schema:\n  $ref: "#/components/schemas/Poll"`)).toBe(false)
  })

  it("finds references to other files and URLs", () => {
    expect(hasExternalRefs(`schema: { $ref: './schemas/poll.yaml' }`)).toBe(true)
    expect(hasExternalRefs(`{"$ref": "common.json#/Poll"}`)).toBe(true)
    expect(hasExternalRefs(`schema:\n  $ref: https://example.com/poll.yaml`)).toBe(true)
    expect(hasExternalRefs(DOC + `    post:\n      requestBody: { $ref: 'bodies.yaml#/Poll' }\n`)).toBe(true)
  })
})

describe("shapeCacheKey", () => {
  const input = { source: DOC, options: { specPath: "openapi/a.yaml", apiKeyEnvVar: "X" }, code: "code v1" }

  it("is stable for the same inputs, whatever the order of the options", () => {
    expect(shapeCacheKey(input)).toBe(
      shapeCacheKey({ ...input, options: { apiKeyEnvVar: "X", specPath: "openapi/a.yaml" } })
    )
  })

  it("changes with the document, an option, or the code", () => {
    const key = shapeCacheKey(input)
    expect(shapeCacheKey({ ...input, source: DOC.replace("/polls", "/poll") })).not.toBe(key)
    expect(shapeCacheKey({ ...input, options: { ...input.options, apiKeyEnvVar: "Y" } })).not.toBe(key)
    expect(shapeCacheKey({ ...input, code: "code v2" })).not.toBe(key)
  })

  it("is null for a document with external references (their files are not part of the key)", () => {
    expect(shapeCacheKey({ ...input, source: `schema: { $ref: './poll.yaml' }` })).toBeNull()
  })
})
