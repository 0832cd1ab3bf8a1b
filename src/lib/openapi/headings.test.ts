import { operationHeadings, responseId, responseTitle } from "./headings"

it("outlines an operation page: h2 sections and one h3 per response", () => {
  expect(
    operationHeadings({
      hasRequestBody: true,
      responses: [
        { status: "201", statusText: "Created" },
        { status: "4XX", statusText: "" },
      ],
      hasCodeSamples: true,
    })
  ).toEqual([
    { depth: 2, value: "Code samples", id: "code-samples" },
    { depth: 2, value: "Authentication", id: "authentication" },
    { depth: 2, value: "Parameters", id: "parameters" },
    { depth: 2, value: "Request body", id: "request-body" },
    { depth: 2, value: "Responses", id: "responses" },
    { depth: 3, value: "201 Created", id: "response-201" },
    { depth: 3, value: "4XX", id: "response-4xx" },
  ])
  expect(operationHeadings({ hasRequestBody: false, responses: [], hasCodeSamples: false }).map((h) => h.id)).toEqual(["authentication", "parameters"])
  expect(operationHeadings({ hasParameters: false, hasRequestBody: false, responses: [], hasCodeSamples: true }).map((h) => h.id)).toEqual(["code-samples", "authentication"])
  expect(responseId("default")).toBe("response-default")
  expect(responseTitle("204", "No Content")).toBe("204 No Content")
})
