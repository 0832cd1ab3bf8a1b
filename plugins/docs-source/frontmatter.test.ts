import { validateFrontmatter } from "./frontmatter"

describe("validateFrontmatter", () => {
  it("accepts a complete, well-typed frontmatter", () => {
    expect(
      validateFrontmatter({
        title: "/poll",
        description: "Create a poll.",
        tags: ["polls"],
        sidebar_label: "poll",
        unlisted: false,
        draft: false,
      })
    ).toEqual([])
  })
  it("requires a title", () => {
    expect(validateFrontmatter({ description: "x" })).toEqual([expect.stringContaining('missing "title"')])
    expect(validateFrontmatter(undefined)).toEqual([expect.stringContaining('missing "title"')])
  })
  it("names a field of the wrong type", () => {
    expect(validateFrontmatter({ title: "A", tags: "polls" })).toEqual([
      expect.stringContaining('field "tags" must be string[], got string'),
    ])
    expect(validateFrontmatter({ title: "A", unlisted: "yes" })).toEqual([
      expect.stringContaining('field "unlisted" must be boolean'),
    ])
    expect(validateFrontmatter({ title: "A", tags: [401] })).toEqual([
      expect.stringContaining('field "tags" must be string[], got array'),
    ])
  })
  it("rejects unknown fields so typos do not silently drop metadata", () => {
    expect(validateFrontmatter({ title: "A", descripton: "typo" })).toEqual([
      expect.stringContaining('unknown field "descripton"'),
    ])
  })
})
