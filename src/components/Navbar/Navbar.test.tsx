import React from "react"
import { render, screen, fireEvent, act } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import Navbar from "."
import type { SidebarNode } from "../../lib/sidebar"
import { docsVersionFixture } from "../../lib/__fixtures__/docs-version"

const docsVersion = docsVersionFixture
const sidebar: SidebarNode[] = [{ type: "link", label: "First steps", href: "/getting-started/first-steps" }]

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue({ docsVersion }))

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true })
    window.dispatchEvent(new Event("scroll"))
  })
}

describe("Navbar", () => {
  it("has the six top links: four to the main site in the same tab, Docs and API Docs", () => {
    render(<Navbar activeRoute="/" searchSlot={<input aria-label="Search" />} />)
    for (const [name, href] of [
      ["Home", "https://pollaris.example/"],
      ["Commands", "https://pollaris.example/commands"],
      ["Dashboard", "https://pollaris.example/dashboard"],
      ["Status", "https://pollaris.example/status"],
    ]) {
      const link = screen.getByRole("link", { name })
      expect(link).toHaveAttribute("href", href)
      expect(link).toHaveAttribute("target", "_self")
    }
    expect(screen.getByRole("link", { name: "Docs" })).toHaveAttribute("href", "/docs/")
    expect(screen.getByRole("link", { name: "API Docs" })).toHaveAttribute("href", "/docs/api/pollaris-api")
    expect(screen.getByRole("textbox", { name: "Search" })).toBeInTheDocument()
  })

  it("hides on scroll down, shows on scroll up and near the top", () => {
    render(<Navbar activeRoute="/" />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    scrollTo(400)
    expect(nav).toHaveAttribute("data-visible", "false")
    scrollTo(300)
    expect(nav).toHaveAttribute("data-visible", "true")
    scrollTo(600)
    expect(nav).toHaveAttribute("data-visible", "false")
    scrollTo(0)
    expect(nav).toHaveAttribute("data-visible", "true")
  })

  it("stays visible on scroll down while the anchor target is on screen", () => {
    const target = document.createElement("h2")
    target.id = "options"
    target.getBoundingClientRect = () => ({ top: 100, bottom: 140 }) as DOMRect
    document.body.appendChild(target)
    window.history.replaceState({}, "", "/docs/commands/poll#options")
    render(<Navbar activeRoute="/commands/poll" />)
    scrollTo(0)
    scrollTo(500)
    expect(screen.getByRole("navigation", { name: "Main" })).toHaveAttribute("data-visible", "true")
    window.history.replaceState({}, "", "/docs/")
    target.remove()
  })

  it("opens the mobile sidebar on the doc menu, with a back button to the main menu without search", async () => {
    render(
      <Navbar activeRoute="/getting-started/first-steps" sidebar={sidebar} searchSlot={<input aria-label="Search" />} />
    )
    fireEvent.click(screen.getByRole("button", { name: "Open navigation menu" }))
    const dialog = await screen.findByRole("dialog", { name: "Navigation" })
    expect(dialog).toHaveTextContent("First steps")
    fireEvent.click(screen.getByRole("button", { name: "← Back to main menu" }))
    expect(dialog).toHaveTextContent("Dashboard")
    expect(dialog.querySelector("input")).toBeNull()
    fireEvent.keyDown(document, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("returns focus to the menu button when the menu closes", async () => {
    render(<Navbar activeRoute="/faq" sidebar={sidebar} />)
    const toggle = screen.getByRole("button", { name: "Open navigation menu" })
    toggle.focus()
    fireEvent.click(toggle)
    await screen.findByRole("dialog", { name: "Navigation" })
    expect(screen.getByRole("button", { name: "Close navigation menu" })).toHaveFocus()
    fireEvent.click(screen.getByRole("button", { name: "Close navigation menu" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(toggle).toHaveFocus()
  })
})
