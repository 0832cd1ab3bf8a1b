import React from "react"
import { render, screen, fireEvent } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import NavbarItem, { PREFERRED_VERSION_KEY } from "."
import type { NavbarItemConfig } from "../../../lib/navbar"
import { docsVersionFixture } from "../../../lib/__fixtures__/docs-version"

const docsVersion = docsVersionFixture

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ docsVersion })
  window.history.replaceState({}, "", "/docs/faq?q=vote#top")
  window.localStorage.clear()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

const renderItem = (item: NavbarItemConfig, props: Partial<React.ComponentProps<typeof NavbarItem>> = {}) =>
  render(<NavbarItem item={item} {...props} />)

describe("NavbarItem types", () => {
  it("default: external link in the same tab, internal link with base path and active state", () => {
    renderItem({ type: "default", label: "Status", href: "https://pollaris.example/status", target: "_self" })
    expect(screen.getByRole("link", { name: "Status" })).toHaveAttribute("target", "_self")
    renderItem({ label: "FAQ", to: "/faq" })
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/docs/faq")
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page")
  })

  it("doc: marked on every page of the doc's sidebar, not on pages of another sidebar", () => {
    const guides = [
      { type: "link" as const, label: "Introduction", href: "/" },
      { type: "link" as const, label: "FAQ", href: "/faq" },
    ]
    const api = [{ type: "link" as const, label: "Introduction", href: "/api/pollaris-api" }]
    renderItem({ type: "doc", docId: "index", label: "Docs" }, { activeSidebar: guides })
    expect(screen.getByRole("link", { name: "Docs" })).toHaveAttribute("aria-current", "true")
    renderItem({ type: "doc", docId: "api/pollaris-api", label: "API Docs" }, { activeSidebar: guides })
    expect(screen.getByRole("link", { name: "API Docs" })).not.toHaveAttribute("aria-current")
    renderItem({ type: "doc", docId: "api/pollaris-api", label: "API" }, { activeSidebar: api })
    expect(screen.getByRole("link", { name: "API" })).toHaveAttribute("aria-current", "true")
  })

  it("dropdown: opens its links on click", async () => {
    renderItem({ type: "dropdown", label: "More", items: [{ label: "Vote", href: "https://pollaris.example/vote" }] })
    fireEvent.click(await screen.findByRole("button", { name: /More/ }))
    expect(screen.getByRole("link", { name: "Vote" })).toHaveAttribute("href", "https://pollaris.example/vote")
  })

  it("doc and docSidebar: link to the doc by id and to the sidebar's first doc", async () => {
    renderItem({ type: "doc", docId: "api/pollaris-api", label: "API Docs" })
    expect(screen.getByRole("link", { name: "API Docs" })).toHaveAttribute("href", "/docs/api/pollaris-api")
    renderItem({ type: "docSidebar", sidebarId: "guides", label: "Guides" })
    expect(await screen.findByRole("link", { name: "Guides" })).toHaveAttribute("href", "/docs/")
  })

  it("docsVersion: links to the main doc of the version", async () => {
    renderItem({ type: "docsVersion" })
    expect(await screen.findByRole("link", { name: "Next" })).toHaveAttribute("href", "/docs/")
  })

  it("docsVersionDropdown: links the same page keeping query and hash, stores the chosen version, 'Versions' on mobile", async () => {
    renderItem({ type: "docsVersionDropdown" }, { mobile: true })
    fireEvent.click(await screen.findByRole("button", { name: /Versions/ }))
    const entry = screen.getByRole("link", { name: "Next" })
    expect(entry).toHaveAttribute("href", "/docs/faq?q=vote#top")
    fireEvent.click(entry)
    expect(window.localStorage.getItem(PREFERRED_VERSION_KEY)).toBe("current")
  })

  it("localeDropdown: one entry per locale keeping the query string, 'Languages' on mobile", async () => {
    renderItem({ type: "localeDropdown" }, { mobile: true })
    fireEvent.click(await screen.findByRole("button", { name: /Languages/ }))
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/docs/faq?q=vote")
  })

  it("search: renders the search slot on desktop only", () => {
    const { rerender } = render(<NavbarItem item={{ type: "search" }} searchSlot={<input aria-label="Search" />} />)
    expect(screen.getByRole("textbox", { name: "Search" })).toBeInTheDocument()
    rerender(<NavbarItem item={{ type: "search" }} mobile searchSlot={<input aria-label="Search" />} />)
    expect(screen.queryByRole("textbox", { name: "Search" })).toBeNull()
  })

  it("html: renders the configured markup", async () => {
    renderItem({ type: "html", value: "<strong>Beta</strong>" })
    expect((await screen.findByText("Beta")).tagName).toBe("STRONG")
  })
})

describe("NavbarItem errors", () => {
  it("names an unknown type and the item configuration", () => {
    renderItem({ type: "fancy", label: "X" } as unknown as NavbarItemConfig)
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent('No NavbarItem component found for type "fancy".')
    expect(alert).toHaveTextContent('{"type":"fancy","label":"X"}')
  })

  it("fails when a sidebar has nothing to link to", async () => {
    renderItem({ type: "docSidebar", sidebarId: "blog" })
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Sidebar with ID "blog" doesn't have anything to be linked to.`
    )
  })

  it("fails a version dropdown naming an unknown version, listing the available names", async () => {
    renderItem({ type: "docsVersionDropdown", versions: ["1.0"] })
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Versions 1.0 do not exist. Available version names are: current"
    )
  })

  it("fails with 'docs plugin does not seem to be enabled' without docs data", () => {
    ;(useStaticQuery as jest.Mock).mockReturnValue({ docsVersion: null })
    renderItem({ type: "doc", docId: "faq" })
    expect(screen.getByRole("alert")).toHaveTextContent("docs plugin does not seem to be enabled")
  })
})
