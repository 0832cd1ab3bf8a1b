import React from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import CopyPage from "."

function stubClipboard() {
  const writeText = jest.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
  return writeText
}

afterEach(() => {
  jest.restoreAllMocks()
})

it("links the page's Markdown twin", () => {
  render(<CopyPage route="/commands/poll" />)
  expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/docs/commands/poll.md")
})

it("links the introduction's twin as index.md", () => {
  render(<CopyPage route="/" />)
  expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/docs/index.md")
})

it("copies the twin's text and confirms it, visibly and to screen readers", async () => {
  const writeText = stubClipboard()
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve("# /poll\n") }) as unknown as typeof fetch
  render(<CopyPage route="/commands/poll" />)
  const button = screen.getByRole("button", { name: "Copy page" })
  await act(async () => {
    fireEvent.click(button)
  })
  await waitFor(() => expect(writeText).toHaveBeenCalledWith("# /poll\n"))
  expect(global.fetch).toHaveBeenCalledWith("/docs/commands/poll.md")
  await waitFor(() => expect(screen.getByRole("button", { name: "Copied" })).toBe(button))
  expect(screen.getByRole("status")).toHaveTextContent("copied to the clipboard")
})

it("says so when the twin cannot be fetched, and copies nothing", async () => {
  const writeText = stubClipboard()
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: false, status: 404, text: () => Promise.resolve("") }) as unknown as typeof fetch
  render(<CopyPage route="/commands/poll" />)
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy page" }))
  })
  await waitFor(() => expect(screen.getByRole("button", { name: "Copy failed" })).toBeInTheDocument())
  expect(writeText).not.toHaveBeenCalled()
})

it("offers ChatGPT and Claude, each opened on a prompt that names the page's Markdown URL", () => {
  render(<CopyPage route="/commands/poll" />)
  const menu = screen.getByText("Ask an assistant").closest("details") as HTMLDetailsElement
  for (const [name, origin] of [
    ["ChatGPT", "https://chatgpt.com"],
    ["Claude", "https://claude.ai"],
  ]) {
    const link = screen.getByRole("link", { name: new RegExp(`^Open in ${name}`) })
    const url = new URL(link.getAttribute("href") as string)
    expect(url.origin).toBe(origin)
    expect(url.searchParams.get("q")).toContain("https://pollaris.example/docs/commands/poll.md")
    expect(menu).toContainElement(link)
  }
})

it("closes the assistant menu on Escape, returning focus to its button, and on a click elsewhere", () => {
  render(<CopyPage route="/" />)
  const summary = screen.getByText("Ask an assistant")
  const menu = summary.closest("details") as HTMLDetailsElement
  act(() => {
    menu.open = true
    fireEvent(menu, new Event("toggle"))
  })
  fireEvent.keyDown(document, { key: "Escape" })
  expect(menu.open).toBe(false)
  expect(summary).toHaveFocus()
  act(() => {
    menu.open = true
    fireEvent(menu, new Event("toggle"))
  })
  fireEvent.pointerDown(document.body)
  expect(menu.open).toBe(false)
})
