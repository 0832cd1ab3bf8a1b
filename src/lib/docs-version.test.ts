import { activeDocsPlugin, activeVersion } from "./docs-version"
import type { DocsVersionInfo } from "./navbar"
import { docsVersionFixture } from "./__fixtures__/docs-version"

const current = docsVersionFixture
const legacy: DocsVersionInfo = { ...current, name: "1.x", label: "1.x", path: "/docs/1.x", isLast: false, docs: [] }

describe("docs versions", () => {
  it("matches versions by path prefix, longest first", () => {
    expect(activeVersion("/docs/commands/poll", [current, legacy])?.name).toBe("current")
    expect(activeVersion("/docs/1.x/commands/poll", [current, legacy])?.name).toBe("1.x")
    expect(activeVersion("/elsewhere", [current])).toBeNull()
    expect(activeVersion("/docsearch", [current])).toBeNull()
  })
})

describe("docs plugins", () => {
  const plugin = { id: "default", path: "/docs", versions: [current] }

  it("finds the plugin for a docs path", () => {
    expect(activeDocsPlugin("/docs/faq", [plugin]).id).toBe("default")
  })

  it("fails listing the existing plugin paths when none matches", () => {
    expect(() => activeDocsPlugin("/blog/post", [plugin])).toThrow(
      /Can't find active docs plugin for "\/blog\/post".*Existing docs plugin paths are: \/docs/
    )
  })

  it("fails with 'docs plugin does not seem to be enabled' without plugins", () => {
    expect(() => activeDocsPlugin("/docs", [])).toThrow("docs plugin does not seem to be enabled")
  })
})
