import { navbarVersionProblems } from "./navbar-check"

describe("navbarVersionProblems", () => {
  it("accepts known versions and dropdowns without a list", () => {
    expect(
      navbarVersionProblems(
        [{ type: "docsVersionDropdown", versions: ["current"] }, { type: "docsVersionDropdown" }],
        ["current"]
      )
    ).toEqual([])
  })

  it("names the unknown version and lists the available names", () => {
    expect(
      navbarVersionProblems(
        [{ type: "docsVersionDropdown", label: "Versions", versions: ["current", "2.x"] }],
        ["current", "1.x"]
      )
    ).toEqual([
      'The docs version dropdown "Versions" in src/config/site.ts names the version "2.x", which does not exist. Did you mean "1.x"? Available version names: current, 1.x',
    ])
  })

  it("checks dropdowns inside dropdowns", () => {
    const items = [
      {
        type: "dropdown" as const,
        label: "More",
        items: [{ type: "docsVersionDropdown" as const, versions: ["next"] }],
      },
    ]
    expect(navbarVersionProblems(items, ["current"])).toEqual([
      'The docs version dropdown in src/config/site.ts names the version "next", which does not exist. Available version names: current',
    ])
  })
})
