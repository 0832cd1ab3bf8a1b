import { modelToMarkdown, operationToMarkdown, type ModelForMarkdown, type OperationForMarkdown } from "./api-pages"
import { testToolkit } from "./test-toolkit"
import type { SchemaNode } from "../openapi/types"

const urls = { siteUrl: "https://pollaris.example", basePath: "/docs/", baseUrl: "https://pollaris.example/api/v1" }
const errorSchema: SchemaNode = {
  typeLabel: "object",
  schemaName: "Error",
  required: false,
  nullable: false,
  deprecated: false,
  constraints: [],
  children: [
    {
      name: "code",
      typeLabel: "string",
      required: true,
      nullable: false,
      deprecated: false,
      constraints: ["pattern ^[a-z_]+$"],
      example: '"poll_not_found"',
    },
  ],
}
const op: OperationForMarkdown = {
  route: "/api/get-poll",
  method: "GET",
  path: "/polls/{pollId}",
  summary: "Get poll",
  description: "Returns a poll, as [/pollresult](/commands/pollresult) does.",
  deprecated: false,
  security: [
    { name: "ApiKey", type: "http", label: "HTTP bearer", usage: "Authorization: Bearer <token>", scopes: [] },
  ],
  parameters: [
    {
      name: "pollId",
      in: "path",
      typeLabel: "string",
      required: true,
      deprecated: false,
      nullable: false,
      description: "The poll's ID.",
      constraints: [],
    },
  ],
  requestBody: null,
  responses: [
    {
      status: "200",
      statusText: "OK",
      kind: "success",
      description: "The poll.",
      headers: [],
      contentType: "application/json",
      schema: {
        typeLabel: "object",
        schemaName: "Poll",
        required: false,
        nullable: false,
        deprecated: false,
        constraints: [],
        children: [
          {
            name: "question",
            typeLabel: "string",
            required: true,
            nullable: false,
            deprecated: false,
            constraints: ["1 to 300 characters"],
            description: "The question.",
          },
          {
            name: "status",
            typeLabel: "string",
            required: true,
            nullable: false,
            deprecated: false,
            constraints: [],
            enum: ['"open"', '"closed"'],
            description: "Where the poll is:\n\n- open: members vote.\n- closed: voting ended.",
          },
        ],
      },
      examples: [{ name: "example", value: '{\n  "question": "Lunch?"\n}', generated: false }],
    },
    {
      status: "404",
      statusText: "Not Found",
      kind: "error",
      description: "No such poll.",
      headers: [],
      contentType: "application/json",
      schema: errorSchema,
      examples: [],
    },
    {
      status: "429",
      statusText: "Too Many Requests",
      kind: "error",
      description: "Slow down.",
      headers: [],
      contentType: "application/json",
      schema: errorSchema,
      examples: [],
    },
  ],
  codeSamples: [{ id: "curl", label: "cURL", lang: "bash", code: "curl https://pollaris.example/api/v1/polls/1" }],
}

describe("API operations as Markdown", () => {
  const md = operationToMarkdown(testToolkit, op, urls)

  it("states the method, the path and the full URL, then the description with absolute links", () => {
    expect(
      md.startsWith(
        "# Get poll\n\n`GET /polls/{pollId}` (full URL: `https://pollaris.example/api/v1/polls/{pollId}`)\n\nReturns a poll, as [/pollresult](https://pollaris.example/docs/commands/pollresult) does."
      )
    ).toBe(true)
  })

  it("lists parameters in a table", () => {
    expect(md).toMatch(/\| Name\s+\| In\s+\| Type\s+\| Required \| Description\s+\|/)
    expect(md).toMatch(/\| `pollId` \| path \| string \| yes\s+\| The poll's ID\. \|/)
  })

  it("writes schemas as nested lists with constraints, allowed values and multi-paragraph descriptions", () => {
    expect(md).toContain("- `question` (string, required): The question. 1 to 300 characters.")
    expect(md).toContain(
      '- `status` (string, required): Where the poll is:\n\n  - open: members vote.\n  - closed: voting ended.\n\n  One of: `"open"`, `"closed"`.'
    )
  })

  it("writes examples and code samples as fenced code", () => {
    expect(md).toContain('#### Example\n\n```json\n{\n  "question": "Lunch?"\n}\n```')
    expect(md).toContain("## Code samples\n\n### cURL\n\n```bash\ncurl https://pollaris.example/api/v1/polls/1\n```")
  })

  it("writes a named schema out once and refers to it afterwards", () => {
    expect(md).toContain('- `code` (string, required): Pattern: `^[a-z_]+$`. Example: `"poll_not_found"`.')
    expect(md.match(/`code` \(string/g)).toHaveLength(1)
    expect(md).toContain("Schema: object, Error, as described under 404 Not Found.")
  })
})

describe("API models as Markdown", () => {
  const model: ModelForMarkdown = {
    name: "Answer",
    route: "/api/models/answer",
    typeLabel: "object",
    description: "One answer of a [poll](/api/models/poll).",
    schema: {
      typeLabel: "object",
      required: false,
      nullable: false,
      deprecated: false,
      constraints: [],
      children: [
        {
          name: "text",
          typeLabel: "string",
          required: true,
          nullable: false,
          deprecated: false,
          constraints: ["1 to 100 characters"],
          description: "The text.",
        },
      ],
    },
    example: '{\n  "text": "Pizza"\n}',
    exampleGenerated: false,
    usedBy: [
      {
        route: "/api/create-poll",
        method: "POST",
        path: "/polls",
        summary: "Create poll",
        where: ["request body", "response 201"],
      },
    ],
    usedIn: [{ name: "Poll", route: "/api/models/poll" }],
  }
  const md = modelToMarkdown(testToolkit, model, urls)

  it("gives the type, the description with absolute links, the example and the fields", () => {
    expect(
      md.startsWith(
        "# Answer\n\nModel, type `object`.\n\nOne answer of a [poll](https://pollaris.example/docs/api/models/poll)."
      )
    ).toBe(true)
    expect(md).toContain('## Example\n\n```json\n{\n  "text": "Pizza"\n}\n```')
    expect(md).toContain("## Fields\n\n- `text` (string, required): The text. 1 to 100 characters.")
  })

  it("lists the operations with where they use the model, and the models that contain it", () => {
    expect(md).toContain(
      "## Used by\n\n- [Create poll](https://pollaris.example/docs/api/create-poll): `POST /polls`, in request body, response 201."
    )
    expect(md).toContain("## Used in models\n\n- [`Poll`](https://pollaris.example/docs/api/models/poll)")
  })

  it("states a scalar model's type and constraints under Schema", () => {
    const scalar = modelToMarkdown(
      testToolkit,
      {
        ...model,
        name: "Snowflake",
        typeLabel: "string",
        schema: {
          typeLabel: "string",
          required: false,
          nullable: false,
          deprecated: false,
          constraints: ["pattern ^[0-9]+$"],
        },
        usedIn: [],
      },
      urls
    )
    expect(scalar).toContain("## Schema\n\nstring. Pattern: `^[0-9]+$`.")
    expect(scalar).not.toContain("## Used in models")
  })
})
