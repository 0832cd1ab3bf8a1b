/**
 * @jest-environment node
 */
// The plugin's load function (swagger-parser reads files, so this runs in Node, not jsdom) on fixture
// documents in a temp dir, and on the real document of the site.
import fs from "fs"
import os from "os"
import path from "path"
import { loadOpenApiDocument } from "../../../plugins/openapi-source/load"
import { formatLoadError } from "./errors"
import { shapeDocument } from "./shape"
import { operationProblems } from "./checks"

let dir: string
const write = (name: string, text: string) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-load-"))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const VALID = `openapi: 3.0.3
info: { title: Pets API, version: "1" }
servers: [{ url: "https://pets.example/v1" }]
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Pet' } }
components:
  schemas:
    Pet: { type: object, properties: { name: { type: string } } }
`

describe("loadOpenApiDocument", () => {
  it("validates, dereferences and keeps component schema names", async () => {
    const result = await loadOpenApiDocument(write("valid.yaml", VALID), "valid.yaml")
    if (!result.ok) throw new Error(result.message)
    const schema = result.document.paths!["/pets"].get!.responses!["200"].content!["application/json"].schema!
    expect(schema.items).toMatchObject({ type: "object" })
    expect(result.nameOf(schema.items!)).toBe("Pet")
    expect(result.source).toBe(VALID)
    expect(shapeDocument(result.document, { nameOf: result.nameOf }).operations[0].responses[0].schema!.typeLabel).toBe("array of Pet")
  })

  it("names the file, swagger-parser's message and the JSON pointer of a schema violation", async () => {
    const file = write("no-responses.yaml", VALID.replace(/ {6}responses:[\s\S]*?(?=components:)/, ""))
    const result = await loadOpenApiDocument(file, "openapi/no-responses.yaml")
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toBe(
      ["Invalid OpenAPI document openapi/no-responses.yaml: 1 problem", "  #/paths/~1pets/get (line 6): must have required property 'responses'"].join("\n")
    )
  })

  it("reports a problem in a shared component once, at the component, with its line and bad value", async () => {
    const shared = VALID.replace(
      "      operationId: listPets\n",
      "      operationId: listPets\n      parameters:\n        - $ref: '#/components/parameters/Cursor'\n"
    )
      .replace("  /pets:\n", "  /pets:\n    post:\n      operationId: addPet\n      parameters:\n        - $ref: '#/components/parameters/Cursor'\n      responses:\n        '201': { description: created }\n")
      .replace("components:\n", "components:\n  parameters:\n    Cursor:\n      name: cursor\n      in: query\n      schema:\n        type: strin\n")
    const result = await loadOpenApiDocument(write("shared.yaml", shared), "openapi/shared.yaml")
    expect(result.ok).toBe(false)
    if (result.ok) return
    const line = shared.split("\n").indexOf("        type: strin") + 1
    expect(result.message).toBe(
      [
        "Invalid OpenAPI document openapi/shared.yaml: 1 problem",
        `  #/components/parameters/Cursor/schema/type (line ${line}): must be one of array, boolean, integer, number, object, string; found "strin"`,
      ].join("\n")
    )
  })

  it("points at a $ref that leads nowhere", async () => {
    const result = await loadOpenApiDocument(write("missing-ref.yaml", VALID.replace("schemas/Pet'", "schemas/Nope'")), "missing-ref.yaml")
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toContain("Invalid OpenAPI document missing-ref.yaml:")
    expect(result.message).toContain('Missing $ref pointer "#/components/schemas/Nope"')
    expect(result.message).toContain("JSON pointer: #/paths/~1pets/get/responses/200/content/application~1json/schema/items")
  })

  it("reports YAML syntax errors with line and column", async () => {
    const result = await loadOpenApiDocument(write("broken.yaml", 'openapi: 3.0.3\ninfo: { title: x, version: "1"\npaths: {}\n'), "broken.yaml")
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toMatch(/^Invalid OpenAPI document broken\.yaml:\n {2}Error parsing .*broken\.yaml: .*\(3:1\)/)
    expect(result.message).toContain("JSON pointer: none")
  })

  it("says so when the file does not exist", async () => {
    const result = await loadOpenApiDocument(path.join(dir, "nope.yaml"), "nope.yaml")
    expect(result).toEqual({ ok: false, message: expect.stringContaining("Cannot read the OpenAPI document nope.yaml: the file does not exist") })
  })
})

describe("formatLoadError", () => {
  it("lists the pointers of every failing rule", () => {
    const message = formatLoadError("a.yaml", {
      message: "Swagger schema validation failed.\n  #/info must have required property 'version'\n  #/paths/~1x/get/responses must NOT have fewer than 1 properties",
      details: [{ instancePath: "/info" }, { instancePath: "/paths/~1x/get/responses" }],
    })
    expect(message.split("\n").pop()).toBe("JSON pointer: #/info, #/paths/~1x/get/responses")
  })
})

describe("the site's OpenAPI document", () => {
  const SLUGS: Record<string, string[]> = {
    polls: ["create-poll", "get-poll", "update-poll", "delete-poll", "close-poll", "reopen-poll", "publish-poll"],
    "polls/answers": ["get-answers", "get-answer", "update-answer", "get-answer-votes"],
    "polls/votes": ["get-votes", "get-vote", "delete-vote"],
    guilds: ["get-guild", "update-guild", "get-guild-limits", "get-polls", "get-scheduled-polls"],
    "guilds/roles": ["get-roles", "get-role", "update-role"],
    "guilds/restrictions": ["get-restrictions", "get-restriction", "create-restriction", "delete-restriction"],
    "guilds/audit-log": ["get-audit-log"],
    users: ["get-current-user", "get-current-user-guilds", "get-current-user-audit-log"],
  }

  it("is valid and gives 30 operations grouped by tag in the documented order", async () => {
    const result = await loadOpenApiDocument(path.resolve("openapi/pollaris-api.yaml"))
    if (!result.ok) throw new Error(result.message)
    const shaped = shapeDocument(result.document, { nameOf: result.nameOf })
    expect(shaped.problems).toEqual([])
    expect(operationProblems(result.document, result.source)).toEqual([])
    expect(shaped.operations).toHaveLength(30)
    const models = shaped.sidebar[shaped.sidebar.length - 1]
    const tags = shaped.sidebar.slice(0, -1)
    expect(tags.map((c) => c.label)).toEqual(Object.keys(SLUGS))
    for (const category of tags) {
      if (category.type !== "category") throw new Error("expected a category")
      expect(category.items.map((l) => (l.href ?? "").replace("/api/", ""))).toEqual(SLUGS[category.label])
    }
    expect(shaped.spec.baseUrl).toBe("https://pollaris.example/api/v1")
    // Then one model per component schema, in a folded category of its own.
    const schemaNames = Object.keys(result.document.components?.schemas ?? {})
    expect(schemaNames.length).toBeGreaterThan(30)
    expect(models).toMatchObject({ type: "category", label: "Models", collapsed: true })
    if (models.type !== "category") throw new Error("expected a category")
    expect(models.items.map((l) => l.label)).toEqual(schemaNames)
    expect(shaped.models.every((m) => m.usedBy.length > 0 || m.usedIn.length > 0)).toBe(true)
  })

  it("has consistent examples: snowflake ids in errors, results nulled only while open with hidden results", () => {
    const text = fs.readFileSync("openapi/pollaris-api.yaml", "utf8")
    expect(text).not.toMatch(/id 123\b/)
    expect(text).toContain("No poll with id 1249981733829361724 in this server.")
    expect(text).not.toContain("total_weight: null")
  })

  it("answers create-poll's simple request with a matching 201 example", async () => {
    const result = await loadOpenApiDocument(path.resolve("openapi/pollaris-api.yaml"))
    if (!result.ok) throw new Error(result.message)
    const post = result.document.paths!["/polls"].post!
    const request = post.requestBody!.content!["application/json"].examples!.simple.value as Record<string, unknown>
    const response = post.responses!["201"].content!["application/json"].examples!.open.value as Record<string, unknown>
    for (const key of ["channel_id", "question"]) expect(response[key]).toEqual(request[key])
    expect((response.answers as { text: string; emoji: string }[]).map(({ text, emoji }) => ({ text, emoji }))).toEqual(request.answers)
    // Options the request leaves out take their documented defaults.
    expect(response).toMatchObject({ description: null, duration: null, end_time: null, status: "open", max_choices: 1, hide_results: false, anonymous: false })
  })
})
