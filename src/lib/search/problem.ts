/**
 * A problem reported in the reader's own words ("bot replies in german even though our server is
 * english", "my script gets 401 but the key is good"): the troubleshooting entry describing it is the
 * answer, before the page about the feature that shares more of its words (see client.ts, PROBLEM).
 */

/** A contrast between what the reader expected and what happened: "but", "though", "although". */
const CONTRAST = /(?<![\p{L}\p{N}])(?:but|though|although)(?![\p{L}\p{N}])/iu

/** The query sets what happened against what the reader expected. */
export const reportsProblem = (query: string): boolean => CONTRAST.test(query)

/** The heading's first words of a troubleshooting entry, as the Troubleshooting page writes each one. */
export const SYMPTOMS_LEAD = "Symptoms:"

/** A section that describes a problem: a troubleshooting entry, which starts with its symptoms. */
export const describesProblem = (content: string): boolean => content.startsWith(SYMPTOMS_LEAD)
