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

  it("reads a message pasted with the reader's own name or value in place of the quotation's", () => {
    const blockErrors =
      '"@QuickVoter99 is already blocked (scope: vote). Remove the block with /unblock before setting a new one."'
    expect(quotesPastedMessage("@Kai is already blocked (scope: create)", blockErrors)).toBe(true)
    expect(quotesPastedMessage("Mia is already blocked (scope: all)", blockErrors)).toBe(true)
    // Three words of the reader's own, or too few of the message's in a row: another message.
    expect(quotesPastedMessage("@Kai is now blocked (scope: create)", blockErrors)).toBe(false)
    expect(quotesPastedMessage("@Kai was already blocked (rule: create)", blockErrors)).toBe(false)
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
