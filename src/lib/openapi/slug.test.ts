import { findCollisions, kebabCase, operationSlug, pathKey, tagAnchor } from "./slug"

describe("kebabCase and operation slugs", () => {
  it.each([
    ["createPoll", "create-poll"],
    ["getCurrentUserAuditLog", "get-current-user-audit-log"],
    ["getAPIKey", "get-api-key"],
    ["get_current user", "get-current-user"],
    ["getV2Polls", "get-v2-polls"],
    ["  --weird--  ", "weird"],
  ])("%s -> %s", (input, slug) => {
    expect(kebabCase(input)).toBe(slug)
  })

  it("falls back to method and path without an operationId", () => {
    expect(operationSlug(undefined, "get", "/polls/{pollId}/votes")).toBe("get-polls-poll-id-votes")
    expect(operationSlug("", "delete", "/users/@me")).toBe("delete-users-me")
  })

  it("gives tag anchors", () => {
    expect(tagAnchor("polls/answers")).toBe("polls-answers")
    expect(tagAnchor("guilds/audit-log")).toBe("guilds-audit-log")
  })
})

describe("findCollisions", () => {
  const ok = [
    { slug: "get-votes", method: "GET", path: "/polls/{pollId}/votes", operationId: "getVotes" },
    { slug: "get-answer-votes", method: "GET", path: "/polls/{pollId}/answers/{answerId}/votes", operationId: "getAnswerVotes" },
  ]

  it("accepts unique slugs and paths", () => {
    expect(findCollisions(ok)).toEqual([])
  })

  it("names both operations of a slug collision", () => {
    const problems = findCollisions([...ok, { slug: "get-votes", method: "GET", path: "/polls/{pollId}/answers/{answerId}/voters", operationId: "get_votes", route: "/api/get-votes" }])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('Two operations have the slug "get-votes" (route /api/get-votes)')
    expect(problems[0]).toContain("GET /polls/{pollId}/votes (operationId getVotes)")
    expect(problems[0]).toContain("GET /polls/{pollId}/answers/{answerId}/voters (operationId get_votes)")
  })

  it("treats paths that differ only in parameter names as the same method and path", () => {
    expect(pathKey("get", "/polls/{id}/")).toBe(pathKey("GET", "/polls/{pollId}"))
    const problems = findCollisions([...ok, { slug: "list-votes", method: "get", path: "/polls/{id}/votes", operationId: "listVotes" }])
    expect(problems).toEqual([expect.stringContaining("Two operations have the same method and path (GET /polls/{}/votes)")])
    expect(problems[0]).toContain("(operationId getVotes) and GET /polls/{id}/votes (operationId listVotes)")
  })
})
