import { closestMatch, didYouMean } from "./did-you-mean"
import { boundedDistance } from "./edit-distance"

const editDistance = (a: string, b: string) => boundedDistance(a, b, 10)

describe("the edit distance names are matched with (edit-distance.ts)", () => {
  it("counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("poll", "poll")).toBe(0)
    expect(editDistance("pol", "poll")).toBe(1)
    expect(editDistance("pall", "poll")).toBe(1)
    expect(editDistance("frist", "first")).toBe(1)
    expect(editDistance("", "abc")).toBe(3)
  })
})

describe("closestMatch", () => {
  const ids = ["getting-started/first-steps", "getting-started/add-bot-to-server", "commands/poll", "commands/timepoll"]

  it("finds the near miss of a sidebar id", () => {
    expect(closestMatch("getting-started/frist-steps", ids)).toBe("getting-started/first-steps")
    expect(closestMatch("commands/pol", ids)).toBe("commands/poll")
  })

  it("ignores case", () => {
    expect(closestMatch("label", ["Label", "title"])).toBe("Label")
  })

  it("prefers the nearest of several candidates", () => {
    expect(closestMatch("commands/timepol", ids)).toBe("commands/timepoll")
  })

  it("gives nothing for a name far from every candidate", () => {
    expect(closestMatch("troubleshooting", ids)).toBeNull()
    expect(closestMatch("commands/nope", ids)).toBeNull()
    expect(closestMatch("x", ["title", "label"])).toBeNull()
  })
})

describe("didYouMean", () => {
  it("phrases the suggestion, or says nothing", () => {
    expect(didYouMean("titel", ["title", "label"])).toBe(' Did you mean "title"?')
    expect(didYouMean("zzz", ["title", "label"])).toBe("")
  })
})
