import React from "react"
import { act } from "@testing-library/react"
import { hydrateAsTransition } from "./hydrate"

function Page({ onVote }: { onVote: () => void }) {
  return (
    <div>
      <button onClick={onVote}>Vote</button>
    </div>
  )
}

function containerWith(html: string): HTMLElement {
  const container = document.createElement("div")
  container.innerHTML = html
  document.body.appendChild(container)
  return container
}

it("hydrates server HTML: the server's nodes stay and get their handlers", async () => {
  const container = containerWith("<div><button>Vote</button></div>")
  const serverButton = container.querySelector("button")
  const onVote = jest.fn()
  await act(async () => hydrateAsTransition(<Page onVote={onVote} />, container))
  expect(container.querySelector("button")).toBe(serverButton)
  serverButton!.click()
  expect(onVote).toHaveBeenCalledTimes(1)
})

it("renders into an empty container (no server HTML, as in gatsby develop)", async () => {
  const container = containerWith("")
  const onVote = jest.fn()
  await act(async () => hydrateAsTransition(<Page onVote={onVote} />, container))
  container.querySelector("button")!.click()
  expect(onVote).toHaveBeenCalledTimes(1)
})
