import { RouteRegistry } from "./route-registry"

it("reports two sources on one route, naming both", () => {
  const routes = new RouteRegistry()
  expect(routes.claim("/commands/poll", "content/docs/commands/poll.mdx")).toBeNull()
  expect(routes.claim("/commands/poll/", "OpenAPI operation poll")).toBe(
    'Duplicate route "/commands/poll": produced by both content/docs/commands/poll.mdx and OpenAPI operation poll. Rename one of them.'
  )
  expect(routes.has("/commands/poll")).toBe(true)
})
