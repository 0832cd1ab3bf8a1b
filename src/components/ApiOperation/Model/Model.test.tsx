import React from "react"
import { render, screen, within } from "@testing-library/react"
import ApiModel, { headingsOfModel } from "."
import ApiOperation from ".."
import { shapeDocument } from "../../../lib/openapi/shape"
import { Answer, Poll, Snowflake, Status, nameOf } from "../../../lib/openapi/__fixtures__/schemas"
import type { OpenApiDocument } from "../../../lib/openapi/types"

const doc: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "Pollaris API", version: "1" },
  components: { schemas: { Snowflake, PollStatus: Status, Answer, Poll } },
  paths: {
    "/polls": {
      post: {
        operationId: "createPoll",
        summary: "Create poll",
        parameters: [{ name: "status", in: "query", schema: Status }],
        requestBody: { content: { "application/json": { schema: Poll } } },
        responses: { "201": { description: "Created.", content: { "application/json": { schema: Poll } } } },
      },
    },
  },
}
const shaped = shapeDocument(doc, { nameOf })
const model = (name: string) => shaped.models.find((m) => m.name === name)!
const hrefs = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("a[href]")).map((a) => [a.textContent, a.getAttribute("href")])

describe("ApiModel", () => {
  it("renders the sections of the page outline, with its ids", () => {
    const { container } = render(<ApiModel model={model("Answer")} />)
    expect(Array.from(container.querySelectorAll("h2[id]")).map((h) => h.id)).toEqual(
      headingsOfModel(model("Answer")).map((h) => h.id)
    )
    expect(headingsOfModel(model("Answer")).map((h) => h.value)).toEqual([
      "Example",
      "Fields",
      "Used by",
      "Used in models",
    ])
    expect(headingsOfModel(model("Snowflake")).map((h) => h.value)).toEqual([
      "Example",
      "Schema",
      "Used by",
      "Used in models",
    ])
  })

  it("shows the fields, the example and the operations and models that use it, as links", () => {
    const { container } = render(<ApiModel model={model("Answer")} />)
    expect(Array.from(container.querySelectorAll("li code")).map((c) => c.textContent)).toEqual(
      expect.arrayContaining(["id", "text", "votes"])
    )
    expect(container.querySelector("pre")?.textContent).toContain('"text"')
    const users = screen.getByRole("list", { name: "Operations that use Answer" })
    expect(within(users).getByRole("link").getAttribute("href")).toBe("/docs/api/create-poll")
    expect(within(users).getByRole("link").textContent).toContain("request body, response 201")
    expect(screen.getByRole("link", { name: "Poll" }).getAttribute("href")).toBe("/docs/api/models/poll")
  })

  it("links the models of its fields, but not itself", () => {
    const { container } = render(<ApiModel model={model("Poll")} />)
    const links = hrefs(container)
    expect(links).toContainEqual(["Answer", "/docs/api/models/answer"])
    expect(links).toContainEqual(["Snowflake", "/docs/api/models/snowflake"])
    expect(links).toContainEqual(["PollStatus", "/docs/api/models/poll-status"])
    expect(links.some(([, href]) => href === "/docs/api/models/poll")).toBe(false)
  })
})

describe("model links on an operation page", () => {
  it("links the body's model, each field's model and a parameter's model", () => {
    const { container } = render(<ApiOperation operation={shaped.operations[0]} />)
    const links = hrefs(container)
    expect(links).toContainEqual(["Poll", "/docs/api/models/poll"])
    expect(links).toContainEqual(["Answer", "/docs/api/models/answer"])
    const row = screen.getByRole("row", { name: /status/ })
    expect(within(row).getByRole("link", { name: "PollStatus" }).getAttribute("href")).toBe(
      "/docs/api/models/poll-status"
    )
  })
})
