import { nearShare, textStems } from "./proximity"

const terms = (...stems: string[][]) => stems.map((s) => new Set(s))

describe("nearShare", () => {
  it("is the share of the query's neighbouring terms that stand near each other, in either order", () => {
    const query = terms(["old"], ["vote"], ["stay"])
    expect(nearShare(query, textStems("When a poll is reopened, old votes stay as they were."))).toBe(1)
    expect(nearShare(query, textStems("Old votes are kept; nothing else is lost, and the poll may stay open."))).toBe(
      0.5
    )
    expect(nearShare(query, textStems("Votes stay. Older polls..."))).toBe(0.5)
    expect(nearShare(query, textStems("Old polls keep every vote until they are deleted, and stay listed."))).toBe(0)
  })

  it("counts a word between, not two", () => {
    expect(nearShare(terms(["vote"], ["stay"]), textStems("votes then stay"))).toBe(1)
    expect(nearShare(terms(["vote"], ["stay"]), textStems("votes will then stay"))).toBe(0)
  })

  it("reads a term as any of the stems it searches (a synonym, a prefix)", () => {
    expect(nearShare(terms(["end", "close"], ["poll"]), textStems("Close the poll by hand."))).toBe(1)
  })

  it("is 0 for a query of one term", () => {
    expect(nearShare(terms(["vote"]), textStems("vote vote"))).toBe(0)
  })
})
