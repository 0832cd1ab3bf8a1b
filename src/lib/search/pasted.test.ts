import { mayBePasted, quotedMessages, quotesPastedMessage } from "./pasted"

const errors =
  'Message Cause "I can\'t send files here. Missing permission: Attach Files. Run /debug for details." The bot lacks Attach Files.'

describe("quotesPastedMessage", () => {
  it("reads a message the text quotes, pasted whole or nearly", () => {
    expect(
      quotesPastedMessage("I can't send files here. Missing permission: Attach Files. Run /debug for details.", errors)
    ).toBe(true)
    expect(quotesPastedMessage("I can’t send files here. Missing permission: Attach Files", errors)).toBe(true)
    expect(quotesPastedMessage("missing permission attach files", errors)).toBe(true)
  })

  it("needs most of the query's words, in a row, in one quotation", () => {
    expect(quotesPastedMessage("attach files missing permission", errors)).toBe(false)
    expect(quotesPastedMessage("i cant send files to the channel anymore", errors)).toBe(false)
    expect(quotesPastedMessage("attach files", errors)).toBe(false)
  })

  it("reads only quotations: not the same words in prose, not an address or a header", () => {
    expect(quotesPastedMessage("missing permission attach files", "Missing permission: Attach Files in prose.")).toBe(
      false
    )
    const example = 'curl -H "Content-Type: application/json" "https://pollaris.example/api/v1/polls"'
    expect(quotedMessages(example)).toEqual([])
    expect(quotesPastedMessage("Content-Type: application/json header", example)).toBe(false)
  })
})

describe("mayBePasted", () => {
  it("is a query of four words or more", () => {
    expect(mayBePasted("Missing permission: Attach Files")).toBe(true)
    expect(mayBePasted("attach files")).toBe(false)
    expect(mayBePasted("   ")).toBe(false)
  })
})
