import { columnKinds, isParamsTable, tableLayout } from "./table-layout"

describe("table layout", () => {
  const options = ["Option", "Type", "Required", "Default", "Limits", "Description"]
  const apiParams = ["Name", "In", "Type", "Required", "Constraints", "Description"]

  it("recognises the option table of a command page and the parameter table of an API page", () => {
    expect(isParamsTable(options)).toBe(true)
    expect(isParamsTable(apiParams)).toBe(true)
    expect(tableLayout(options)).toBe("params")
  })

  it("treats other tables by their number of columns", () => {
    expect(isParamsTable(["Message", "Cause", "What to do"])).toBe(false)
    expect(tableLayout(["Message", "Cause", "What to do"])).toBe("cols-3")
    expect(tableLayout(["Type", "Options that make it", "Who sees", "Who voted", "Ends", "Example"])).toBe("cols-5")
    expect(tableLayout(["Only"])).toBe("plain")
  })

  it("puts type, required and location on the name's line and the description below", () => {
    expect(columnKinds(options)).toEqual(["title", "inline", "inline", "fact", "fact", "description"])
    expect(columnKinds(apiParams)).toEqual(["title", "inline", "inline", "inline", "fact", "description"])
    expect(columnKinds(["Member", "Roles", "Weight"])).toEqual(["title", "fact", "fact"])
  })
})
