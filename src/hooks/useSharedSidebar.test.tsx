import React from "react"
import { renderToString } from "react-dom/server"
import { render, screen } from "@testing-library/react"
import DocLayout from "../components/DocLayout"
import { sharedJson } from "./useSharedSidebar"
import type { SidebarNode } from "../lib/sidebar"

const sidebar: SidebarNode[] = [{ type: "link", label: "Scheduling", href: "/guides/scheduling" }]
const page = (file: string) => ({
  title: "Scheduling polls",
  route: "/guides/scheduling",
  navigation: { sidebarFile: file },
  children: <p>Body</p>,
})

describe("useSharedSidebar through DocLayout", () => {
  afterEach(() => jest.restoreAllMocks())

  it("renders a primed shared sidebar on the server", () => {
    sharedJson.prime("/shared/sidebar-primed.json", sidebar)
    const html = renderToString(<DocLayout {...page("/shared/sidebar-primed.json")} />)
    expect(html).toContain('aria-label="Docs sidebar"')
    expect(html).toContain('aria-current="page"')
  })

  it("fetches a missing file once under the base path, then renders the sidebar", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => sidebar }))
    ;(globalThis as unknown as { fetch: unknown }).fetch = fetchMock
    const { rerender } = render(<DocLayout {...page("/shared/sidebar-fetched.json")} />)
    expect(screen.queryByRole("navigation", { name: "Docs sidebar" })).toBeNull()
    expect(await screen.findByRole("navigation", { name: "Docs sidebar" })).toHaveTextContent("Scheduling")
    rerender(<DocLayout {...page("/shared/sidebar-fetched.json")} route="/other" />)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/shared\/sidebar-fetched\.json$/)
  })
})
