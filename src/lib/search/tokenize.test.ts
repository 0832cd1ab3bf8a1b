import {
  compounds,
  indexWords,
  markedRanges,
  operationPaths,
  typeFields,
  withoutHttpVersions,
  pathShape,
  tokenize,
  readQuery,
  words,
  MAX_TOKENS,
  MAX_QUERY_LENGTH,
  STOP_WORDS,
  QUESTION_WORDS,
  SYMPTOM_FILLER_WORDS,
  PRODUCT_NAME_WORDS,
  titleCaseName,
  nameQualifiers,
} from "./tokenize"

/** The words of a query that drive its ranking: not the soft ones (question words, fillers). */
const hardWords = (query: string) =>
  readQuery(query)
    .filter((t) => !t.soft)
    .map((t) => t.text)

describe("words", () => {
  it("splits on everything but letters and digits, lowercased", () => {
    expect(words("POST /polls/{pollId}  max_choices, Réglages 2-20")).toEqual([
      "post",
      "polls",
      "pollid",
      "max",
      "choices",
      "réglages",
      "2",
      "20",
    ])
  })
})

describe("indexWords", () => {
  it("indexes a camelCase name of three words or more whole, in snake_case and as its words", () => {
    expect(indexWords("Model AuditLogAction")).toEqual([
      "model",
      "auditlogaction",
      "audit_log_action",
      "audit",
      "log",
      "action",
    ])
    expect(indexWords("getCurrentUserAuditLog")).toEqual([
      "getcurrentuserauditlog",
      "get_current_user_audit_log",
      "get",
      "current",
      "user",
      "audit",
      "log",
    ])
  })

  it("leaves a name of two words whole and in snake_case (the index splits it when both are its words)", () => {
    expect(indexWords("PollPublish and closePoll")).toEqual(["pollpublish", "closepoll", "poll_publish", "close_poll"])
  })

  it("keeps a field's path whole with its list indexes, as a validation error names it", () => {
    expect(indexWords("field (such as `answers[2].text`)")).toEqual([
      "field",
      "such",
      "answers",
      "2",
      "text",
      "answers[2].text",
    ])
  })
})

describe("markedRanges", () => {
  const marked = (text: string, terms: string[]) =>
    markedRanges(text, terms).map(({ start, end, term }) => `${text.slice(start, end)}:${term}`)

  it("marks an identifier whole (case aside), and not its words again inside it", () => {
    expect(marked("Expires_At: it ends at the latest.", ["expires_at", "expires", "latest"])).toEqual([
      "Expires_At:0",
      "latest:2",
    ])
    expect(marked("GET /polls/{pollId}/votes lists votes.", ["/polls/{pollid}/votes", "votes"])).toEqual([
      "/polls/{pollId}/votes:0",
      "votes:1",
    ])
  })

  it("does not mark an identifier inside a longer one", () => {
    expect(marked("expires_at_utc, expires_at.x and pre_expires_at", ["expires_at"])).toEqual([])
    expect(marked("Ends at expires_at.", ["expires_at"])).toEqual(["expires_at:0"])
  })

  it("marks words as marksWord says, a word for the first term that marks it", () => {
    expect(marked("Votes and voting", ["vot", "vote"])).toEqual(["Votes:0", "voting:0"])
    expect(marked("anything", [])).toEqual([])
  })
})

describe("tokenize", () => {
  it("gives the distinct words of the query in order", () => {
    expect(tokenize("Create poll create POLL")).toEqual(["create", "poll"])
  })

  it('reads negations, with or without the apostrophe, as their verb and "not"', () => {
    expect(tokenize("why can't I vote")).toEqual(["not", "vote"])
    for (const query of ["cannot vote", "cant vote", "Can\u2019t vote", "CAN'T VOTE"])
      expect(tokenize(query)).toEqual(["not", "vote"])
    expect(tokenize("bot doesnt respond")).toEqual(["bot", "not", "respond"])
    expect(tokenize("poll won't close")).toEqual(["poll", "not", "close"])
    expect(words("I cannot vote. The bot does not respond; it didn't.")).toEqual([
      "i",
      "can",
      "not",
      "vote",
      "the",
      "bot",
      "does",
      "not",
      "respond",
      "it",
      "did",
      "not",
    ])
    // Words that only look like one are left alone, and a negation at the end is no prefix.
    expect(words("want count canned note")).toEqual(["want", "count", "canned", "note"])
    expect(readQuery("vote cant").find((t) => t.text === "not")?.prefix).toBe(false)
  })

  it("drops stop words and question words, even the last one being typed", () => {
    expect(tokenize("how to close the poll")).toEqual(["close", "poll"])
    expect(tokenize("why do I vote")).toEqual(["vote"])
    expect(tokenize("schedule a poll for")).toEqual(["schedule", "poll"])
    expect(tokenize("poll an ")).toEqual(["poll"])
    // Pronouns as "they" and "them" are: "she cannot vote" is about voting.
    expect(tokenize("she says his vote is gone")).toEqual(["says", "vote", "gone"])
  })

  it("keeps stop words when nothing else is left", () => {
    expect(tokenize("the ")).toEqual(["the"])
    expect(STOP_WORDS).toContain("the")
  })

  it("returns nothing for empty or separator-only queries", () => {
    expect(tokenize("")).toEqual([])
    expect(tokenize("   /// ... ")).toEqual([])
    expect(tokenize(undefined as unknown as string)).toEqual([])
  })

  it("treats HTML and regular-expression characters as separators", () => {
    expect(tokenize("<img src=x onerror=alert(1)>")).toEqual(["img", "src", "x", "onerror", "alert", "1"])
    expect(tokenize(".*+?^${}()|[]\\")).toEqual([])
  })

  it("reads at most 512 characters and keeps at most 16 tokens", () => {
    const long = Array.from({ length: 200 }, (_v, i) => `word${i}`).join(" ")
    const tokens = tokenize(long)
    expect(tokens).toHaveLength(MAX_TOKENS)
    expect(tokenize(`${"a".repeat(MAX_QUERY_LENGTH)}zzz`)).toEqual(["a".repeat(MAX_QUERY_LENGTH)])
  })
})

describe("readQuery", () => {
  const text = (query: string) => readQuery(query).map((t) => t.text)

  it("makes only the word being typed a prefix: the last one, with no separator after it", () => {
    expect(readQuery("close poll")).toEqual([
      { text: "close", prefix: false, soft: false, parts: [] },
      { text: "poll", prefix: true, soft: false, parts: [] },
    ])
    expect(readQuery("close poll ").every((t) => !t.prefix)).toBe(true)
    expect(readQuery("close poll.").every((t) => !t.prefix)).toBe(true)
  })

  it("reads a method called in pasted code as its name, and the code's keywords as soft", () => {
    const terms = readQuery('await client.closePoll("1251839906402717736")')
    expect(terms.find((t) => t.text === "closepoll")).toMatchObject({ parts: ["close", "poll"] })
    expect(terms.find((t) => t.text === "await")?.soft).toBe(true)
    expect(text("client.closePoll(id)")).not.toContain("client.closepoll")
    expect(text("requests.delete(url)")).toEqual(["delete", "url"])
    expect(text("poll.create")).toEqual(["poll.create"])
    expect(text("poll.create (the scope)")).toEqual(["poll.create", "scope"])
  })

  it("keeps question words as soft terms (exact, no prefix) beside other words", () => {
    expect(QUESTION_WORDS).toEqual(expect.arrayContaining(["can", "how", "why", "what", "do", "does", "my", "i"]))
    const terms = readQuery("why can my vote")
    expect(terms.filter((t) => !t.soft).map((t) => t.text)).toEqual(["vote"])
    expect(terms.filter((t) => t.soft).map((t) => t.text)).toEqual(["why", "can", "my"])
    expect(terms.filter((t) => t.soft).every((t) => !t.prefix)).toBe(true)
    // The last word typed is not a prefix when it is a question word ("i" is not "install").
    expect(readQuery("vote i").find((t) => t.text === "i")).toMatchObject({ soft: true, prefix: false })
  })

  it("reads a question word typed as in a chat (no apostrophe, spelled short) like the word itself", () => {
    expect(hardWords("whats the max answers u can put")).toEqual(hardWords("what's the max answers you can put"))
    expect(hardWords("whats the max answers u can put")).toEqual(["max", "answers", "put"])
    expect(hardWords("hows ur poll closed")).toEqual(["poll", "closed"])
  })

  it('marks the words after "of" as what the query\'s subject is of', () => {
    const qualifiers = (query: string) =>
      readQuery(query)
        .filter((t) => t.qualifier)
        .map((t) => t.text)
    expect(qualifiers("what time zone is the start time of a scheduled poll in")).toEqual(["scheduled", "poll"])
    expect(qualifiers("start time of scheduled poll")).toEqual(["scheduled", "poll"])
    // No word before it, or a number ("3 of 10"): no subject to qualify.
    expect(qualifiers("of scheduled polls")).toEqual([])
    expect(qualifiers("3 of 10 permissions are missing")).toEqual([])
    expect(qualifiers("scheduled poll start time")).toEqual([])
  })

  it('keeps the filler verbs of a reported problem soft, and "get" itself a word', () => {
    expect(SYMPTOM_FILLER_WORDS).toEqual(expect.arrayContaining(["getting", "keeps", "got"]))
    expect(hardWords("my script keeps getting 429")).toEqual(["script", "429"])
    expect(readQuery("get poll").every((t) => !t.soft)).toBe(true)
    expect(readQuery("getting").map((t) => t.soft)).toEqual([false])
  })

  it("keeps the words that only link a query's subjects soft beside other words", () => {
    expect(hardWords("open poll quota via api")).toEqual(["open", "poll", "quota", "api"])
    expect(readQuery("does unblocking also lift the block").find((t) => t.text === "also")?.soft).toBe(true)
    expect(readQuery("via").map((t) => t.soft)).toEqual([false])
    // The words that set what happened against what was expected.
    expect(hardWords("count stuck at 0 even though members voted")).toEqual(["count", "stuck", "0", "members", "voted"])
  })

  it("keeps the words that only colour a question soft beside other words", () => {
    expect(hardWords("should i just give the bot administrator, it really works")).toEqual([
      "give",
      "bot",
      "administrator",
      "works",
    ])
    expect(readQuery("just").map((t) => t.soft)).toEqual([false])
  })

  it('keeps "use" soft beside other words, and searches it alone', () => {
    expect(hardWords("what date format do i use")).toEqual(["date", "format"])
    expect(readQuery("use").map((t) => t.soft)).toEqual([false])
  })

  it("keeps the product's name soft beside other words, and searches it alone", () => {
    expect(PRODUCT_NAME_WORDS).toEqual(["pollaris"])
    expect(hardWords("how long does Pollaris keep the audit log")).toEqual(["long", "keep", "audit", "log"])
    expect(readQuery("pollaris").map((t) => t.soft)).toEqual([false])
  })

  it("still searches a query made only of stop and question words", () => {
    expect(readQuery("how do I")).toEqual([
      { text: "how", prefix: false, soft: false, parts: [] },
      { text: "do", prefix: false, soft: false, parts: [] },
      { text: "i", prefix: true, soft: false, parts: [] },
    ])
    expect(text("the ")).toEqual(["the"])
    expect(STOP_WORDS).toContain("the")
  })

  it("reads identifiers whole, with their words as parts", () => {
    expect(readQuery("can_manage_polls ")).toEqual([
      {
        text: "can_manage_polls",
        prefix: false,
        soft: false,
        parts: ["manage", "polls"],
        // Its spellings keep every word, "can" too.
        spellings: ["can-manage-polls", "can.manage.polls", "canmanagepolls"],
      },
    ])
    expect(readQuery("role-weight")[0]).toMatchObject({ text: "role-weight", parts: ["role", "weight"], prefix: true })
    expect(readQuery("updateRole")[0]).toMatchObject({ text: "updaterole", parts: ["update", "role"] })
    expect(readQuery("poll.create")[0]).toMatchObject({ text: "poll.create", parts: ["poll", "create"] })
    expect(readQuery("X-RateLimit-Remaining")[0]).toMatchObject({
      text: "x-ratelimit-remaining",
      parts: ["x", "ratelimit", "remaining"],
    })
    // Numbers joined by a dash are plain words; a status code is one word.
    expect(text("2-20 answers")).toEqual(["2", "20", "answers"])
    expect(text("409 invalid_status")).toEqual(["409", "invalid_status"])
    expect(tokenize("end_time")).toEqual(["end", "time"])
    // A field's path with list indexes is one identifier, whose parts are its fields (the reader's
    // index dropped); an index alone is no identifier.
    expect(readQuery("answers[2].text")[0]).toMatchObject({ text: "answers[2].text", parts: ["answers", "text"] })
    expect(readQuery("changes[].new_value")[0]).toMatchObject({
      parts: ["changes", "new_value"],
      spellings: ["changes.new_value"],
    })
    // So is a dotted path with a snake_case or camelCase field, whose parts are the API's names.
    expect(readQuery("settings.button_color")[0].parts).toEqual(["settings", "button_color"])
    expect(readQuery("page.NextCursor")[0].parts).toEqual(["page", "next_cursor"])
    expect(readQuery("poll.create")[0].parts).toEqual(["poll", "create"])
    expect(text("answers[2] text")).toEqual(["answers", "2", "text"])
  })

  it("spells an identifier with the other separators, for a name typed not quite as the docs write it", () => {
    expect(readQuery("maxChoices")[0].spellings).toEqual(["max_choices", "max-choices", "max.choices"])
    expect(readQuery("max-choices")[0].spellings).toEqual(["max_choices", "max.choices", "maxchoices"])
    // A path keeps its separators; its one other spelling is its shape (API paths, below).
    expect(readQuery("/polls/{pollId}/votes")[0].spellings).toEqual(["/polls/{}/votes"])
    expect(readQuery("/users/@me")[0].spellings).toBeUndefined()
  })

  it("is safe with markup, patterns, 512 characters and punctuation only", () => {
    expect(text("<script>alert(1)</script>")).toEqual(["script", "alert", "1"])
    expect(readQuery("((((")).toEqual([])
    expect(text("^(poll|vote)+$ [x-y]*")).toEqual(["poll", "vote", "x-y"])
    expect(readQuery("x".repeat(600))[0].text).toHaveLength(MAX_QUERY_LENGTH)
    const many = readQuery(Array.from({ length: 40 }, (_v, i) => `w${i}`).join(" "))
    expect(many).toHaveLength(MAX_TOKENS)
  })
})

describe("readQuery with a word typed twice", () => {
  it("searches it once, and keeps what follows it where the list does not show it", () => {
    const terms = readQuery("poll i set up saturday, never showed up")
    expect(terms.map((t) => t.text)).toEqual(["poll", "i", "set", "up", "saturday", "never", "showed"])
    expect(terms.find((t) => t.text === "showed")?.followedBy).toEqual(["up"])
    expect(terms.filter((t) => t.followedBy).map((t) => t.text)).toEqual(["showed"])
    // Not across punctuation or a conjunction.
    expect(readQuery("up, set poll or set up").find((t) => t.text === "set")?.followedBy).toEqual(["up"])
    expect(readQuery("up poll set. up").find((t) => t.text === "set")?.followedBy).toBeUndefined()
  })

  it("marks a word set apart from the one before it by punctuation or a conjunction", () => {
    const apart = (query: string) =>
      readQuery(query)
        .filter((t) => t.apart)
        .map((t) => t.text)
    expect(apart("other member or only who created it")).toEqual(["only"])
    expect(apart("time zone, showed up; poll (draft) and vote")).toEqual(["showed", "poll", "draft", "vote"])
    expect(apart("max_choices:2 end_time")).toEqual(["2"])
  })
})

describe("a field written after its type", () => {
  it("reads as the model's name and the field, as references and code write it", () => {
    expect(typeFields("Restriction.created_by")).toBe("Restriction created_by")
    expect(typeFields("GuildLimits.open_polls and User.avatar_url")).toBe("GuildLimits open_polls and User avatar_url")
    expect(readQuery("Restriction.created_by").map((t) => t.text)).toEqual(["restriction", "created_by"])
  })

  it("keeps a lowercase name before the dot whole: an audit action, a field path, a member of a value", () => {
    expect(typeFields("poll.create settings.language process.env.KEY")).toBe(
      "poll.create settings.language process.env.KEY"
    )
    expect(typeFields("HTTP.status")).toBe("HTTP.status")
    expect(readQuery("poll.create").map((t) => t.text)).toEqual(["poll.create"])
  })
})

describe("API paths", () => {
  it("are indexed whole: a long path alone, and any path with its method", () => {
    expect(
      compounds("POST /polls creates a poll. GET /polls/{pollId}/votes lists them; /guilds/{guildId}/audit-log too.")
    ).toEqual([
      "audit-log",
      "post /polls",
      "get /polls/{pollid}/votes",
      "get /polls/{}/votes",
      "/polls/{pollid}/votes",
      "/polls/{}/votes",
      "/guilds/{guildid}/audit-log",
      "/guilds/{}/audit-log",
    ])
    expect(compounds("GET /users/@me/guilds")).toEqual(["get /users/@me/guilds", "/users/@me/guilds"])
    // A command, "post /poll" in prose (the method is in capitals), "and/or" and a URL are no paths.
    expect(compounds("Run /poll, post /poll, and/or see https://pollaris.example/docs")).toEqual(["pollaris.example"])
  })

  it("are one query term, searched whole and through their words", () => {
    expect(readQuery("POST  /polls")).toEqual([
      { text: "post /polls", prefix: true, soft: false, parts: ["post", "polls"] },
    ])
    expect(readQuery("/polls/{pollId}/votes ")).toEqual([
      {
        text: "/polls/{pollid}/votes",
        prefix: false,
        soft: false,
        parts: ["polls", "pollid", "votes"],
        spellings: ["/polls/{}/votes"],
      },
    ])
    // "post" as a verb before a command stays a word.
    expect(readQuery("post /poll in a channel").map((t) => t.text)).toEqual(["post", "poll", "channel"])
  })

  it("are also searched by their shape, whatever the reader calls the parameters", () => {
    for (const typed of [
      "/polls/:pollId/votes",
      "/polls/{id}/votes",
      "/polls/<poll_id>/votes",
      "/polls/1251839906402717736/votes",
    ])
      expect(readQuery(typed)[0].spellings).toEqual(["/polls/{}/votes"])
    expect(readQuery("GET /polls/:id")[0]).toMatchObject({ text: "get /polls/:id", spellings: ["get /polls/{}"] })
    expect(pathShape("/users/@me/guilds")).toBeNull()
  })

  it("are read without the HTTP version of a pasted status line", () => {
    expect(withoutHttpVersions("HTTP/1.1 401 Unauthorized")).toBe("HTTP 401 Unauthorized")
    expect(withoutHttpVersions("< HTTP/2 429")).toBe("< HTTP 429")
    expect(readQuery("HTTP/1.1 401 Unauthorized").map((t) => t.text)).toEqual(["http", "401", "unauthorized"])
    expect(withoutHttpVersions("https://pollaris.example/api/v1")).toBe("https://pollaris.example/api/v1")
  })

  it("pasted as an address are read as the operation's path, without the host and the API's base path", () => {
    expect(operationPaths("POST https://pollaris.example/api/v1/polls/1251839906402717736/close")).toBe(
      "POST /polls/1251839906402717736/close"
    )
    expect(readQuery("curl -X DELETE https://pollaris.example/api/v1/polls/42/votes/7")).toEqual([
      expect.objectContaining({ text: "delete /polls/42/votes/7", spellings: ["delete /polls/{}/votes/{}"] }),
    ])
    expect(operationPaths("PATCH /api/v1/guilds/1172044432316923904")).toBe("PATCH /guilds/1172044432316923904")
    expect(operationPaths("for url 'https://pollaris.example/api/v1/polls'")).toBe("for url '/polls'")
    // The base alone is the subject, and so is an address of the docs; a path's own "v1" segment stays.
    expect(operationPaths("https://pollaris.example/api/v1")).toBe("https://pollaris.example/api/v1")
    expect(operationPaths("see https://pollaris.example/docs/faq")).toBe("see /docs/faq")
    expect(operationPaths("/exports/v1/file")).toBe("/exports/v1/file")
  })

  it("of a shape are marked wherever a path of that shape is, with its method or not", () => {
    const text = "Call GET /polls/{pollId}/votes, not /polls/{pollId}/answers or /polls/{pollId}/votes/{userId}."
    const marked = (term: string) => markedRanges(text, [term]).map((r) => text.slice(r.start, r.end))
    expect(marked("/polls/{}/votes")).toEqual(["/polls/{pollId}/votes"])
    expect(marked("get /polls/{}/votes")).toEqual(["GET /polls/{pollId}/votes"])
    expect(marked("/polls/{}/votes/{}")).toEqual(["/polls/{pollId}/votes/{userId}"])
  })
})

describe("nameQualifiers", () => {
  it("are the words of a snake_case name before its last, unless the text has them apart", () => {
    expect(nameQualifiers("allowed_roles on a poll")).toEqual(["allowed"])
    expect(nameQualifiers("max_choices and auto_archive_minutes")).toEqual(["max", "auto", "archive"])
    expect(nameQualifiers("Roles allowed: allowed_roles")).toEqual([])
    expect(nameQualifiers("Who can vote")).toEqual([])
  })
})

describe("titleCaseName", () => {
  it("joins the capitalised words of a Title Case name, the little words between them left out", () => {
    expect(titleCaseName("Read Message History")).toBe("read_message_history")
    expect(titleCaseName("Send Messages in Threads")).toBe("send_messages_threads")
    expect(titleCaseName(" Embed Links ")).toBe("embed_links")
  })

  it("is null for one word, a sentence, or capitals that are no name", () => {
    for (const text of [
      "Permission",
      "Read message history",
      "The poll was closed",
      "in Threads",
      "API Keys",
      "Read Message History in",
    ])
      expect(titleCaseName(text)).toBeNull()
  })

  it("marks the words a query types capitalised", () => {
    expect(readQuery("Read message API").map((t) => t.capitalized ?? false)).toEqual([true, false, false])
  })
})

describe("JSON pasted from a request or a response", () => {
  it("marks a quoted word or identifier before a colon as a key, and nothing else", () => {
    const keys = (query: string) => readQuery(query).flatMap((t) => (t.jsonKey ? [t.text] : []))
    expect(keys('"anonymous": true')).toEqual(["anonymous"])
    expect(keys('{"poll_id":"125","weight":1}')).toEqual(["poll_id", "weight"])
    expect(keys('"weight" is 1')).toEqual([])
    expect(keys("weight: 1")).toEqual([])
  })

  it("marks the keys of a Python dict and a JavaScript object too, and not a slash command's options", () => {
    const keys = (query: string) => readQuery(query).flatMap((t) => (t.jsonKey ? [t.text] : []))
    const options = (query: string) => readQuery(query).flatMap((t) => (t.slash === "option" ? [t.text] : []))
    expect(keys("{'question': 'Lunch?', 'max_choices': 2}")).toEqual(["question", "max_choices"])
    expect(keys("answers: [{ text: 'Pizza', emoji: null }]")).toEqual(["text", "emoji"])
    expect(options("answers: [{ text: 'Pizza', emoji: null }]")).toEqual(["answers"])
    expect(keys("/poll question:Lunch?, answers:Yes;No")).toEqual([])
    expect(options("/poll question:Lunch?, answers:Yes;No")).toEqual(["question", "answers"])
  })

  it("marks the numbers, timestamps, colours and own text a key is given as values, but not the API's words, messages or status codes", () => {
    const values = (query: string) => readQuery(query).flatMap((t) => (t.jsonValue ? [t.text] : []))
    expect(values('{"start_time":"2026-06-20T18:00:00Z"}').length).toBeGreaterThan(0)
    expect(values('{"start_time":"2026-06-20T18:00:00Z"}')).not.toContain("start_time")
    expect(values('"weight": 7, "percentage": 43.75')).toEqual(expect.arrayContaining(["7", "43"]))
    expect(values('{"settings": {"embed_color": "#1abc9c"}}')).toEqual(["1abc9c"])
    expect(values('"button_color": "blurple"')).toEqual([])
    expect(values('{"text": "Thursday"}')).toEqual(["thursday"])
    expect(values('{"text": "Pizza (veggie)", "emoji": null}')).toEqual(["pizza", "veggie"])
    expect(values('"message": "Only open polls can be closed; this poll is draft."')).toEqual([])
    expect(values('{"code":"restriction_not_found","status":404}')).toEqual([])
    expect(values("weight 7")).toEqual([])
  })
})

describe("slash commands typed as Discord shows them", () => {
  it("marks the command, each option before its colon and each value after it", () => {
    const roles = (query: string) => readQuery(query).map((t) => [t.text, t.slash])
    expect(roles("/editpoll max_choices:2")).toEqual([
      ["editpoll", "command"],
      ["max_choices", "option"],
      ["2", "value"],
    ])
    expect(roles("/block target:@Unverified reason:")).toEqual([
      ["block", "command"],
      ["target", "option"],
      ["unverified", "value"],
      ["reason", "option"],
    ])
    expect(roles("poll color:#F80")).toEqual([
      ["poll", undefined],
      ["color", "option"],
      ["f80", "value"],
    ])
  })

  it("marks nothing in a URL, a path or plain words", () => {
    for (const query of ["https://pollaris.example/api/v1", "GET /polls/{pollId}", "close a poll"])
      expect(readQuery(query).every((t) => t.slash === undefined)).toBe(true)
  })
})
