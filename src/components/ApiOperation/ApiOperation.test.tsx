import React from "react"
import { render, screen, within } from "@testing-library/react"
import ApiOperation, { OperationEyebrow } from "."
import Markdown from "./Markdown"
import { shapeDocument } from "../../lib/openapi/shape"
import { operationHeadings } from "../../lib/openapi/headings"
import { Poll, nameOf } from "../../lib/openapi/__fixtures__/schemas"
import type { OpenApiDocument } from "../../lib/openapi/types"

const doc: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "Pollaris API", version: "1" },
  servers: [{ url: "https://pollaris.example/api/v1" }],
  security: [{ ApiKey: [] }],
  components: {
    securitySchemes: { ApiKey: { type: "http", scheme: "bearer", description: "Make one in the **dashboard**." } },
  },
  paths: {
    "/polls/{pollId}": {
      patch: {
        operationId: "updatePoll",
        summary: "Update poll",
        description: "Changes a poll.\n\n- `answers` only without votes\n- see [get-poll](/api/get-poll)",
        parameters: [
          {
            name: "pollId",
            in: "path",
            required: true,
            description: "The poll's ID.",
            schema: { type: "string", pattern: "^[0-9]{17,20}$" },
            example: "1251839906402717736",
          },
        ],
        requestBody: {
          required: true,
          content: { "application/json": { schema: Poll, example: { question: "Pizza?" } } },
        },
        responses: {
          "200": {
            description: "The updated poll.",
            content: { "application/json": { schema: Poll, example: { id: "1251839906402717736" } } },
          },
          "404": { description: "Not found." },
        },
      },
    },
  },
}

const [operation] = shapeDocument(doc, { nameOf }).operations

describe("ApiOperation", () => {
  it("renders the sections with the ids of the page outline", () => {
    const { container } = render(<ApiOperation operation={operation} apiKeyEnvVar="POLLARIS_API_KEY" />)
    const ids = operationHeadings({ hasRequestBody: true, responses: operation.responses, hasCodeSamples: true }).map(
      (h) => h.id
    )
    expect(Array.from(container.querySelectorAll("h2[id], h3[id]")).map((h) => h.id)).toEqual(ids)
    expect(screen.getByRole("heading", { level: 3, name: /200 OK/ })).toBeInTheDocument()
  })

  it("shows the parameters table, the body tree and the examples", () => {
    render(<ApiOperation operation={operation} />)
    const row = screen.getByRole("row", { name: /pollId/ })
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent)
    ).toEqual([
      "pollId",
      "path",
      "string",
      "Yes",
      "pattern ^[0-9]{17,20}$",
      'The poll\'s ID.Example: "1251839906402717736"',
    ])
    expect(screen.getAllByText("answers[]: 3 properties")[0].tagName).toBe("SUMMARY")
    expect(screen.getAllByText(/"question": "Pizza\?"/).length).toBeGreaterThan(0)
    expect(screen.getByRole("tab", { name: "Python" })).toBeInTheDocument()
  })

  it("puts the code samples, the request example and the success example beside the reference", () => {
    render(<ApiOperation operation={operation} />)
    const beside = screen.getByRole("complementary", { name: "Request and response samples" })
    expect(within(beside).getByRole("heading", { level: 2, name: /Code samples/ })).toBeInTheDocument()
    expect(beside).toHaveTextContent("Request example")
    expect(beside).toHaveTextContent("Response example: 200 OK")
    expect(within(beside).getAllByText(/"question": "Pizza\?"/).length).toBeGreaterThan(0)
  })

  it("opens the success response, collapses the others and marks optional, not required, response fields", () => {
    const { container } = render(<ApiOperation operation={operation} />)
    const ok = container.querySelector('[data-status="200"]') as HTMLElement
    const notFound = container.querySelector('[data-status="404"]') as HTMLDetailsElement
    expect(ok.tagName).toBe("SECTION")
    expect(notFound.tagName).toBe("DETAILS")
    expect(notFound.open).toBe(false)
    expect(notFound.querySelector("summary h3#response-404")).not.toBeNull()
    expect(within(ok).queryAllByText("required")).toHaveLength(0)
    // The request body keeps its "required" marks.
    const body = container.querySelector("section[aria-labelledby='request-body']") as HTMLElement
    expect(within(body).getAllByText("required").length).toBeGreaterThan(0)
  })

  it("leaves the Parameters section out when there are none", () => {
    const { container } = render(<ApiOperation operation={{ ...operation, parameters: [] }} />)
    expect(container.querySelector("#parameters")).toBeNull()
    expect(container.querySelector("#authentication")).not.toBeNull()
  })

  it("renders the description's Markdown as elements", () => {
    render(<ApiOperation operation={operation} />)
    expect(screen.getByRole("link", { name: "get-poll" })).toHaveAttribute("href", "/docs/api/get-poll")
    const item = screen.getByText(
      (_text, el) => el?.tagName === "LI" && el.textContent === "answers only without votes"
    )
    expect(item.querySelector("code")).toHaveTextContent("answers")
    expect(screen.getByText("dashboard").tagName).toBe("STRONG")
  })

  it("shows method and path above the title", () => {
    render(<OperationEyebrow method="PATCH" path="/polls/{pollId}" />)
    expect(screen.getByText("PATCH")).toHaveAttribute("data-method", "patch")
    expect(screen.getByText("/polls/{pollId}").tagName).toBe("CODE")
  })
})

describe("Markdown", () => {
  it("never injects HTML and drops unsafe links", () => {
    const { container } = render(
      <Markdown
        text={'<img src=x onerror="alert(1)"> and [click](javascript:alert(1)) and <script>alert(2)</script>'}
      />
    )
    expect(container.querySelector("img, script")).toBeNull()
    expect(container.querySelector("a")).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})
