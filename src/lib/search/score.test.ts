import { prepareIndex, planQuery, rarityOf, searchIndex, mergeResults, termsOf, type PreparedIndex } from "./score"
import { wholeTitleWeight } from "./score-rank"
import { WHOLE_TITLE } from "./score-weights"
import { parseSynonyms, type SynonymMap } from "./synonyms"
import { readQuery } from "./tokenize"
import type { Boosts, SearchDocument, SearchResult } from "./types"

const boosts: Boosts = { titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2 }

let nextId = 0
function doc(fields: Partial<SearchDocument>): SearchDocument {
  const title = fields.title ?? "Untitled"
  nextId++
  return {
    id: nextId,
    title,
    content: "",
    tags: [],
    sidebarParentCategories: [],
    type: "docs",
    pageTitle: title,
    sectionTitle: title,
    sectionRoute: `/docs/page-${nextId}`,
    ...fields,
  }
}

/** The sections of one page: its first section (on the page's route) and the others (route#anchor). */
function pageSections(
  pageTitle: string,
  route: string,
  first: Partial<SearchDocument>,
  sections: [anchor: string, title: string, content: string][],
  shared: Partial<SearchDocument> = {}
): SearchDocument[] {
  return [
    doc({ ...shared, pageTitle, title: pageTitle, sectionRoute: route, ...first }),
    ...sections.map(([anchor, title, content]) =>
      doc({ ...shared, pageTitle, title, content, sectionRoute: `${route}#${anchor}` })
    ),
  ]
}

/** Adds fields to the sections whose route ends with an anchor: `docs.map(adding({ "#options": { defines } }))`. */
const adding =
  (byAnchor: Record<string, Partial<SearchDocument>>) =>
  (d: SearchDocument): SearchDocument => {
    const anchor = Object.keys(byAnchor).find((a) => d.sectionRoute.endsWith(a))
    return anchor ? { ...d, ...byAnchor[anchor] } : d
  }

/** Routes of the results of a query over the documents, best first. */
function search(
  documents: SearchDocument[] | PreparedIndex,
  query: string,
  synonyms: SynonymMap = new Map(),
  limit = 8
): string[] {
  const index = Array.isArray(documents) ? prepareIndex(documents) : documents
  const plan = planQuery(readQuery(query), [index], synonyms)
  return searchIndex(index, plan, boosts, limit, rarityOf(plan, [index])).map((r) => r.document.sectionRoute)
}

/** Filler sections that all say "poll", so that "poll" is a common word. */
const filler = (n: number) =>
  Array.from({ length: n }, (_v, i) =>
    doc({
      title: `Poll guide ${i}`,
      content: "A poll with answers and votes in a channel.",
      sidebarParentCategories: ["Poll commands"],
    })
  )

describe("the weight of a title the query names entirely", () => {
  it("is whole when the title is a fair share of the query, and fades when the query asks about more", () => {
    // "/poll", "scheduled polls start time": the title is what the query asks for.
    expect(wholeTitleWeight(1, 1)).toBe(WHOLE_TITLE)
    expect(wholeTitleWeight(2, 4)).toBe(WHOLE_TITLE)
    // "can i move a scheduled poll to a different start time next week": the title is its subject only.
    expect(wholeTitleWeight(2, 8)).toBeLessThan(WHOLE_TITLE)
    expect(wholeTitleWeight(1, 8)).toBeLessThan(wholeTitleWeight(2, 8))
    expect(wholeTitleWeight(1, 8)).toBeGreaterThan(0)
  })
})

describe("ranking", () => {
  it("lets a rare word outrank a common one", () => {
    const docs = [
      ...filler(20),
      doc({ title: "Closing", content: "A poll that ended early can be reopened.", sectionRoute: "/docs/rare" }),
    ]
    expect(search(docs, "poll ended early")[0]).toBe("/docs/rare")
  })

  it("ranks a section with all the query's words above sections with one", () => {
    const docs = [
      doc({ title: "Multiple", content: "multiple multiple multiple", sectionRoute: "/docs/one" }),
      doc({ title: "Answers", content: "answers answers", sectionRoute: "/docs/other" }),
      doc({ title: "Choices", content: "Allow multiple answers per member.", sectionRoute: "/docs/all" }),
    ]
    expect(search(docs, "allow multiple answers")[0]).toBe("/docs/all")
  })

  it("meets word forms through the stem, in the index and the query", () => {
    const docs = [
      ...filler(3),
      doc({ title: "Who can vote", content: "Members vote with the buttons.", sectionRoute: "/docs/vote" }),
    ]
    expect(search(docs, "voting")[0]).toBe("/docs/vote")
    expect(search([doc({ content: "Roles are weighted.", sectionRoute: "/docs/w" })], "weights")).toEqual(["/docs/w"])
  })

  it("matches a trailing-wildcard prefix, below the whole word", () => {
    const docs = [
      doc({ content: "permissions of the bot", sectionRoute: "/docs/long" }),
      doc({ content: "perm", sectionRoute: "/docs/exact" }),
    ]
    expect(search(docs, "perm")).toEqual(["/docs/exact", "/docs/long"])
  })

  it("matches a typo within one edit, below the exact word, and names the correction", () => {
    const docs = [doc({ title: "Schedule", content: "Schedule a poll.", sectionRoute: "/docs/schedule" })]
    expect(search(docs, "shedule")).toEqual(["/docs/schedule"])
    expect(search(docs, "colse")).toEqual([])
    const index = prepareIndex([...docs, doc({ content: "close", sectionRoute: "/docs/close" })])
    expect(search(index, "colse")).toEqual(["/docs/close"])
    const [planned] = planQuery(termsOf(["shedule"]), [index])
    expect(planned.correction).toBe("schedule")
    // The exact word is preferred: a typo variant is only tried when nothing matches as typed.
    expect(planQuery(termsOf(["schedule"]), [index])[0].correction).toBeNull()
    const exact = searchIndex(index, planQuery(termsOf(["schedule"]), [index]), boosts, 8)[0].score
    const typo = searchIndex(index, planQuery(termsOf(["shedule"]), [index]), boosts, 8)[0].score
    expect(typo).toBeLessThan(exact)
  })

  it("allows 1 edit for 4-7 letters, 2 for longer words, none below 4", () => {
    const index = prepareIndex([doc({ content: "authentication poll", sectionRoute: "/docs/a" })])
    expect(search(index, "autenticaton")).toEqual(["/docs/a"])
    expect(search(index, "pol")).toEqual(["/docs/a"]) // a prefix, not a typo
    expect(search(index, "pxl")).toEqual([])
    expect(search(index, "pxxl")).toEqual([])
  })

  it("matches a reader's synonym from the synonyms file", () => {
    const synonyms = parseSynonyms({ synonyms: { block: ["kick", "ban"] } }, "synonyms.json")
    const docs = [
      ...filler(3),
      doc({ title: "/block", content: "Block a member from voting.", sectionRoute: "/docs/block" }),
    ]
    expect(search(docs, "kick", synonyms)[0]).toBe("/docs/block")
    expect(search(docs, "kick")).toEqual([])
  })

  it("reads the numbers and dates of a pasted JSON body as the reader's data, not their subject", () => {
    const publish = doc({
      title: "Publish poll",
      content: "POST /polls/{pollId}/publish Posts a draft poll now, or schedules it with start_time.",
      sidebarParentCategories: ["API", "polls"],
      sectionRoute: "/docs/api/publish-poll",
    })
    const guide = doc({
      title: "Writing a start time",
      content: "Write the start_time as 2026-06-20T18:00:00Z or 2026-06-20 18:00; 00Z means UTC.",
      sectionRoute: "/docs/commands/timepoll#writing-a-start-time",
    })
    const docs = [...filler(10), publish, guide]
    expect(search(docs, 'POST /polls/{pollId}/publish {"start_time":"2026-06-20T18:00:00Z"}')[0]).toBe(
      "/docs/api/publish-poll"
    )
    // Typed as words, the date is what the reader asks about.
    expect(search(docs, "start_time 2026-06-20T18:00:00Z")[0]).toBe("/docs/commands/timepoll#writing-a-start-time")
  })

  it("reads a time of day as a time: no page spells the reader's hour", () => {
    const docs = [
      ...filler(3),
      doc({
        title: "Scheduled",
        content: "A scheduled poll opens at its start time.",
        sectionRoute: "/docs/scheduled",
      }),
      doc({ title: "Channels", content: "Pick the channel a poll opens in.", sectionRoute: "/docs/channels" }),
    ]
    expect(search(docs, "poll opens at 7pm")[0]).toBe("/docs/scheduled")
    expect(search(docs, "poll opens at 11am")[0]).toBe("/docs/scheduled")
    // Not a number of another kind.
    expect(search(docs, "poll opens at 7")[0]).toBe("/docs/channels")
  })

  it("matches a reader's phrase when its words come in a row, in any form", () => {
    const synonyms = parseSynonyms({ synonyms: { utc: ["time zone"], appear: ["show up"] } }, "synonyms.json")
    const docs = [
      ...filler(3),
      doc({ title: "Start time", content: "The start time is read as UTC.", sectionRoute: "/docs/start" }),
      doc({ title: "Zones", content: "A zone of the map.", sectionRoute: "/docs/zones" }),
      doc({ title: "Missing polls", content: "The poll does not appear.", sectionRoute: "/docs/missing" }),
    ]
    expect(search(docs, "which time zone", synonyms)[0]).toBe("/docs/start")
    // "showed up" and "shows up" are the phrase "show up".
    expect(search(docs, "poll never showed up", synonyms)[0]).toBe("/docs/missing")
    expect(search(docs, "poll never showed up")[0]).not.toBe("/docs/missing")
    // Apart, or in the other order, the words are no phrase.
    const index = prepareIndex(docs)
    const stemsOf = (query: string) =>
      planQuery(readQuery(query), [index], synonyms).flatMap((p) => p.variants.map((v) => v.stem))
    expect(stemsOf("time zone")).toContain("utc")
    expect(stemsOf("zone time")).not.toContain("utc")
    expect(stemsOf("time of zone")).toContain("utc") // "of" is no word of the query
    expect(stemsOf("time start zone")).not.toContain("utc")
    // Nor across punctuation or a conjunction: "time, zone", "time or zone".
    expect(stemsOf("set the time, zone of the map")).not.toContain("utc")
    expect(stemsOf("start time or zone")).not.toContain("utc")
    expect(stemsOf("start time and time zone")).toContain("utc")
    // A word typed twice is searched once, and each phrase it ends is still one.
    expect(search(docs, "the poll i set up on the map never showed up", synonyms)[0]).toBe("/docs/missing")
    expect(stemsOf("zone of the map, time zone")).toContain("utc")
  })

  it("matches a reader's phrase with a question word in it, searching the docs' words through its other words", () => {
    const synonyms = parseSynonyms({ synonyms: { audit: ["who deleted"] } }, "synonyms.json")
    const index = prepareIndex([...filler(3), doc({ title: "Audit log", content: "Who changed what, and when." })])
    const planned = (query: string) =>
      planQuery(readQuery(query), [index], synonyms).flatMap((p) => p.variants.map((v) => `${p.token}:${v.stem}`))
    expect(planned("who deleted a poll")).toContain("deleted:audit")
    expect(planned("who deleted a poll")).not.toContain("who:audit")
    // Not when another word comes between, or in the other order: "who can delete" asks who may.
    expect(planned("who can delete a poll")).not.toContain("delete:audit")
    expect(planned("deleted who")).not.toContain("deleted:audit")
  })

  it("keeps identifiers whole as well as split", () => {
    const docs = [
      doc({ title: "Errors", content: "422 validation_failed: a field is wrong.", sectionRoute: "/docs/code" }),
      doc({ title: "Buttons do nothing", content: "This interaction failed.", sectionRoute: "/docs/interaction" }),
      doc({ title: "Other", content: "The export failed.", sectionRoute: "/docs/other" }),
    ]
    expect(search(docs, "validation_failed")[0]).toBe("/docs/code")
    expect(search(docs, "interaction failed")[0]).toBe("/docs/interaction")
  })

  it("counts page tags and categories once per page, on its first section", () => {
    const page = (route: string, sections: string[]) =>
      sections.map((title, i) =>
        doc({
          title,
          content: `${title} text`,
          tags: i === 0 ? ["anonymous"] : [],
          sidebarParentCategories: ["Guides"],
          sectionRoute: i === 0 ? route : `${route}#${title.toLowerCase()}`,
        })
      )
    const docs = page("/docs/p", ["Intro", "Usage", "Options", "Examples"])
    expect(search(docs, "anonymous")).toEqual(["/docs/p"])
    expect(search(docs, "guides")).toEqual(["/docs/p"])
  })

  it("ranks a section listing related pages below the page it describes, and still finds it", () => {
    const docs = [
      doc({
        title: "/invite",
        content: "Get the link that adds Pollaris to a server.",
        sectionRoute: "/docs/invite",
      }),
      doc({
        title: "Related commands",
        content: "/debug: which permissions the bot has in a channel. /help: every command at a glance.",
        pageTitle: "/invite",
        sectionRoute: "/docs/invite#related-commands",
      }),
      doc({
        title: "What it checks",
        content:
          "It checks which permissions the bot has in the channel, one by one, and what each missing one breaks.",
        pageTitle: "/debug",
        sectionRoute: "/docs/debug#what-it-checks",
      }),
      ...filler(10),
    ]
    expect(search(docs, "which permissions the bot has in a channel")[0]).toBe("/docs/debug#what-it-checks")
    expect(search(docs, "glance")).toEqual(["/docs/invite#related-commands"])
  })

  it('reads a title covered only by the words after "of" as what the section is of, not its subject', () => {
    const docs = [
      ...pageSections("Poll types", "/docs/poll-types", { content: "Every kind of poll." }, [
        [
          "scheduled-polls",
          "Scheduled polls",
          "A scheduled poll is prepared now and opens at its start time, in any time zone you write.",
        ],
      ]),
      ...pageSections("/timepoll", "/docs/timepoll", { content: "Create a poll that closes by itself." }, [
        [
          "writing-a-start-time",
          "Writing a start time",
          "The start time of a scheduled poll is read as UTC; add an offset for your time zone.",
        ],
      ]),
      ...filler(10),
    ]
    expect(search(docs, "what time zone is the start time of a scheduled poll in")[0]).toBe(
      "/docs/timepoll#writing-a-start-time"
    )
    expect(search(docs, "scheduled polls")[0]).toBe("/docs/poll-types#scheduled-polls")
  })

  it("ranks a closing list of where to go next below the pages it lists", () => {
    const docs = [
      doc({
        title: "First steps",
        content: "Create your first poll, vote and close it.",
        sectionRoute: "/docs/first-steps",
      }),
      doc({
        title: "What next",
        content:
          "Try the other poll types: anonymous, time-limited and scheduled. Run the same poll again with /copypoll.",
        pageTitle: "First steps",
        sectionRoute: "/docs/first-steps#what-next",
      }),
      doc({
        title: "/deletepoll",
        content:
          "Deletes a poll for good. Deleting is the way to cancel a scheduled poll, such as one set for next week.",
        tags: ["delete", "cancel"],
        sectionRoute: "/docs/deletepoll",
      }),
      ...filler(10),
    ]
    expect(search(docs, "cancel a poll scheduled for next week")[0]).toBe("/docs/deletepoll")
  })

  it("gives a page's identifier tag to the section that explains the identifier", () => {
    const docs = [
      ...pageSections(
        "/settings colors embeds",
        "/docs/embeds",
        {
          content: "Sets the default colour of the stripe on poll embeds in your server.",
          tags: ["settings", "colors", "embeds", "embed_color"],
        },
        [
          ["options", "Options", "color: a hex colour such as #5865F2."],
          [
            "in-the-api",
            "In the API",
            "The setting is the field embed_color in the server's settings; change it with update-guild.",
          ],
        ],
        { sidebarParentCategories: ["Settings"] }
      ),
      ...filler(5),
    ]
    expect(search(docs, "embed_color")[0]).toBe("/docs/embeds#in-the-api")
    // Plain words still find the page itself first.
    expect(search(docs, "embed colors")[0]).toBe("/docs/embeds")
  })

  it("lets the section of a page the query names answer the rest of the query, before the page's first section", () => {
    const docs = [
      ...pageSections(
        "/unblock",
        "/docs/unblock",
        {
          content: "Removes a block from a member or a role: they can vote and create polls again.",
          tags: ["moderation", "unblock"],
        },
        [
          ["options", "Options", "target: the member or role to unblock."],
          [
            "roles",
            "Blocks through roles",
            "A member can be blocked through a role as well as by name. When a member still cannot vote, check whether one of their roles is blocked, and unblock the role.",
          ],
        ]
      ),
      ...filler(30),
    ]
    expect(search(docs, "unblock but still cannot vote")[0]).toBe("/docs/unblock#roles")
    // The page itself still comes first for its name alone.
    expect(search(docs, "unblock")[0]).toBe("/docs/unblock")
  })

  it("puts a page's section that answers the whole query before the page's overview", () => {
    const docs = [
      ...pageSections(
        "/timepoll",
        "/docs/timepoll",
        {
          content:
            "Creates a poll that closes by itself after its duration. Pick the question, the answers and the channel, and Pollaris posts the poll message with a button for each answer.",
          tags: ["polls"],
        },
        [["errors", "Errors", "/timepoll refuses a duration over its limit: the duration limit is 30 days."]]
      ),
      ...filler(30),
    ]
    expect(search(docs, "timepoll duration limit")[0]).toBe("/docs/timepoll#errors")
    // The page's title alone still opens its overview.
    expect(search(docs, "timepoll")[0]).toBe("/docs/timepoll")
  })

  it("does not take a word on most sections for the name of a page", () => {
    const docs = [
      ...pageSections("/poll", "/docs/poll", { content: "Creates a poll with up to 25 answers." }, [
        ["options", "Options", "duration: how long the poll runs."],
      ]),
      doc({
        title: "Timing",
        content: "The duration sets when a poll closes. A poll duration is at most 30 days.",
        sectionRoute: "/docs/timing",
      }),
      ...filler(12),
    ]
    expect(search(docs, "poll duration")[0]).toBe("/docs/timing")
  })

  it("gives a page's tags to its section that matches the query best, not always to its first section", () => {
    const docs = [
      doc({
        title: "/block",
        content: "Stops members from voting or creating polls.",
        tags: ["moderation", "restrictions", "timed"],
        sectionRoute: "/docs/block",
      }),
      doc({
        title: "Options",
        content: "target, scope, duration, reason",
        pageTitle: "/block",
        sectionRoute: "/docs/block#options",
      }),
      doc({
        title: "Timed blocks",
        content: "A block with a duration ends by itself when the duration runs out.",
        pageTitle: "/block",
        sectionRoute: "/docs/block#timed-blocks",
      }),
      ...filler(5),
    ]
    expect(search(docs, "block duration ends")[0]).toBe("/docs/block#timed-blocks")
    // The first section still stands for the page on a word only its tags have.
    expect(search(docs, "moderation")).toEqual(["/docs/block"])
    // Tags lend a section only the words it has itself.
    const faq = [
      doc({ title: "FAQ", content: "Questions.", tags: ["anonymous"], sectionRoute: "/docs/faq" }),
      doc({
        title: "How do I make a poll close by itself?",
        content: "Use a duration.",
        pageTitle: "FAQ",
        sectionRoute: "/docs/faq#close",
      }),
      doc({
        title: "Anonymous polls",
        content: "Make a poll anonymous: nobody sees who voted.",
        sectionRoute: "/docs/types#anonymous",
      }),
      ...filler(5),
    ]
    expect(search(faq, "make a poll anonymous")[0]).toBe("/docs/types#anonymous")
  })

  it("matches only the word being typed as a prefix", () => {
    const docs = [
      doc({ title: "Cancel", content: "Cancel a scheduled poll.", sectionRoute: "/docs/cancel" }),
      doc({ title: "Update", content: "Update a vote.", sectionRoute: "/docs/update" }),
    ]
    expect(search(docs, "up ")).toEqual([])
    // "up" before another word is not "update"; "sched", being typed, is "scheduled".
    expect(search(docs, "up sched")).toEqual(["/docs/cancel"])
    expect(search(docs, "vote up")[0]).toBe("/docs/update")
    expect(search(docs, "cancel")).toEqual(["/docs/cancel"])
    expect(search(docs, "canc")).toEqual(["/docs/cancel"])
  })

  it("lets question words add only through titles, and never decide the match", () => {
    const docs = [
      ...filler(4),
      doc({
        title: "Get vote",
        content: "Who can call it: any member. Returns one vote.",
        sectionRoute: "/docs/api/get-vote",
        tags: ["votes"],
      }),
      doc({
        title: "Why can't I vote?",
        content: "The poll is closed or you are blocked.",
        sectionRoute: "/docs/faq#why-cant-i-vote",
      }),
      doc({
        title: "The permissions Pollaris asks for, and why",
        content: "Send Messages, Embed Links.",
        sectionRoute: "/docs/why",
      }),
    ]
    expect(search(docs, "why can't I vote")[0]).toBe("/docs/faq#why-cant-i-vote")
    expect(search(docs, "why can't I vote")).not.toContain("/docs/why")
    // Alone, they are searched as words.
    expect(search(docs, "why")).toEqual(expect.arrayContaining(["/docs/why", "/docs/faq#why-cant-i-vote"]))
  })

  it('does not let "getting" in a reported problem draw every "Get ..." title', () => {
    const docs = [
      ...filler(4),
      ...["Get role", "Get answers", "Get answer", "Get guild limits"].map((title) =>
        doc({
          title,
          content: "Errors: 429 rate_limited when the key sent too many requests.",
          sectionRoute: `/docs/api/${title.toLowerCase().replace(/ /g, "-")}`,
        })
      ),
      doc({
        title: "API returns 429",
        content: "Cause: rate_limited, the key sent more than 60 requests in a minute, shared by every script.",
        sectionRoute: "/docs/troubleshooting#api-returns-429",
      }),
    ]
    expect(search(docs, "my script keeps getting rate_limited")[0]).toBe("/docs/troubleshooting#api-returns-429")
    // "get" is still a word: a reader who names the operation finds it.
    expect(search(docs, "get guild limits")[0]).toBe("/docs/api/get-guild-limits")
  })

  it("finds a section by the readers' questions it answers, which stay out of its shown text", () => {
    const docs = [
      ...filler(4),
      doc({
        title: "Block",
        content: "Stops a member or role from voting or creating polls, for good or for a time.",
        sectionRoute: "/docs/commands/block",
      }),
      doc({
        title: "Timed blocks",
        content: "A duration such as 30m, 12h, 7d or 1w makes the block end by itself.",
        sectionRoute: "/docs/commands/block#timed-blocks",
      }),
    ]
    expect(search(docs, "mute someone for a week")[0]).not.toBe("/docs/commands/block#timed-blocks")
    const asked = docs.map(adding({ "#timed-blocks": { questions: ["mute someone from voting for a week"] } }))
    expect(search(asked, "mute someone for a week")[0]).toBe("/docs/commands/block#timed-blocks")
    expect(asked.find((d) => d.questions)?.content).not.toContain("mute")
  })

  it("ranks first the section whose readers' questions hold the query's words, among sections that have them all", () => {
    const docs = [
      ...filler(4),
      ...pageSections(
        "Threads",
        "/docs/commands/settings/threads",
        { content: "A discussion thread for every poll." },
        [
          ["overview", "How it works", "A thread stays open for some time, then Discord archives it."],
          [
            "auto-archive",
            "Archive times",
            "How long a thread stays open before Discord archives it: 1h, 24h, 3d or 1w. One value for every thread.",
          ],
        ]
      ),
    ]
    const query = "can threads stay open longer"
    expect(search(docs, query)[0]).toBe("/docs/commands/settings/threads#overview")
    const asked = docs.map(adding({ "#auto-archive": { questions: ["how long do poll threads stay open"] } }))
    expect(search(asked, query)[0]).toBe("/docs/commands/settings/threads#auto-archive")
    // Two words are a name, not a reader's question: the section's own text decides.
    expect(search(asked, "threads open")[0]).not.toBe("/docs/commands/settings/threads#auto-archive")
  })

  it("ranks the sections that define an identifier the query names above those that only mention it", () => {
    const docs = [
      ...filler(4),
      doc({
        title: "Can members pick more than one answer?",
        content: "Yes, with max_choices.",
        sectionRoute: "/docs/faq#more-answers",
      }),
      doc({
        title: "Options",
        content: "max_choices Integer 1 to 20: how many answers each member may pick. hide_results Boolean.",
        sectionRoute: "/docs/commands/poll#options",
        defines: ["max_choices", "hide_results"],
      }),
    ]
    expect(search(docs, "max_choices")[0]).toBe("/docs/commands/poll#options")
    const withoutDefines = docs.map(({ defines: _defined, ...rest }) => rest)
    expect(search(withoutDefines, "max_choices")[0]).toBe("/docs/faq#more-answers")
    // The same name with other separators is that name.
    expect(search(docs, "maxChoices")[0]).toBe("/docs/commands/poll#options")
    expect(search(docs, "max-choices")[0]).toBe("/docs/commands/poll#options")
  })

  it("opens the section whose table defines the plain words typed after a page's name (an option of a command)", () => {
    const copypoll = pageSections(
      "/copypoll",
      "/docs/commands/copypoll",
      {
        content: "Copies a poll into the current channel or the channel you choose. The channel needs permissions.",
        tags: ["copy"],
      },
      [
        ["usage", "Usage", "/copypoll poll:<poll ID> channel:<#channel>"],
        ["options", "Options", "poll String the poll to copy. channel Channel where to post the copy."],
        ["permissions", "Permissions", "The bot needs Send Messages in the target channel."],
      ]
    )
    const defined = copypoll.map(adding({ "#options": { defines: ["poll", "channel"] } }))
    const docs = [...filler(30), ...defined]
    expect(search(docs, "copypoll channel")[0]).toBe("/docs/commands/copypoll#options")
    // Without the table's names the page's first section answers, as for any other word.
    expect(search([...filler(30), ...copypoll], "copypoll channel")[0]).toBe("/docs/commands/copypoll")
    // A word the table does not define, or no word naming the page: the names decide nothing.
    expect(search(docs, "copypoll channel permissions")[0]).not.toBe("/docs/commands/copypoll#options")
    expect(search(docs, "channel")[0]).not.toBe("/docs/commands/copypoll#options")
  })

  it("opens the options of a slash command typed as Discord shows it, an option with a colon", () => {
    const closepoll = pageSections(
      "/closepoll",
      "/docs/commands/closepoll",
      { content: "Closes a poll before its time: the poll stops taking votes and shows the final result." },
      [
        ["usage", "Usage", "/closepoll poll:<poll ID>"],
        ["options", "Options", "Option Type Required poll String Yes The poll to close, from the autocomplete."],
        ["examples", "Examples", "/closepoll poll:Best pizza closes the poll now."],
      ]
    ).map(adding({ "#options": { defines: ["poll"] } }))
    const docs = [...filler(30), ...closepoll]
    expect(search(docs, "/closepoll poll:")[0]).toBe("/docs/commands/closepoll#options")
    // With a value the table does not define, the section that shows that value answers.
    expect(search(docs, "/closepoll poll:Best pizza")[0]).toBe("/docs/commands/closepoll#examples")
    // Without the slash command's colon the words are words: the page answers.
    expect(search(docs, "closepoll poll")[0]).not.toBe("/docs/commands/closepoll#options")
  })

  it("reads a query typed as a slash command as about the command, not the API's operations", () => {
    const table =
      "Option Type Description question String The question. answers String The answers, separated by semicolons."
    const docs = [
      ...Array.from({ length: 20 }, (_v, i) => doc({ title: `Guide ${i}`, content: "A poll in a channel." })),
      // The same table in the API, a little richer: it comes first unless the query is a typed command.
      doc({
        title: "Body",
        pageTitle: "Create poll",
        content: `${table} answers`,
        sectionRoute: "/docs/api/create-poll#body",
        sidebarParentCategories: ["API", "polls"],
      }),
      doc({
        title: "Options",
        pageTitle: "/poll",
        content: table,
        sectionRoute: "/docs/commands/poll#options",
        sidebarParentCategories: ["Commands", "Poll commands"],
      }),
    ]
    expect(search(docs, "/poll answers:")[0]).toBe("/docs/commands/poll#options")
    // Not typed as a command, the words are words.
    expect(search(docs, "poll answers")[0]).toBe("/docs/api/create-poll#body")
  })

  it("opens the table of a slash command's value when the page defines it, else the options", () => {
    const block = pageSections(
      "/block",
      "/docs/commands/block",
      { content: "Blocks a target, such as a student or a spammer, from voting, for a duration or for good." },
      [
        ["options", "Options", "Option Type target Member or role scope vote, create or all duration How long"],
        ["what", "What each block stops", "Value What it stops vote Voting in polls create Creating polls all Both"],
        ["examples", "Examples", "/block target:@Spammer reason:links blocks a member from everything."],
      ]
    ).map(
      adding({
        "#options": { defines: ["target", "scope", "duration"] },
        "#what": { defines: ["vote", "create", "all"] },
      })
    )
    const docs = [...filler(30), ...block]
    // "vote" is a value the page's tables define: its table answers.
    expect(search(docs, "/block scope:vote")[0]).toBe("/docs/commands/block#what")
    // "@Student" and "3d" are the reader's own values: the options answer.
    expect(search(docs, "/block target:@Student duration:3d")[0]).toBe("/docs/commands/block#options")
  })

  it("opens the section about a slash command's option for a value of the reader's own, not the options", () => {
    const timepoll = pageSections(
      "/timepoll",
      "/docs/commands/timepoll",
      { content: "Creates a poll that closes by itself after a duration, or opens at a start time." },
      [
        [
          "options",
          "Options",
          "Option Type question String duration String How long the poll stays open, up to 30 days.",
        ],
        ["writing-a-duration", "Writing a duration", "Combine a number and a unit: 1h30m, 4w2d. Up to 30 days."],
        ["examples", "Examples", "/timepoll question:Lunch? duration:1h closes in an hour."],
      ]
    ).map(adding({ "#options": { defines: ["question", "duration"] } }))
    const docs = [...filler(30), ...timepoll]
    expect(search(docs, "/timepoll duration:31d")[0]).toBe("/docs/commands/timepoll#writing-a-duration")
    // An option no section is about: the options answer.
    expect(search(docs, "/timepoll question:Pizza or tacos")[0]).toBe("/docs/commands/timepoll#options")
  })

  it("reads a slash command typed as naming its page, not the headings that have its word", () => {
    const poll = pageSections("/poll", "/docs/commands/poll", { content: "Creates a poll in the channel." }, [
      [
        "options",
        "Options",
        "Option Type question String answers String max_choices Integer How many answers a member may pick.",
      ],
      ["examples", "Examples", "/poll question:Lunch? answers:Pizza; Tacos posts a poll."],
    ]).map(adding({ "#options": { defines: ["question", "answers", "max_choices"] } }))
    const intro = pageSections("Introduction", "/docs/", { content: "Pollaris runs polls in Discord." }, [
      ["what-a-poll-can-do", "What a poll can do", "Option What it does max_choices Let members pick several answers."],
    ]).map(adding({ "#what-a-poll-can-do": { defines: ["max_choices"] } }))
    const steps = pageSections("First steps", "/docs/first-steps", { content: "Your first poll, step by step." }, [
      [
        "3-vote-and-change-your-vote",
        "3. Vote and change your vote",
        "Click an answer to vote. Click another one to change your vote until the poll closes.",
      ],
    ])
    const others = Array.from({ length: 30 }, (_v, i) =>
      doc({ title: `Server guide ${i}`, content: "Channels, roles and members of a server." })
    )
    const docs = [...others, ...poll, ...intro, ...steps]
    expect(search(docs, "/poll max_choices:3")[0]).toBe("/docs/commands/poll#options")
    // Typed as words, "poll" and "3" are words of those headings.
    expect(search(docs, "poll max_choices 3")[0]).not.toBe("/docs/commands/poll#options")
  })

  it("opens the table of a field's values for the field and a number of them: it says what the number means", () => {
    const threads = pageSections(
      "/settings threads",
      "/docs/commands/settings/threads",
      { content: "Whether new polls get a discussion thread, and when Discord archives it." },
      [
        [
          "options",
          "Options",
          "Option Type Limits enabled Boolean auto_archive_minutes Integer 60, 1440, 4320 or 10080 How long a thread stays open.",
        ],
        [
          "auto-archive-values",
          "Archive times",
          "The values of auto_archive_minutes. Value Archives after 60 1 hour 1440 24 hours 4320 3 days 10080 1 week",
        ],
        ["examples", "Examples", "/settings threads enabled:True auto_archive_minutes:4320 keeps threads 3 days."],
      ]
    ).map(
      adding({
        "#options": { defines: ["enabled", "auto_archive_minutes", "60", "1440", "4320", "10080"] },
        "#auto-archive-values": { defines: ["60", "1440", "4320", "10080"] },
      })
    )
    const docs = [...filler(30), ...threads]
    expect(search(docs, "auto_archive_minutes 4320")[0]).toBe("/docs/commands/settings/threads#auto-archive-values")
    expect(search(docs, "auto_archive_minutes: 10080")[0]).toBe("/docs/commands/settings/threads#auto-archive-values")
  })

  it("reads a snake_case name in a title as about its last word, not the words that qualify it", () => {
    const docs = [
      ...filler(20),
      doc({
        title: "allowed_roles on a poll",
        content: "Only members with one of these roles can vote on the poll; everyone else is refused.",
        sectionRoute: "/docs/permissions#allowed_roles-on-a-poll",
      }),
      doc({
        title: "Per-channel rules",
        content: "Polls only in one channel: deny All Channels on /poll and allow the channel you want.",
        sectionRoute: "/docs/permissions#per-channel-rules",
      }),
    ]
    expect(search(docs, "allow polls in only one channel")[0]).toBe("/docs/permissions#per-channel-rules")
    // The name itself, and its last word, still name the section.
    expect(search(docs, "allowed_roles")[0]).toBe("/docs/permissions#allowed_roles-on-a-poll")
    expect(search(docs, "roles that can vote on a poll")[0]).toBe("/docs/permissions#allowed_roles-on-a-poll")
  })

  it("reads a word the docs hyphenate, typed run together, as that name", () => {
    const docs = [
      ...filler(4),
      doc({
        title: "Auto-archive values",
        content: "How long a thread stays open: the auto-archive time.",
        sectionRoute: "/docs/threads#auto-archive",
      }),
      doc({ title: "Archive", content: "Old polls are kept in the archive.", sectionRoute: "/docs/archive" }),
    ]
    expect(search(docs, "autoarchive")[0]).toBe("/docs/threads#auto-archive")
    expect(search(docs, "autoarchive time")[0]).toBe("/docs/threads#auto-archive")
    // Letters that are no name of the docs run together find nothing.
    expect(search(docs, "archivepolls")).toEqual([])
  })

  it("searches a name typed with other separators as the docs spell it, not as loose words", () => {
    const docs = [
      ...filler(4),
      doc({
        title: "Max choices and hidden results",
        content: "Choices: how many a member may pick, at most the max.",
        sectionRoute: "/docs/guide#choices",
      }),
      doc({
        title: "Options",
        content: "max_choices: how many answers a member may pick.",
        sectionRoute: "/docs/options",
      }),
    ]
    expect(search(docs, "max_choices")[0]).toBe("/docs/options")
    expect(search(docs, "maxChoices")[0]).toBe("/docs/options")
  })

  it("reads a camelCase name as the operation that defines it, the same letters typed as a word as the command", () => {
    const docs = [
      ...filler(4),
      doc({ title: "Closing polls", content: "Use closepoll to end a poll early.", sectionRoute: "/docs/closing" }),
      doc({
        title: "Close poll",
        content: "POST /polls/{poll_id}/close closePoll Ends voting on an open poll, with a reason.",
        sectionRoute: "/docs/api/close-poll",
        defines: ["closepoll", "poll_id"],
      }),
    ]
    expect(search(docs, "closePoll")[0]).toBe("/docs/api/close-poll")
    expect(search(docs, "closepoll")[0]).toBe("/docs/closing")
  })

  it("ranks a whole identifier above sections that only have its words", () => {
    const docs = [
      ...filler(3),
      doc({
        title: "Managing polls",
        content: "Manage polls: manage, manage, manage every poll, polls and more polls.",
        sectionRoute: "/docs/manage",
      }),
      doc({
        title: "Get current user guilds",
        content: "Each server with can_manage_polls.",
        sectionRoute: "/docs/api/guilds",
      }),
      doc({ title: "Timestamps", content: "end_time is when the poll closes.", sectionRoute: "/docs/timestamps" }),
      doc({ title: "Time", content: "The end of the time, the end.", sectionRoute: "/docs/time" }),
    ]
    expect(search(docs, "can_manage_polls")[0]).toBe("/docs/api/guilds")
    expect(search(docs, "end_time")[0]).toBe("/docs/timestamps")
    expect(search(docs, "updateRole")).toEqual([])
    // An identifier the index does not hold is searched as its words.
    expect(search(docs, "end-of-time")[0]).toBe("/docs/time")
    const api = [
      doc({ title: "Update role", content: "PATCH /roles updateRole", sectionRoute: "/docs/api/update-role" }),
      doc({ title: "Roles", content: "Update a role.", sectionRoute: "/docs/roles" }),
    ]
    expect(search(api, "updateRole")).toEqual(["/docs/api/update-role", "/docs/roles"])
    expect(search(api, "poll.create")).toEqual([])
  })

  it("tells camelCase names apart that a stemmer would fold, and the operation from the command", () => {
    const api = [
      ...filler(3),
      doc({ title: "Get poll", content: "GET /polls/{pollId} getPoll One poll.", sectionRoute: "/docs/api/get-poll" }),
      doc({ title: "Get polls", content: "GET /polls getPolls The polls.", sectionRoute: "/docs/api/get-polls" }),
      doc({
        title: "Close poll",
        content: "POST /polls/{pollId}/close closePoll",
        sectionRoute: "/docs/api/close-poll",
      }),
      doc({
        title: "/closepoll",
        content: "/closepoll ends voting on a poll.",
        sectionRoute: "/docs/commands/closepoll",
      }),
    ]
    expect(search(api, "getPolls")[0]).toBe("/docs/api/get-polls")
    expect(search(api, "getPoll")[0]).toBe("/docs/api/get-poll")
    expect(search(api, "closePoll")[0]).toBe("/docs/api/close-poll")
    // Typed in lowercase, the name is the command's.
    expect(search(api, "closepoll")[0]).toBe("/docs/commands/closepoll")
  })

  it("finds an operation by its path whatever the reader calls its parameters, or with an ID in their place", () => {
    const api = [
      ...filler(3),
      doc({
        title: "Get votes",
        content: "GET /polls/{pollId}/votes The votes of a poll.",
        sectionRoute: "/docs/api/get-votes",
      }),
      doc({
        title: "Get vote",
        content: "GET /polls/{pollId}/votes/{userId} One member's vote of a poll.",
        sectionRoute: "/docs/api/get-vote",
      }),
      doc({ title: "Voting", content: "Votes of a poll, and polls with many votes.", sectionRoute: "/docs/voting" }),
    ]
    for (const typed of ["/polls/:pollId/votes", "/polls/{id}/votes", "GET /polls/1251839906402717736/votes"])
      expect(search(api, typed)[0]).toBe("/docs/api/get-votes")
    expect(search(api, "/polls/:id/votes/:userId")[0]).toBe("/docs/api/get-vote")
  })

  it("reads a word made of two indexed words as them too, and names a title only when the query has both", () => {
    const docs = [
      ...filler(4),
      doc({ title: "/closepoll", content: "Ends voting now.", sectionRoute: "/docs/closepoll" }),
      doc({ title: "/copypoll", content: "Runs a poll again.", sectionRoute: "/docs/copypoll" }),
      doc({ title: "/poll", content: "Posts a new poll.", sectionRoute: "/docs/poll" }),
      doc({ title: "Close", content: "To close a vote, ask a manager.", sectionRoute: "/docs/close" }),
      doc({ title: "Copy", content: "Copy the link.", sectionRoute: "/docs/copy" }),
    ]
    expect(search(docs, "close poll")[0]).toBe("/docs/closepoll")
    expect(search(docs, "poll")[0]).toBe("/docs/poll")
    expect(search(docs, "copypoll")[0]).toBe("/docs/copypoll")
  })

  it("breaks ties by title match, then the shorter section, never by position in the file", () => {
    const a = doc({ title: "Alpha", content: "export the votes of a poll here and there", sectionRoute: "/docs/a" })
    const b = doc({ title: "Beta", content: "export the votes", sectionRoute: "/docs/b" })
    expect(search([a, b], "export")).toEqual(["/docs/b", "/docs/a"])
    expect(search([b, a], "export")).toEqual(["/docs/b", "/docs/a"])
  })

  it("lets a whole word find its own page before a rarer word it is the prefix of", () => {
    const docs = [
      ...filler(10),
      doc({ title: "/pollresult", content: "Shows the results.", sectionRoute: "/docs/pollresult" }),
      doc({ title: "/poll", content: "Posts a poll.", sectionRoute: "/docs/poll" }),
    ]
    expect(search(docs, "poll")[0]).toBe("/docs/poll")
    // Typed as a prefix only, the longer word is found.
    expect(search(docs, "pollres")[0]).toBe("/docs/pollresult")
  })

  it("puts a title that the query names entirely first", () => {
    const docs = [
      doc({ title: "Get poll", content: "GET /polls/{poll_id} poll", sectionRoute: "/docs/get-poll" }),
      doc({ title: "Poll", content: "Posts a poll.", sectionRoute: "/docs/poll-page" }),
    ]
    expect(search(docs, "poll")[0]).toBe("/docs/poll-page")
  })

  it("prefers the sections of the part of the docs the query names (its first sidebar category)", () => {
    const setting = ["Commands", "Setting commands"]
    const docs = [
      ...[1, 2].flatMap((i) => [
        doc({
          title: `/settings thing-${i}`,
          content: "Settings of the server.",
          sectionRoute: `/docs/commands/thing-${i}`,
          sidebarParentCategories: setting,
        }),
        doc({
          title: "In the API",
          pageTitle: `/settings thing-${i}`,
          content: "Change it with update-thing.",
          sectionRoute: `/docs/commands/thing-${i}#in-the-api`,
          sidebarParentCategories: setting,
        }),
      ]),
      doc({
        title: "/settings role-weight",
        content: "How much a role's votes count.",
        sectionRoute: "/docs/commands/role-weight",
        sidebarParentCategories: setting,
      }),
      doc({
        title: "In the API",
        pageTitle: "/settings role-weight",
        content: "Each role's weight is the field weight of the role. Update a role's weight with update-role.",
        sectionRoute: "/docs/commands/role-weight#in-the-api",
        sidebarParentCategories: setting,
      }),
      doc({
        title: "Update role",
        content:
          "PATCH /guilds/{guildId}/roles/{roleId} Sets a vote weight, 0-100. Who can call it: members with Manage Server. 200 OK: The updated role.",
        tags: ["guilds/roles"],
        sectionRoute: "/docs/api/update-role",
        sidebarParentCategories: ["API", "guilds/roles"],
      }),
      ...["get-roles", "get-polls", "create-poll", "close-poll", "get-votes", "get-guild"].map((name) =>
        doc({
          title: name,
          content: `GET /${name} Lists things.`,
          tags: ["polls"],
          sectionRoute: `/docs/api/${name}`,
          sidebarParentCategories: ["API", "polls"],
        })
      ),
    ]
    expect(search(docs, "update role weight")[0]).toBe("/docs/api/update-role")
    // Naming the commands brings their page first; naming the API keeps its operation first, far ahead.
    expect(search(docs, "settings role-weight commands")[0]).toBe("/docs/commands/role-weight")
    const index = prepareIndex(docs)
    const plan = planQuery(readQuery("update role weight api"), [index])
    const [first, second] = searchIndex(index, plan, boosts, 8, rarityOf(plan, [index]))
    expect(first.document.sectionRoute).toBe("/docs/api/update-role")
    expect(first.score).toBeGreaterThan(2 * second.score)
  })

  it("scopes to the commands only the command page the query names: readers say 'command' of anything", () => {
    const commands = ["Commands", "Poll commands"]
    /** A page whose sections are all in one part of the docs (its sidebar categories). */
    const inPart = (
      part: string[],
      title: string,
      route: string,
      overview: string,
      sections: Parameters<typeof pageSections>[3]
    ) => pageSections(title, route, { content: overview }, sections, { sidebarParentCategories: part })
    const docs = [
      ...inPart(commands, "/closepoll", "/docs/commands/closepoll", "Close a poll now.", [
        ["usage", "Usage", "Type the command /closepoll poll:<id> to end a poll without waiting for its end time."],
        ["permissions", "Permissions", "Poll managers can close a poll."],
      ]),
      ...inPart(commands, "/timepoll", "/docs/commands/timepoll", "Create a timed poll.", [
        ["usage", "Usage", "Type the command /timepoll to create a poll that closes by itself."],
      ]),
      ...inPart(["Guides"], "Apps", "/docs/apps", "Use Pollaris from the message menu.", [
        ["close-poll", "Close poll", "End a poll from the message menu, without typing a command."],
      ]),
      ...inPart(["Help"], "Troubleshooting", "/docs/troubleshooting", "Fixes.", [
        ["closing", "A poll does not close", "Check the closepoll command and the poll's status."],
      ]),
      ...filler(20),
    ]
    expect(search(docs, "end a poll without typing a command")[0]).toBe("/docs/apps#close-poll")
    // The command named, its page is what "command" points to, before a guide's section on it.
    const debug = [
      ...inPart(commands, "/debug", "/docs/commands/debug", "Checks permissions.", [
        ["what-it-checks", "What it checks", "The ten permissions Pollaris asks for."],
      ]),
      ...inPart(["Permissions"], "Required bot permissions", "/docs/permissions/required", "What the bot needs.", [
        [
          "check",
          "Check with debug",
          "Run the debug command: it checks what the bot can do, the permissions it lacks.",
        ],
      ]),
    ]
    expect(search([...docs, ...debug], "what does the debug command check")[0]).toMatch(/^\/docs\/commands\/debug/)
  })

  it("keeps at most `limit` results and finds nothing without tokens", () => {
    const docs = filler(30)
    expect(search(docs, "poll")).toHaveLength(8)
    expect(search(docs, "poll", new Map(), 3)).toHaveLength(3)
    expect(search(docs, "")).toEqual([])
  })

  it("puts first the heading that asks the reader's question, question words included", () => {
    const docs = [
      ...Array.from({ length: 6 }, (_v, i) =>
        doc({ title: `Poll guide ${i}`, content: "Who can vote: a poll with answers and votes in a channel." })
      ),
      doc({
        title: "Create poll",
        content: "Create polls: POST /polls creates a poll in a channel.",
        sectionRoute: "/docs/api/create-poll",
      }),
      doc({
        title: "Who can create polls",
        content:
          "Members with the Manage Polls permission, and members whose roles the server allows, in any channel they can see.",
        sectionRoute: "/docs/permissions#who-can-create-polls",
      }),
    ]
    expect(search(docs, "who can create polls")[0]).toBe("/docs/permissions#who-can-create-polls")
    expect(search(docs, "create polls")[0]).toBe("/docs/api/create-poll")
  })

  it("lets a heading describing the reader's problem win a query saying something does not work", () => {
    const docs = [
      ...filler(6),
      doc({
        title: "What you cannot change",
        content: "Vote counts do not change when you edit: updating an answer keeps its vote counts.",
        sectionRoute: "/docs/editpoll#what-you-cannot-change",
      }),
      doc({
        title: "The counts on the poll message do not update",
        content: "Cause: Pollaris lacks Read Message History in the channel. Fix: allow it and run /debug.",
        sectionRoute: "/docs/troubleshooting#the-counts-do-not-update",
      }),
    ]
    expect(search(docs, "vote counts not updating")[0]).toBe("/docs/troubleshooting#the-counts-do-not-update")
    expect(search(docs, "vote counts doesnt update")[0]).toBe("/docs/troubleshooting#the-counts-do-not-update")
  })

  it('reads "never" as saying something does not work, as "not" is', () => {
    const synonyms = parseSynonyms({ synonyms: { not: ["never"], appear: ["show up"] } }, "synonyms.json")
    const docs = [
      ...filler(6),
      doc({
        title: "Scheduled polls",
        content:
          "A scheduled poll is prepared now and opens later: at the start time the poll message appears in " +
          "the channel and voting begins. The start time is in UTC; the poll appears at its start time. " +
          "A scheduled poll waits for the start time; before its start time it does not show in the channel.",
        sectionRoute: "/docs/poll-types#scheduled-polls",
      }),
      doc({
        title: "The scheduled poll did not open",
        content:
          "Symptoms: the start time has passed, but the poll did not appear. Cause: at the start time " +
          "Pollaris could not post in the channel. Fix: run /debug for the channel.",
        sectionRoute: "/docs/troubleshooting#the-scheduled-poll-did-not-open",
      }),
    ]
    expect(search(docs, "scheduled poll never showed up at the start time", synonyms)[0]).toBe(
      "/docs/troubleshooting#the-scheduled-poll-did-not-open"
    )
    expect(search(docs, "scheduled poll at the start time", synonyms)[0]).toBe("/docs/poll-types#scheduled-polls")
  })

  it('does not let "use" in a question pick a section that only says when to use something', () => {
    const docs = [
      ...filler(6),
      doc({
        title: "Scheduled polls",
        content: "Schedule a poll to open later. When to use it: use a scheduled poll for events.",
        sectionRoute: "/docs/poll-types#scheduled-polls",
      }),
      doc({
        title: "Writing a start time",
        content: "To schedule a poll, write its start date in ISO 8601 format. The date format is read as UTC.",
        sectionRoute: "/docs/timepoll#writing-a-start-time",
      }),
    ]
    expect(search(docs, "what date format do i use to schedule a poll")[0]).toBe("/docs/timepoll#writing-a-start-time")
  })

  it("takes a heading for the reader's problem only when it shares more than one word with a long query", () => {
    const docs = [
      ...filler(6),
      doc({
        title: "What you cannot change with /editpoll",
        content:
          "Vote counts stay as they are: an edit of a poll that is stuck keeps every vote, and counts update " +
          "when members vote again. Vote counts are kept.",
        sectionRoute: "/docs/editpoll#what-you-cannot-change",
      }),
      doc({
        title: "The counts on the poll message do not update",
        content: "Cause: Pollaris lacks Read Message History in the channel. Fix: allow it and run /debug.",
        sectionRoute: "/docs/troubleshooting#the-counts-do-not-update",
      }),
    ]
    expect(search(docs, "vote counts on the poll are stuck and don't update")[0]).toBe(
      "/docs/troubleshooting#the-counts-do-not-update"
    )
  })

  it("leaves the question words out of the terms to highlight", () => {
    const index = prepareIndex([doc({ title: "Why can't I vote?", content: "You can vote when the poll is open." })])
    const [result] = searchIndex(index, planQuery(readQuery("why can I vote"), [index]), boosts, 8)
    expect(result.terms).toEqual(["vote"])
  })

  it("finds a Title Case name where a table defines it, and marks its words", () => {
    const docs = [
      ...filler(6),
      doc({
        title: "What each permission is for",
        content:
          "Permission Why Pollaris needs it View Channel To see the channel. Send Messages To post polls. " +
          "Read Message History To read and update its own poll messages. Embed Links To show the poll.",
        defines: ["read_message_history"],
        sectionRoute: "/docs/permissions#what-each-permission-is-for",
      }),
      doc({
        title: "Read the results",
        content: "Read the message: its history of votes shows each answer. Read it again after the poll closes.",
        sectionRoute: "/docs/results#read-the-results",
      }),
    ]
    const index = prepareIndex(docs)
    const [first] = searchIndex(index, planQuery(readQuery("Read Message History"), [index]), boosts, 8)
    expect(first.document.sectionRoute).toBe("/docs/permissions#what-each-permission-is-for")
    expect(first.terms).toEqual(expect.arrayContaining(["read", "message", "history"]))
    expect(first.terms).not.toContain("read_message_history")
    // Typed lowercase, it is three words: the section that has them most answers.
    expect(search(docs, "read message history")[0]).toBe("/docs/results#read-the-results")
  })

  it("names an identifier found whole as one term, without its words", () => {
    const index = prepareIndex([
      doc({ content: "expires_at: when the block ends. created_at: when it was made, at the earliest." }),
    ])
    const [result] = searchIndex(index, planQuery(readQuery("expires_at"), [index]), boosts, 8)
    expect(result.terms).toEqual(["expires_at"])
  })

  it("names a path found after its method also without it, as an operation's page shows the method apart", () => {
    const index = prepareIndex([doc({ content: "GET /polls/{pollId}/votes getVotes The votes of a poll." })])
    for (const [typed, terms] of [
      ["GET /polls/{pollId}/votes", ["get /polls/{pollid}/votes", "/polls/{pollid}/votes"]],
      ["GET /polls/1251839906402717736/votes", ["get /polls/{}/votes", "/polls/{}/votes"]],
    ] as const) {
      const [result] = searchIndex(index, planQuery(readQuery(typed), [index]), boosts, 8)
      expect(result.terms).toEqual(terms)
    }
  })

  it("names the matched words and their stems as terms, for highlighting", () => {
    const index = prepareIndex([doc({ content: "Members vote here." })])
    const [result] = searchIndex(index, planQuery(termsOf(["voting"]), [index]), boosts, 8)
    expect(result.terms).toEqual(expect.arrayContaining(["voting", "vote"]))
  })

  it("treats query text as words only (no pattern, no markup)", () => {
    const docs = [doc({ content: "img src onerror alert" })]
    expect(() => search(docs, "<img src=x onerror=alert(1)>")).not.toThrow()
    expect(() => search(docs, ".*+?^${}()|[]\\")).not.toThrow()
  })
})

describe("mergeResults", () => {
  const result = (title: string, s: number): SearchResult => ({
    document: doc({ title, sectionRoute: `/docs/${title}` }),
    score: s,
    terms: ["x"],
  })

  it("merges the lists by score and limits again", () => {
    const docsList = [result("d1", 9), result("d2", 4), result("d3", 3)]
    const apiList = [result("a1", 10), result("a2", 5), result("a3", 1)]
    expect(mergeResults([docsList, apiList], 5).map((r) => r.document.title)).toEqual(["a1", "d1", "a2", "d2", "d3"])
  })

  it("keeps at most 8 of two full lists", () => {
    const list = (prefix: string) => Array.from({ length: 8 }, (_v, i) => result(`${prefix}${i}`, 8 - i))
    const merged = mergeResults([list("d"), list("a")], 8)
    expect(merged).toHaveLength(8)
    expect(merged.map((r) => r.score)).toEqual([8, 8, 7, 7, 6, 6, 5, 5])
  })
})

describe("models of the API (reference pages)", () => {
  /** A page of the sidebar's Models category. */
  const modelDoc = (fields: Parameters<typeof doc>[0]) => doc({ ...fields, sidebarParentCategories: ["API", "Models"] })
  const model = modelDoc({
    title: "PollPublish",
    content: "Model PollPublish object What publishing a draft poll takes. start_time: when voting opens.",
    sectionRoute: "/docs/api/models/poll-publish",
  })
  const operation = doc({
    title: "Publish poll",
    content: "POST /polls/{pollId}/publish Publishes a draft poll: the message is posted.",
    sidebarParentCategories: ["API", "polls"],
    sectionRoute: "/docs/api/publish-poll",
  })
  const answer = modelDoc({
    title: "Answer",
    content: "Model Answer object One answer of a poll. votes: how many members chose it.",
    sectionRoute: "/docs/api/models/answer",
  })
  const votes = doc({
    title: "Get answer votes",
    content: "GET /polls/{pollId}/answers/{answerId}/votes The votes of one answer.",
    sidebarParentCategories: ["API", "polls/answers"],
    sectionRoute: "/docs/api/get-answer-votes",
  })
  const docs = [...filler(10), model, operation, answer, votes]

  it("yield to the operation when the query is about doing something", () => {
    expect(search(docs, "publish draft poll")[0]).toBe("/docs/api/publish-poll")
    expect(search(docs, "votes of one answer")[0]).toBe("/docs/api/get-answer-votes")
  })

  it("come first when the query is the model's name", () => {
    expect(search(docs, "PollPublish")[0]).toBe("/docs/api/models/poll-publish")
  })

  it("come first when the query is the model's name and fields of it, not when it says more", () => {
    const restriction = modelDoc({
      title: "Restriction",
      content:
        "Model Restriction object A block on a member or role. scope: what is blocked. " +
        "expires_at: when the restriction ends; null = permanent.",
      sectionRoute: "/docs/api/models/restriction",
    })
    const get = doc({
      title: "Get restriction",
      content:
        "GET /guilds/{guildId}/restrictions/{restrictionId} One restriction of the server: its target, scope, " +
        "reason and expires_at. Returns the restriction, with expires_at null when the restriction is permanent.",
      sidebarParentCategories: ["API", "guilds/restrictions"],
      sectionRoute: "/docs/api/get-restriction",
    })
    const withRestriction = [...filler(10), { ...restriction, defines: ["scope"] }, get]
    expect(search(withRestriction, "restriction expires_at")[0]).toBe("/docs/api/models/restriction")
    // A field's plain name after the model's name as typed, not through a reader's synonym of it.
    expect(search(withRestriction, "Restriction scope")[0]).toBe("/docs/api/models/restriction")
    const synonyms = parseSynonyms({ synonyms: { restriction: ["ban"] } }, "synonyms.json")
    expect(search(withRestriction, "ban scope", synonyms)[0]).toBe("/docs/api/get-restriction")
    // A word that is no field of it: the reader is after the operation.
    expect(search(withRestriction, "get restriction expires_at")[0]).toBe("/docs/api/get-restriction")
  })

  it("come first when named in full with a field, before the operations that return that field", () => {
    const poll = modelDoc({
      title: "Poll",
      content:
        "Model Poll object A poll of a server, as every operation on polls returns it. Fields: id: the poll ID. " +
        "guild_id: its server. channel_id: its channel. message_id: its message. question: the question. " +
        "description: more text. answers: the answers, with their votes and percentages. max_choices: how many. " +
        "anonymous: who voted is hidden. hide_results: counts hidden until it closes. allowed_roles: who may vote. " +
        "author_id: the member who created the poll. end_time: when voting closes. status: open or closed.",
      sectionRoute: "/docs/api/models/poll",
    })
    const operations = ["Get poll", "Close poll", "Reopen poll"].map((title) =>
      doc({
        title,
        content: `${title} of a server. Returns the poll with its author_id. 200 OK: the poll. id question author_id status`,
        sidebarParentCategories: ["API", "polls"],
        sectionRoute: `/docs/api/${title.toLowerCase().replace(" ", "-")}`,
      })
    )
    const polls = [...filler(10), poll, ...operations]
    expect(search(polls, "Poll author_id")[0]).toBe("/docs/api/models/poll")
    // Part of the name only, or a field alone: the operations answer as before.
    expect(search(polls, "author_id")[0]).not.toBe("/docs/api/models/poll")
    expect(search(polls, "get poll author_id")[0]).toBe("/docs/api/get-poll")
  })

  it("come first for a field paired with a JSON value, unless the field is in many models", () => {
    const poll = modelDoc({
      title: "Poll",
      content:
        "Model Poll object A poll of a server. Fields: id: the poll ID. message_id: its message; null while the " +
        "poll is scheduled or a draft. closed_at: when it closed; null while it is open.",
      sectionRoute: "/docs/api/models/poll",
    })
    const operations = ["Get poll", "Get polls", "Update poll"].map((title) =>
      doc({
        title,
        content: `${title} of a server. 200 OK: the poll. id message_id closed_at next_cursor, null on the last page.`,
        sidebarParentCategories: ["API", "polls"],
        sectionRoute: `/docs/api/${title.toLowerCase().replace(" ", "-")}`,
      })
    )
    const lists = ["PollList", "VoteList", "RoleList", "AuditLogList"].map((title) =>
      modelDoc({
        title,
        content: `Model ${title} object One page. next_cursor: the cursor of the next page; null on the last page.`,
        sectionRoute: `/docs/api/models/${title.toLowerCase()}`,
      })
    )
    const docs = [...filler(10), poll, ...operations, ...lists]
    expect(search(docs, '"message_id": null')[0]).toBe("/docs/api/models/poll")
    expect(search(docs, "closed_at null")[0]).toBe("/docs/api/models/poll")
    // The field alone, or without a value, and a field of every list: the operations first, as before.
    expect(search(docs, "message_id")[0]).not.toBe("/docs/api/models/poll")
    expect(search(docs, "next_cursor null")[0]).toMatch(/^\/docs\/api\/get-/)
  })

  /** A model whose table defines "weight", and the operation whose response also lists it. */
  const voteAndGetVotes = () => [
    ...filler(10),
    modelDoc({
      title: "Vote",
      content: "Model Vote object One member's vote. Fields: weight: what the vote counts for, from the voter's roles.",
      sectionRoute: "/docs/api/models/vote",
      defines: ["weight"],
    }),
    doc({
      title: "Get votes",
      content: "Get votes of a poll. 200 OK: the votes, each with the fields user_id, answer_ids and weight.",
      sidebarParentCategories: ["API", "votes"],
      sectionRoute: "/docs/api/get-votes",
    }),
  ]

  it("come first for a one-word field pasted as a JSON key, whatever its value", () => {
    const docs = voteAndGetVotes()
    expect(search(docs, '"weight": 40')[0]).toBe("/docs/api/models/vote")
    // The same word typed plainly: the operation, as before.
    expect(search(docs, "weight 40")[0]).toBe("/docs/api/get-votes")
  })

  it("come first when the query asks for a field they define by that word", () => {
    const docs = voteAndGetVotes()
    expect(search(docs, "weight field")[0]).toBe("/docs/api/models/vote")
    // Without the word, or with a field the model does not define: the operation, as before.
    expect(search(docs, "vote weight")[0]).toBe("/docs/api/get-votes")
    expect(search(docs, "answer_ids field")[0]).toBe("/docs/api/get-votes")
  })

  it("come first for a JSON key whose field their table defines, though a guide says the word more", () => {
    const models = ["PollCreate", "Poll", "PollSummary", "ScheduledPoll"].map((title) =>
      modelDoc({
        title,
        content: `Model ${title} object Fields: question: the question. anonymous: whether votes are secret.`,
        sectionRoute: `/docs/api/models/${title.toLowerCase()}`,
        ...(title === "PollCreate" ? { defines: ["question", "anonymous"] } : {}),
      })
    )
    const guide = doc({
      title: "Secret ballots",
      content: "An anonymous poll never shows who voted: anonymous votes stay anonymous, even to the poll's author.",
      sectionRoute: "/docs/guides/poll-types#secret-ballots",
    })
    const docs = [...filler(10), guide, ...models]
    expect(search(docs, '"anonymous": true')[0]).toBe("/docs/api/models/pollcreate")
    // The word typed plainly: the guide, as before.
    expect(search(docs, "anonymous true")[0]).toBe("/docs/guides/poll-types#secret-ballots")
  })

  it("come first for a field and the value a response showed, when the model does not spell the value", () => {
    const userGuild = modelDoc({
      title: "UserGuild",
      content:
        "Model UserGuild object A server the user shares with Pollaris. can_manage_polls: whether they may manage every poll.",
      sectionRoute: "/docs/api/models/user-guild",
    })
    const intro = doc({
      title: "Your first request",
      content: 'Create a poll you can manage: { "question": "Pizza?", "anonymous": false, "hide_results": false }',
      sectionRoute: "/docs/api/intro#your-first-request",
    })
    const docs = [...filler(10), userGuild, intro]
    expect(search(docs, "can_manage_polls false")[0]).toBe("/docs/api/models/user-guild")
  })

  it("come first when the query names one of the values the model defines, deferred as they are", () => {
    const action = modelDoc({
      title: "AuditLogAction",
      content: "Model AuditLogAction string What happened. One of: poll.create, poll.reopen, vote.delete.",
      sectionRoute: "/docs/api/models/audit-log-action",
      defines: ["poll.create", "poll.reopen", "vote.delete"],
    })
    const log = doc({
      title: "Get audit log",
      content:
        "GET /guilds/{guildId}/audit-log The server's audit log, newest first. action: Only entries of this action. " +
        "One of: poll.create, poll.reopen, vote.delete. An audit log action records who did what.",
      sidebarParentCategories: ["API", "guilds/audit-log"],
      sectionRoute: "/docs/api/get-audit-log",
    })
    const withAction = [...filler(10), action, log]
    expect(search(withAction, "poll.reopen")[0]).toBe("/docs/api/models/audit-log-action")
    // Without the definition, the model yields to the operation that lists the same values.
    const undefinedAction = withAction.map(({ defines: _defined, ...rest }) => rest)
    expect(search(undefinedAction, "poll.reopen")[0]).toBe("/docs/api/get-audit-log")
  })
})

describe("models do not change the ranking of the other pages", () => {
  it("leaves the scores of every other section as they were when models are added", () => {
    const pages = [
      ...filler(6),
      doc({
        title: "Create poll",
        content: "POST /polls Creates a poll in a channel.",
        sectionRoute: "/docs/api/create-poll",
      }),
      doc({ title: "/poll", content: "Create a poll with up to 20 answers.", sectionRoute: "/docs/commands/poll" }),
    ]
    const models = ["PollCreate", "Poll", "Answer"].map((name) =>
      doc({
        title: name,
        content: `Model ${name} object create poll answers channel`,
        sidebarParentCategories: ["API", "Models"],
        sectionRoute: `/docs/api/models/${name.toLowerCase()}`,
      })
    )
    const scores = (documents: SearchDocument[]) => {
      const index = prepareIndex(documents)
      const plan = planQuery(readQuery("create poll"), [index])
      return Object.fromEntries(
        searchIndex(index, plan, boosts, 50, rarityOf(plan, [index]))
          .filter((r) => !r.document.sectionRoute.includes("/models/"))
          .map((r) => [r.document.sectionRoute, r.score])
      )
    }
    expect(scores([...pages, ...models])).toEqual(scores(pages))
  })
})
