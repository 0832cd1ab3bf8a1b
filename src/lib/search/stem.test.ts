import { stem } from "./stem"

describe("stem", () => {
  it("folds the forms of a word together", () => {
    expect(stem("voting")).toBe(stem("vote"))
    expect(stem("weights")).toBe(stem("weight"))
    expect(stem("blocked")).toBe(stem("block"))
  })

  it('keeps "add" and its forms together, where Porter2 cuts "adding" to "ad"', () => {
    expect(["adding", "added", "adds"].map(stem)).toEqual(["add", "add", "add"])
    expect(stem("add")).toBe("add")
    // Other words that lose a doubled consonant keep Porter2's stem.
    expect(stem("planned")).toBe(stem("plan"))
    expect(stem("running")).toBe(stem("run"))
  })

  it("keeps numbers and identifiers as they are", () => {
    expect(stem("10080")).toBe("10080")
    expect(stem("max_choices")).toBe("max_choices")
  })
})
