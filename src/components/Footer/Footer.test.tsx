import React from "react"
import { render, screen, within } from "@testing-library/react"
import Footer from "."
import { footer } from "../../config/site"

describe("Footer", () => {
  it("renders the five link groups with every link, the logo and the copyright line", () => {
    render(<Footer />)
    for (const title of ["Product", "Get Help", "Find Us Online", "Our Partners", "Legal"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
    }
    const help = screen.getByRole("heading", { name: "Get Help" }).parentElement as HTMLElement
    expect(within(help).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/docs/faq")
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "https://pollaris.example/legal/privacy"
    )
    expect(screen.getByRole("img", { name: "Pollaris" })).toHaveAttribute("src", "/docs/img/pollaris-logo.svg")
    expect(screen.getByText(/2018-2025/)).toBeInTheDocument()
  })

  it("renders a single row of links separated by a dot, without logo or copyright", () => {
    const { container } = render(
      <Footer
        config={{
          style: "light",
          links: [
            { label: "Privacy", href: "https://pollaris.example/legal/privacy" },
            { label: "Terms", href: "https://pollaris.example/legal/terms" },
            { label: "FAQ", to: "/faq" },
          ],
        }}
      />
    )
    expect(screen.queryByRole("heading")).toBeNull()
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Privacy", "Terms", "FAQ"])
    expect(container.textContent).toBe("Privacy·Terms·FAQ")
    expect(screen.queryByText(/2018/)).toBeNull()
  })

  it("marks the links that leave pollaris.example, and only those; all open in the same tab", () => {
    render(<Footer />)
    for (const name of [
      "Top.gg",
      "Discord Bot List",
      "Discord Bots",
      "Quorum Hosting",
      "Ballotbox Studio",
      "Join the support server",
    ]) {
      expect(screen.getByRole("link", { name: `${name} (opens another site)` })).not.toHaveAttribute("target")
    }
    for (const name of ["Home", "Dashboard", "Privacy policy", "FAQ"]) {
      expect(screen.getByRole("link", { name })).not.toHaveTextContent("opens another site")
    }
  })

  it("uses the dark style of the configuration", () => {
    const { container } = render(<Footer />)
    expect(footer.style).toBe("dark")
    expect(container.querySelector("footer")?.className).toContain("dark")
  })
})
