/**
 * Console data for the component tests, made by the build's own code (shapeDocument, consoleOperations)
 * from a small in-memory document shaped like the site's (the site's file needs the YAML loader, which
 * does not run under jsdom): create a poll (bearer token, a body with required fields, two examples,
 * 201 and a 422 error body), get a poll (a path parameter), list polls (an enum and an integer with a default).
 */
import { shapeDocument } from "../../../lib/openapi/shape"
import { consoleOperations, type ConsoleOperation } from "../../../lib/openapi/console-data"
import type { JsonValue, OpenApiDocument, SchemaObject } from "../../../lib/openapi/types"

const Snowflake: SchemaObject = { type: "string", pattern: "^[0-9]{17,20}$", example: "1172044432316923904" }
const Poll: SchemaObject = {
  type: "object",
  required: ["id", "question"],
  properties: {
    id: Snowflake,
    question: { type: "string" },
    status: { type: "string", enum: ["draft", "open", "closed"] },
  },
}
const PollCreate: SchemaObject = {
  type: "object",
  required: ["channel_id", "question", "answers"],
  properties: {
    channel_id: Snowflake,
    question: { type: "string", minLength: 1, maxLength: 300 },
    answers: {
      type: "array",
      minItems: 2,
      items: { type: "object", required: ["text"], properties: { text: { type: "string" } } },
    },
  },
}
const ValidationError: SchemaObject = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        details: {
          type: "array",
          items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } } },
        },
      },
    },
  },
}
const json = (schema: SchemaObject, example?: JsonValue) => ({
  "application/json": { schema, ...(example === undefined ? {} : { example }) },
})
const errors = {
  "400": {
    description: "The request is malformed.",
    content: json(ValidationError, { error: { code: "bad_request", message: "Malformed.", details: [] } }),
  },
  "401": {
    description: "The token is missing or invalid.",
    content: json(ValidationError, { error: { code: "unauthorized", message: "No token." } }),
  },
}

export const document: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "Pollaris API", version: "1" },
  servers: [{ url: "https://pollaris.example/api/v1", description: "Production" }],
  security: [{ ApiKey: [] }],
  components: { securitySchemes: { ApiKey: { type: "http", scheme: "bearer" } } },
  paths: {
    "/polls": {
      post: {
        operationId: "createPoll",
        summary: "Create poll",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: PollCreate,
              examples: {
                simple: {
                  summary: "Poll without options",
                  value: {
                    channel_id: "1172044433214504970",
                    question: "Lunch?",
                    answers: [{ text: "Pizza" }, { text: "Tacos" }],
                  },
                },
                longer: {
                  summary: "Three answers",
                  value: {
                    channel_id: "1172044433214504970",
                    question: "Dinner?",
                    answers: [{ text: "A" }, { text: "B" }, { text: "C" }],
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Created: the poll as saved.",
            content: json(Poll, { id: "1251839906402717736", question: "Lunch?", status: "open" }),
          },
          ...errors,
          "422": {
            description: "A field is invalid.",
            content: json(ValidationError, {
              error: {
                code: "validation_failed",
                message: "Invalid.",
                details: [{ field: "question", message: "too long" }],
              },
            }),
          },
        },
      },
    },
    "/polls/{pollId}": {
      get: {
        operationId: "getPoll",
        summary: "Get poll",
        parameters: [{ name: "pollId", in: "path", required: true, description: "The poll's ID.", schema: Snowflake }],
        responses: {
          "200": { description: "The poll.", content: json(Poll, { id: "1251839906402717736", question: "Lunch?" }) },
          ...errors,
        },
      },
    },
    "/guilds/{guildId}/polls": {
      get: {
        operationId: "getPolls",
        summary: "List polls",
        parameters: [
          { name: "guildId", in: "path", required: true, schema: Snowflake },
          { name: "status", in: "query", schema: { type: "string", enum: ["draft", "scheduled", "open", "closed"] } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } },
        ],
        responses: {
          "200": { description: "The polls.", content: json({ type: "array", items: Poll }, []) },
          ...errors,
        },
      },
    },
  },
}

export function fixtureOperation(slug: "create-poll" | "get-poll" | "get-polls"): ConsoleOperation {
  const shaped = shapeDocument(document, {})
  const found = consoleOperations(document, shaped.operations).find((o) => o.slug === slug)
  if (!found) throw new Error(`no operation ${slug} among ${shaped.operations.map((o) => o.slug).join(", ")}`)
  return JSON.parse(JSON.stringify(found)) as ConsoleOperation
}
