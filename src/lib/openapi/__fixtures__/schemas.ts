/**
 * Small dereferenced schemas for the unit tests: nested objects, arrays, enums, oneOf and allOf, as
 * swagger-parser leaves them (a $ref becomes the very same object, so names can be looked up by identity).
 */
import type { SchemaObject } from "../types"

export const Snowflake: SchemaObject = { type: "string", pattern: "^[0-9]{17,20}$", description: "A Discord ID.", example: "1172044432316923904" }

export const Status: SchemaObject = { type: "string", enum: ["draft", "open", "closed"], description: "Where the poll is.", example: "open" }

export const Answer: SchemaObject = {
  type: "object",
  description: "One answer.",
  required: ["id", "text"],
  properties: {
    id: { type: "integer", minimum: 1, maximum: 20, description: "Position.", example: 1 },
    text: { type: "string", minLength: 1, maxLength: 100, description: "The `text`." },
    votes: { type: "integer", minimum: 0, nullable: true, readOnly: true },
  },
}

export const Value: SchemaObject = {
  description: "A value before or after a change.",
  nullable: true,
  oneOf: [
    { type: "string", description: "A text." },
    { type: "integer", description: "A number." },
    { type: "array", items: Snowflake, description: "A list of IDs." },
  ],
}

export const Poll: SchemaObject = {
  type: "object",
  description: "A poll.",
  required: ["id", "question", "answers", "status"],
  properties: {
    id: Snowflake,
    question: { type: "string", minLength: 1, maxLength: 300 },
    answers: { type: "array", minItems: 2, maxItems: 20, items: Answer, description: "The answers." },
    status: Status,
    allowed_roles: { type: "array", maxItems: 10, uniqueItems: true, default: [], items: Snowflake },
    max_choices: { type: "integer", minimum: 1, maximum: 20, default: 1 },
    start_time: { type: "string", format: "date-time", nullable: true, description: "When it opens." },
    settings: {
      type: "object",
      properties: {
        threads: { type: "object", properties: { enabled: { type: "boolean", default: false } } },
      },
    },
    last_change: { type: "object", properties: { old_value: Value, new_value: Value } },
  },
}

/** allOf: a Poll narrowed to status "closed" with a required, non-null start_time. */
export const ClosedPoll: SchemaObject = {
  description: "A closed poll.",
  allOf: [
    Poll,
    {
      type: "object",
      required: ["start_time"],
      properties: {
        status: { type: "string", enum: ["closed"], description: "Always `closed`." },
        start_time: { type: "string", format: "date-time" },
      },
    },
  ],
}

export const names = new Map<SchemaObject, string>([
  [Snowflake, "Snowflake"],
  [Status, "PollStatus"],
  [Answer, "Answer"],
  [Value, "AuditLogValue"],
  [Poll, "Poll"],
  [ClosedPoll, "ClosedPoll"],
])

export const nameOf = (schema: SchemaObject): string | undefined => names.get(schema)
