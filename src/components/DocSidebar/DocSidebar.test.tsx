import React from "react"
import { render, screen, fireEvent } from "@testing-library/react"
import DocSidebar from "."
import type { SidebarNode } from "../../lib/sidebar"

const items: SidebarNode[] = [
  { type: "link", label: "Introduction", href: "/" },
  {
    type: "category",
    label: "Commands",
    href: "/category/commands",
    collapsible: true,
    collapsed: true,
    items: [
      { type: "link", label: "poll", href: "/commands/poll" },
      { type: "link", label: "Create poll", href: "/api/create-poll", badge: "POST" },
    ],
  },
  {
    type: "category",
    label: "Permissions",
    collapsible: true,
    collapsed: true,
    items: [{ type: "link", label: "Permission system", href: "/permissions/permission-system" }],
  },
]

describe("DocSidebar", () => {
  it("marks the active page and expands its category", () => {
    render(<DocSidebar items={items} activeRoute="/commands/poll" />)
    expect(screen.getByRole("link", { name: "poll" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("button", { name: "Collapse sidebar category 'Commands'" })).toHaveAttribute(
      "aria-expanded",
      "true"
    )
    expect(screen.queryByRole("link", { name: "Permission system" })).toBeNull()
  })

  it("toggles a collapsed category", () => {
    render(<DocSidebar items={items} activeRoute="/" />)
    fireEvent.click(screen.getByRole("button", { name: "Expand sidebar category 'Permissions'" }))
    expect(screen.getByRole("link", { name: "Permission system" })).toHaveAttribute(
      "href",
      "/docs/permissions/permission-system"
    )
  })

  it("shows a method badge before API operation labels", () => {
    render(<DocSidebar items={items} activeRoute="/api/create-poll" />)
    const link = screen.getByRole("link", { name: /Create poll/ })
    expect(link).toHaveTextContent("POSTCreate poll")
    expect(link).toHaveAttribute("aria-current", "page")
  })
})
