import { describesProblem, reportsProblem } from "./problem"

describe("reportsProblem", () => {
  it("reads a contrast between what happened and what was expected as a problem", () => {
    expect(reportsProblem("my script gets 401 but the key is good")).toBe(true)
    expect(reportsProblem("bot replies in german even though the server is english")).toBe(true)
    expect(reportsProblem("Although I unblocked him he cannot vote")).toBe(true)
  })

  it("reads no problem in a word that only contains one of those", () => {
    expect(reportsProblem("change the button colour")).toBe(false)
    expect(reportsProblem("thoughtful poll questions about butter")).toBe(false)
    expect(reportsProblem("")).toBe(false)
  })
})

describe("describesProblem", () => {
  it("is a section that starts with its symptoms, as troubleshooting entries do", () => {
    expect(describesProblem("Symptoms: Votes go through, but the numbers stay the same. Cause: ...")).toBe(true)
    expect(describesProblem("Set the language of the server. Symptoms: none")).toBe(false)
  })
})
