import { definedIdentifiers, isIdentifier, tableRowNames } from "./defines"

describe("isIdentifier", () => {
  it.each(["max_choices", "guild.update", "X-RateLimit-Limit", "pt-BR", "closePoll", "answer_ids"])(
    "reads %s as an identifier",
    (text) => expect(isIdentifier(text)).toBe(true)
  )

  it.each(["color", "Poll", "60", "1-20", "#5865F2", "anonymous:True", "/poll", "max choices", ""])(
    "reads %p as no identifier",
    (text) => expect(isIdentifier(text)).toBe(false)
  )
})

describe("definedIdentifiers", () => {
  it("keeps the identifiers, lowercased, once each, in order", () => {
    expect(definedIdentifiers(["closePoll", "limit", null, "poll_id", "Poll_ID", undefined, "guild.update"])).toEqual([
      "closepoll",
      "close_poll",
      "poll_id",
      "guild.update",
    ])
  })

  it("keeps a camelCase name also in the snake_case spelling the index holds it in", () => {
    expect(definedIdentifiers(["getPolls", "getPoll"])).toEqual(["getpolls", "get_polls", "getpoll", "get_poll"])
  })
})

describe("tableRowNames", () => {
  it("names the identifiers and plain words of the cells made only of inline code, the description cell aside", () => {
    expect(tableRowNames("| `max_choices` | Integer | No | `1` | How many answers, see `hide_results`. |")).toEqual([
      "max_choices",
      "1",
    ])
    expect(tableRowNames("| `Channel` | Channel | No | The current channel | Where to post the copy. |")).toEqual([
      "channel",
    ])
    expect(tableRowNames("| `danger` | Red, #DA373C | A warning button |")).toEqual(["danger"])
    expect(tableRowNames("| 403 | `anonymous_poll` | The votes of an anonymous poll were requested. |")).toEqual([
      "anonymous_poll",
    ])
    expect(tableRowNames("| `max_choices`, `hide_results` and `allowed_roles` | The author |")).toEqual([
      "max_choices",
      "hide_results",
      "allowed_roles",
    ])
  })

  it("names a Title Case name in the first cell as one word, as Discord writes its permissions", () => {
    expect(tableRowNames("| Read Message History | To read and update its own poll messages. |")).toEqual([
      "read_message_history",
    ])
    expect(tableRowNames("| **Send Messages in Threads** | To post in poll threads. |")).toEqual([
      "send_messages_threads",
    ])
    // A header, one word, or a sentence in the first cell names nothing.
    expect(tableRowNames("| Permission | Why Pollaris needs it |")).toEqual([])
    expect(tableRowNames("| The poll was closed | Reopen it. |")).toEqual([])
  })

  it("names nothing in a cell that mixes prose and code, in headers, separators and other lines", () => {
    expect(tableRowNames("| Lower `max_choices` first | Why |")).toEqual([])
    expect(tableRowNames("| Option | Type | Description |")).toEqual([])
    expect(tableRowNames("|---|---|---|")).toEqual([])
    expect(tableRowNames("Set `max_choices` to 2.")).toEqual([])
    expect(tableRowNames("| `end_time` |")).toEqual([])
    expect(tableRowNames("| `poll:<poll ID>` | `two words` | Usage |")).toEqual([])
  })

  it("keeps escaped pipes inside a cell", () => {
    expect(tableRowNames("| `a_b` \\| `c_d` | Either |")).toEqual(["a_b", "c_d"])
  })
})
