import React from "react"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import ApiConsole from "."
import ConsoleForm from "./ConsoleForm"
import { TOKEN_KEY } from "../../browser/api-console/token-store"
import { fixtureOperation as operation } from "./__fixtures__/operations"

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send request" }))
const responseSection = () => screen.getByRole("region", { name: /Response|did not complete/ })

test("a filled-in request sent to the mock gets the documented 201, and focus moves to the response", () => {
  render(<ConsoleForm operation={operation("create-poll")} />)
  expect(screen.getByLabelText("Server")).toHaveValue("mock")
  fireEvent.change(screen.getByLabelText("Bearer token"), { target: { value: "secret-token-1234" } })
  send()
  const response = responseSection()
  expect(within(response).getByText("201")).toBeInTheDocument()
  expect(within(response).getByText(/^Created/)).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "Response" })).toHaveFocus()
  expect(within(response).getByText("The response matches the documented schema.")).toBeInTheDocument()
})

test("without a token the mock answers 401 saying what is missing", () => {
  render(<ConsoleForm operation={operation("create-poll")} />)
  send()
  const response = responseSection()
  expect(within(response).getByText("401")).toBeInTheDocument()
  expect(within(response).getAllByText(/Authorization/).length).toBeGreaterThan(0)
})

test("a parameter field filled in is sent to the mock; emptied, its error names it", () => {
  render(<ConsoleForm operation={operation("get-poll")} />)
  fireEvent.change(screen.getByLabelText("Bearer token"), { target: { value: "t" } })
  const pollId = screen.getByLabelText(/pollId/)
  fireEvent.change(pollId, { target: { value: "1251839906402717736" } })
  send()
  expect(within(responseSection()).getByText("200")).toBeInTheDocument()

  fireEvent.change(pollId, { target: { value: "" } })
  expect(pollId).toHaveAccessibleDescription(expect.stringContaining("pollId is required (path parameter)"))
  send()
  const response = responseSection()
  expect(within(response).getByText("400")).toBeInTheDocument()
  expect(within(response).getAllByText(/pollId/).length).toBeGreaterThan(0)
})

test("enum parameters are choices, and a wrong number names its parameter", () => {
  render(<ConsoleForm operation={operation("get-polls")} />)
  const status = screen.getByLabelText(/^status/)
  expect(status.tagName).toBe("SELECT")
  expect(
    within(status as HTMLElement)
      .getAllByRole("option")
      .map((o) => o.textContent)
  ).toEqual(["(not set)", "draft", "scheduled", "open", "closed"])
  const limit = screen.getByLabelText(/^limit/)
  expect(limit).toHaveValue("25")
  fireEvent.change(limit, { target: { value: "many" } })
  expect(limit).toHaveAttribute("aria-invalid", "true")
  expect(limit).toHaveAccessibleDescription(expect.stringContaining("limit must be of type integer"))
})

test("a body without a required field is flagged before sending, naming the field", () => {
  render(<ConsoleForm operation={operation("create-poll")} />)
  const body = screen.getByLabelText("Body (JSON)")
  const value = JSON.parse((body as HTMLTextAreaElement).value) as Record<string, unknown>
  delete value.channel_id
  fireEvent.change(body, { target: { value: JSON.stringify(value) } })
  expect(body).toHaveAttribute("aria-invalid", "true")
  expect(screen.getByText("channel_id")).toBeInTheDocument()
  expect(screen.getByText("is required")).toBeInTheDocument()
  fireEvent.change(screen.getByLabelText("Bearer token"), { target: { value: "t" } })
  send()
  expect(within(responseSection()).getByText("422")).toBeInTheDocument()
})

test("a JSON syntax error is shown with its line and column", () => {
  render(<ConsoleForm operation={operation("create-poll")} />)
  const body = screen.getByLabelText("Body (JSON)")
  fireEvent.change(body, { target: { value: '{\n  "question": "Lunch?",\n}' } })
  expect(screen.getByText(/^Line 3, column 1: /)).toBeInTheDocument()
})

test("several request examples can be chosen from", () => {
  render(<ConsoleForm operation={operation("create-poll")} />)
  const choice = screen.getByLabelText("Example")
  const examples = operation("create-poll").body?.examples ?? []
  fireEvent.change(choice, { target: { value: examples[1].name } })
  expect(screen.getByLabelText("Body (JSON)")).toHaveValue(examples[1].value)
})

test("the token is kept for the tab, remembered on request, forgotten with Forget; curl masks it", () => {
  render(<ConsoleForm operation={operation("create-poll")} />)
  fireEvent.change(screen.getByLabelText("Bearer token"), { target: { value: "secret-token-1234" } })
  expect(sessionStorage.getItem(TOKEN_KEY)).toBe("secret-token-1234")
  fireEvent.click(screen.getByLabelText("Remember on this device"))
  expect(localStorage.getItem(TOKEN_KEY)).toBe("secret-token-1234")
  expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull()
  const curl = screen.getByTestId("api-console-curl")
  expect(curl).toHaveTextContent("Authorization: Bearer ****1234")
  expect(curl).not.toHaveTextContent("secret-token-1234")
  fireEvent.click(screen.getByLabelText("Show the token in curl"))
  expect(curl).toHaveTextContent("Authorization: Bearer secret-token-1234")
  fireEvent.click(screen.getByRole("button", { name: "Forget" }))
  expect(screen.getByLabelText("Bearer token")).toHaveValue("")
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
})

test("a real server that cannot be reached is reported in plain words", async () => {
  const fetchMock = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
  const saved = global.fetch
  global.fetch = fetchMock as unknown as typeof fetch
  try {
    render(<ConsoleForm operation={operation("get-poll")} />)
    fireEvent.change(screen.getByLabelText("Server"), { target: { value: "custom" } })
    fireEvent.change(screen.getByLabelText("Custom server URL"), { target: { value: "http://localhost:1" } })
    fireEvent.change(screen.getByLabelText("Bearer token"), { target: { value: "t" } })
    send()
    await waitFor(() => expect(screen.getByRole("heading", { name: "The request did not complete" })).toHaveFocus())
    expect(screen.getByText(/Could not reach localhost:1/)).toBeInTheDocument()
  } finally {
    global.fetch = saved
  }
})

test("the console loads its operation's data, and says so plainly when it cannot", async () => {
  const saved = global.fetch
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch
  try {
    render(<ApiConsole dataUrl="/docs/api-console/create-poll.json" onClose={() => undefined} />)
    expect(screen.getByRole("heading", { name: "Try it" })).toHaveFocus()
    expect(await screen.findByRole("alert")).toHaveTextContent("could not load")
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => operation("create-poll") }) as unknown as typeof fetch
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("button", { name: "Send request" })).toBeInTheDocument()
  } finally {
    global.fetch = saved
  }
})
