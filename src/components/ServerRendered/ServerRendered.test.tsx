import React from "react"
import { hydrateRoot } from "react-dom/client"
import { render, screen, act } from "@testing-library/react"
import ServerRendered, { markInitialHydrationDone } from "."

function Page({ label }: { label: string }) {
  return (
    <ServerRendered key={label}>
      <p>{label}</p>
    </ServerRendered>
  )
}

it("keeps the server HTML during the first hydration, then renders pages normally", async () => {
  const container = document.createElement("div")
  document.body.appendChild(container)
  // The markup the server rendered for the page.
  container.innerHTML = `<div><p>Create poll</p></div>`
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(async () => {
    hydrateRoot(container, <Page label="Create poll" />)
  })
  expect(container.innerHTML).toBe("<div><p>Create poll</p></div>")
  markInitialHydrationDone()
  render(<Page label="Get poll" />)
  expect(screen.getByText("Get poll")).toBeInTheDocument()
})
