import { componentUsageProblems, CONTENT_COMPONENT_NAMES } from "./content-components"

describe("componentUsageProblems", () => {
  it("accepts valid uses", () => {
    expect(componentUsageProblems("Card", ["to", "title"])).toEqual([])
    expect(componentUsageProblems("TabItem", ["label"])).toEqual([])
    expect(componentUsageProblems("Note", [])).toEqual([])
    expect(componentUsageProblems("Tip", ["title"])).toEqual([])
  })

  it("names a missing required prop and what it is for", () => {
    expect(componentUsageProblems("Card", ["title"])).toEqual([
      '<Card> needs the prop "to" (the route the card links to, e.g. /commands/poll).',
    ])
  })

  it("reports a TabItem given title instead of label: the unknown prop and the missing one", () => {
    expect(componentUsageProblems("TabItem", ["title"])).toEqual([
      'unknown prop "title" on <TabItem>. TabItem takes "label", "value".',
      '<TabItem> needs the prop "label" (the text of the tab).',
    ])
  })

  it("suggests the nearest prop for a near miss", () => {
    expect(componentUsageProblems("Card", ["too", "title"])[0]).toBe('unknown prop "too" on <Card>. Did you mean "to"?')
    expect(componentUsageProblems("Tip", ["titel"])).toEqual(['unknown prop "titel" on <Tip>. Did you mean "title"?'])
  })

  it("does not ask for required props a spread may supply", () => {
    expect(componentUsageProblems("Card", [], true)).toEqual([])
  })

  it("says an unknown component is unknown, needs no import, and lists the available ones", () => {
    const [problem] = componentUsageProblems("Notes", [])
    expect(problem).toBe(
      `<Notes> is not a known component. Did you mean "Note"? Content components need no import; the available ones are: ${CONTENT_COMPONENT_NAMES.join(", ")}.`
    )
    expect(problem).not.toMatch(/import it|forgot to import/)
  })
})
