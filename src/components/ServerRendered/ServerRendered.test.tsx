import React, { Suspense } from "react"
import { hydrateRoot } from "react-dom/client"
import { render, screen, act } from "@testing-library/react"
import ServerRendered from "."

function Page({ label }: { label: string }) {
  return (
    <ServerRendered key={label}>
      <p>{label}</p>
    </ServerRendered>
  )
}

// Server markup with a node the client tree does not have: hydrating the children would remove it.
const SERVER_HTML = `<div><p>Create poll</p><p>from the server</p></div>`

async function hydrate(html: string, element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement("div")
  document.body.appendChild(container)
  container.innerHTML = html
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(async () => {
    hydrateRoot(container, element)
  })
  return container
}

it("keeps the server HTML during the first hydration, then renders pages normally", async () => {
  const container = await hydrate(SERVER_HTML, <Page label="Create poll" />)
  expect(container.innerHTML).toBe(SERVER_HTML)
  // A page mounted by a client-side navigation renders its children.
  render(<Page label="Get poll" />)
  expect(screen.getByText("Get poll")).toBeInTheDocument()
})

it("keeps the server HTML when it is hydrated late, inside a Suspense boundary", async () => {
  // React's server renderer marks a Suspense boundary with <!--$--> ... <!--/$-->.
  const html = `<!--$-->${SERVER_HTML}<!--/$-->`
  const container = await hydrate(
    html,
    <Suspense fallback={null}>
      <Page label="Create poll" />
    </Suspense>
  )
  expect(container.innerHTML).toBe(html)
})
