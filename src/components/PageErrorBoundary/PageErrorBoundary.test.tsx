import React from "react"
import { render, screen, fireEvent } from "@testing-library/react"
import PageErrorBoundary, { isChunkLoadError } from "."

let shouldThrow = true
function Flaky(): JSX.Element {
  if (shouldThrow) throw new TypeError("Cannot read properties of null (reading 'title')")
  return <p>Recovered page</p>
}

beforeEach(() => {
  shouldThrow = true
  document.title = "FAQ | Pollaris Docs"
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

describe("PageErrorBoundary", () => {
  it("shows 'This page crashed.' with the error details, and 'Try again' resets the error", () => {
    render(
      <PageErrorBoundary resetKey="/faq">
        <Flaky />
      </PageErrorBoundary>
    )
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument()
    expect(screen.getByText(/TypeError: Cannot read properties of null/)).toBeInTheDocument()
    expect(document.title).toBe("This page crashed. | Pollaris Docs")
    shouldThrow = false
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(screen.getByText("Recovered page")).toBeInTheDocument()
  })

  it("resets when the reader navigates to another page", () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/faq">
        <Flaky />
      </PageErrorBoundary>
    )
    shouldThrow = false
    rerender(
      <PageErrorBoundary resetKey="/apps">
        <Flaky />
      </PageErrorBoundary>
    )
    expect(screen.getByText("Recovered page")).toBeInTheDocument()
  })

  it("shows an error text with a Retry button when a page chunk failed to load", () => {
    const retry = jest.fn()
    const ChunkFailure = () => {
      const error = new Error("Loading chunk 454 failed.\n(error: http://localhost/docs/454.js)")
      error.name = "ChunkLoadError"
      throw error
    }
    render(
      <PageErrorBoundary resetKey="/faq" onRetryChunk={retry}>
        <ChunkFailure />
      </PageErrorBoundary>
    )
    expect(screen.getByRole("alert")).toHaveTextContent("failed to load")
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it("recognises chunk load errors", () => {
    expect(isChunkLoadError(new Error("Loading CSS chunk 12 failed."))).toBe(true)
    expect(isChunkLoadError(new Error("boom"))).toBe(false)
  })
})
