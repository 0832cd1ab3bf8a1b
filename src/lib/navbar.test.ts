import {
  assertKnownItemType,
  isVisibleOn,
  resolveDefaultLink,
  resolveDocLink,
  resolveDocSidebarLink,
  type NavbarItemConfig,
} from "./navbar"
import { versionDropdownEntries, localeDropdownEntries, mainDocPath } from "./navbar-dropdowns"
import { docsVersionFixture } from "./__fixtures__/docs-version"

const version = docsVersionFixture

describe("navbar item types", () => {
  it("accepts every supported item type and rejects others with a message naming the type", () => {
    for (const type of [
      "default",
      "dropdown",
      "localeDropdown",
      "search",
      "html",
      "doc",
      "docSidebar",
      "docsVersion",
      "docsVersionDropdown",
    ]) {
      expect(() => assertKnownItemType({ type } as NavbarItemConfig)).not.toThrow()
    }
    expect(() => assertKnownItemType({ type: "fancy" } as unknown as NavbarItemConfig)).toThrow(
      'No NavbarItem component found for type "fancy".'
    )
  })

  it("shows items on mobile and desktop by their mobile flag", () => {
    expect(isVisibleOn({ type: "search" }, "mobile")).toBe(true)
    expect(isVisibleOn({ type: "search", mobile: false }, "mobile")).toBe(false)
    expect(isVisibleOn({ type: "search", mobile: false }, "desktop")).toBe(true)
    expect(isVisibleOn({ type: "search", mobile: true }, "desktop")).toBe(false)
  })
})

describe("link resolution", () => {
  it("adds the base path to internal links and keeps external ones", () => {
    expect(resolveDefaultLink({ label: "FAQ", to: "/faq" }, "/docs")).toEqual({
      label: "FAQ",
      href: "/docs/faq",
      external: false,
      target: undefined,
    })
    expect(
      resolveDefaultLink({ label: "Status", href: "https://pollaris.example/status", target: "_self" }, "/docs")
    ).toEqual({
      label: "Status",
      href: "https://pollaris.example/status",
      external: true,
      target: "_self",
    })
    expect(() => resolveDefaultLink({ label: "Nowhere" }, "/docs")).toThrow(
      'Navbar link "Nowhere" needs "to" or "href".'
    )
  })

  it("links docs by id, failing with the known ids", () => {
    expect(resolveDocLink({ docId: "api/pollaris-api", label: "API Docs" }, version).href).toBe(
      "/docs/api/pollaris-api"
    )
    expect(() => resolveDocLink({ docId: "nope" }, version)).toThrow(
      /Couldn't find any doc with id "nope".*Available doc ids are: index, faq, commands\/poll, api\/pollaris-api/
    )
  })

  it("links a sidebar to its first doc and fails when the sidebar has nothing to link to", () => {
    expect(resolveDocSidebarLink({ sidebarId: "api", label: "API" }, version).href).toBe("/docs/api/pollaris-api")
    expect(() => resolveDocSidebarLink({ sidebarId: "empty" }, version)).toThrow(
      `Sidebar with ID "empty" doesn't have anything to be linked to.`
    )
  })

  it("resolves the main doc of a version", () => {
    expect(mainDocPath(version)).toBe("/docs/")
  })
})

describe("dropdowns", () => {
  it("keeps query string and hash on version entries", () => {
    expect(versionDropdownEntries([version], undefined, "?q=poll", "#options")).toEqual([
      { label: "Next", href: "/docs/?q=poll#options", external: false, version: "current" },
    ])
  })

  it("links each version entry to the page being read in that version, keeping query string and hash", () => {
    const older = {
      ...version,
      name: "1.x",
      label: "1.x",
      path: "/docs/1.x",
      isLast: false,
      docs: version.docs
        .map((d) => ({ ...d, path: d.path.replace(/^\/docs\//, "/docs/1.x/") }))
        .filter((d) => d.id !== "faq"),
    }
    const versions = [version, older]
    const hrefs = (pathname: string) =>
      versionDropdownEntries(versions, undefined, "?q=vote", "#options", pathname).map((e) => e.href)
    expect(hrefs("/docs/commands/poll")).toEqual([
      "/docs/commands/poll?q=vote#options",
      "/docs/1.x/commands/poll?q=vote#options",
    ])
    expect(hrefs("/docs/1.x/commands/poll/")).toEqual([
      "/docs/commands/poll?q=vote#options",
      "/docs/1.x/commands/poll?q=vote#options",
    ])
    // A page that is not a doc keeps its path below the version; a doc missing in a version falls back to its main doc.
    expect(hrefs("/docs/api/create-poll")).toEqual([
      "/docs/api/create-poll?q=vote#options",
      "/docs/1.x/api/create-poll?q=vote#options",
    ])
    expect(hrefs("/docs/faq")).toEqual(["/docs/faq?q=vote#options", "/docs/1.x/?q=vote#options"])
  })

  it("fails on an unknown version, listing the available names", () => {
    expect(() => versionDropdownEntries([version], ["2.x"], "", "")).toThrow(
      /Versions 2\.x do not exist\. Available version names are:\ncurrent/
    )
  })

  it("gives one entry per locale for the same page, keeping the query string", () => {
    const entries = localeDropdownEntries(
      [
        { locale: "en", label: "English", baseUrl: "/docs/" },
        { locale: "fr", label: "Français", baseUrl: "/docs/fr/" },
      ],
      "/docs/",
      "/docs/commands/poll",
      "?q=vote"
    )
    expect(entries.map((e) => e.href)).toEqual(["/docs/commands/poll?q=vote", "/docs/fr/commands/poll?q=vote"])
  })
})
