/** The weights and constants of the ranking (see score.ts), shared by its phases. */

/** BM25 constants (the usual ones). */
export const K1 = 1.2
export const B = 0.75

/** Weights of the ways a query word can meet an indexed word. */
export const MATCH_WEIGHTS = { exact: 1, prefix: 0.6, synonym: 0.8, typo: 0.45, part: 0.25, question: 0.3 } as const
/** A short prefix ("p") may start thousands of words: the shortest this many are used. */
export const MAX_PREFIX_EXPANSIONS = 40
/** The score of sections matching k of n query words is multiplied by (k/n)^COORDINATION. */
export const COORDINATION = 2
/** ... and by 1 + TITLE_COVERAGE x the share of the query's words found in the section's own title, */
export const TITLE_COVERAGE = 0.5
/** ... and by 1 + WHOLE_TITLE when the query names every word of that title (*poll* for "/poll"), */
export const WHOLE_TITLE = 0.5
/**
 * ... in full when the title's words are at least this share of the query's, in proportion below it: in
 * "move a scheduled poll to a different start time", "Scheduled polls" is what the query is about, not
 * what it asks, which the section on changing a start time answers.
 */
export const WHOLE_TITLE_SHARE = 0.3
/**
 * A query word names a page (every section of it takes WHOLE_TITLE, not only the first) when it
 * covers the page's title and is this rare: its idf over sections at least NAMING_RARITY, in fewer
 * than about one section in seven. "unban but still blocked" names /unblock, whose section on blocks
 * through roles answers it; "poll", on most sections, names /poll on its first section only.
 */
export const NAMING_RARITY = 2
/**
 * ... and by 1 + SCOPE when the query names the part of the docs the section is in, its first sidebar
 * category ("API", "Commands", "Permissions"): "update role api" asks for the API's operation, not for
 * a guide's "In the API" section.
 */
export const SCOPE = 1
/**
 * The parts whose name readers use for anything they type in Discord ("without typing a command",
 * "restrict poll commands to one channel"): the query scopes them only on the page it names ("the
 * debug command"), as their stems.
 */
export const LOOSE_SCOPES: ReadonlySet<string> = new Set(["command"])
/**
 * ... and by 1 + SYMPTOM when the query says something does not work ("not", from "can't", "doesn't"; "never")
 * and the section's title says so too, with another of the query's words (two others when the query
 * has three or more): a troubleshooting or FAQ heading describing the reader's problem ("The counts
 * on the poll message do not update"), not any heading with "cannot" and "poll" in it.
 */
export const SYMPTOM = 0.5
/**
 * ... and by REFERENCE when the section is a model of the API (a data shape, in the sidebar's Models
 * category) and the query is more than its name: "publish draft poll" asks for the operation, not for
 * the PollPublish body it takes, "votes of one answer" not for the Answer object; "PollPublish" alone
 * asks for the model, and so does its name with fields of it ("restriction expires_at").
 */
export const REFERENCE = 0.5
/**
 * ... but not when the query asks for a field by that word ("percentage field", "total_weight field")
 * and the model defines another word of the query: the reader is after the data shape.
 */
export const FIELD_WORDS: readonly string[] = ["field", "fields"]
/**
 * ... and by TYPED_COMMAND_API when the query is a slash command as typed in Discord ("/poll answers:",
 * "/poll allow_vote_change:False") and the section is in the API part: the reader asks about the command's
 * option, not the API's operation on answers.
 */
export const TYPED_COMMAND_API = 0.5
/** The scope of the API part: the stem of its sidebar category, "API". */
export const API_SCOPE = "api"
/**
 * ... but not when the query pairs a field with a JSON value ("closed_at": null, can_manage_polls
 * false), or pastes it as a JSON key ("weight": 7), and the field is in at most OWN_FIELD_MODELS
 * models: the model says what the value means. A field of more models (next_cursor, in every list) is
 * a convention of the API, which a guide explains.
 */
export const OWN_FIELD_MODELS = 3
/** The JSON values a response shows that make a query about a field's value. */
export const JSON_LITERALS: ReadonlySet<string> = new Set(["null", "true", "false"])
/**
 * ... and by POINTER when the section lists other pages with a line on each ("Related commands", "See
 * also", "What next", "Next steps"): its words describe those pages, which answer the query before it
 * ("cancel a poll scheduled for next week" is /deletepoll's, not the "What next" list's).
 */
export const POINTER = 0.5
/**
 * ... and by LEAD when the section is the overview of a page with sections (its first one) and the
 * query says more than the page's title: the section of the page that answers the rest comes first
 * ("timepoll won't take 2 days as the duration" opens /timepoll's "Errors", not its overview). Not when
 * the query names the part of the docs the page is in ("... commands"): the reader is after the page.
 */
export const LEAD = 0.8
/**
 * ... and by 1 + DEFINES when the section defines an identifier the query names (defines.ts): the
 * option table of /poll and the request body of create-poll for *max_choices*, before the many
 * sections that only mention it; and when the query is a page's name with plain words a table of the
 * section defines ("copypoll channel": /copypoll's options table), before the page's first section,
 * and so does a slash command typed as Discord shows it ("/closepoll poll:", its options table);
 * and when the query names a model in full with fields of it ("poll author_id"), before the many
 * operations that return those fields.
 */
export const DEFINES = 1
/**
 * ... and by 1 + ASKED x the share of the query's words that the section's readers' questions hold
 * (content/search-questions.json), as typed or through a synonym, when they hold at least ASKED_WORDS
 * of them: a query put as readers put the section's question ("members told their roles give them a
 * vote weight of 0") finds the section that answers it among neighbours sharing as many of its words.
 * A query of one or two words is a name ("debug", "close poll"): the page or heading that has it
 * answers, not a section that a question mentions it in.
 */
export const ASKED = 2
export const ASKED_WORDS = 3
/**
 * Among the results, a section that quotes the message a reader pasted from Discord, whole or nearly
 * (pasted.ts), counts 1 + PASTED times, enough to come first: "This poll is scheduled and hasn't opened
 * yet, so it can't be closed." opens /closepoll's Errors table, not the troubleshooting entry about
 * scheduled polls; "@Kai is already blocked (scope: create)" /block's, not the table of scopes.
 */
export const PASTED = 30
/** How many results past the shown ones a query that may be a pasted message reads for it. */
export const PASTED_CANDIDATES = 8
/**
 * Among the results of a query that reports a problem, one thing set against another ("votes go
 * through but the poll message still shows old numbers": problem.ts), a troubleshooting entry counts
 * 1 + PROBLEM times: enough to pass the page about the feature when both match the query about as
 * well, not to bring up an entry that matches it less. The query reads PASTED_CANDIDATES more results.
 */
export const PROBLEM = 0.4
/**
 * Among the results of a query of NEAR_MIN_TERMS words or more, a section counts 1 + NEAR × the share
 * of the query's neighbouring words it has near each other (proximity.ts): "old votes" and "votes
 * stay" written together answer "do old votes stay when a poll is reopened". A nudge between results
 * that match the query about as well; the results shown stay the same.
 */
export const NEAR = 0.2
export const NEAR_MIN_TERMS = 3
