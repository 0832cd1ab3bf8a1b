import type { ConsoleOperation } from "../openapi/console-data"
import { buildRequest, curlCommand, maskToken } from "./request"

const op: ConsoleOperation = {
  slug: "list-polls",
  method: "POST",
  path: "/guilds/{guildId}/polls",
  summary: "List",
  servers: [],
  security: { kind: "bearer", label: "HTTP bearer", usage: "Authorization: Bearer <token>" },
  parameters: [
    { name: "guildId", in: "path", required: true, deprecated: false, kind: "string", schema: {} },
    { name: "status", in: "query", required: false, deprecated: false, kind: "array", schema: {} },
    { name: "limit", in: "query", required: false, deprecated: false, kind: "integer", schema: {} },
    { name: "X-Trace", in: "header", required: false, deprecated: false, kind: "string", schema: {} },
  ],
  body: { contentType: "application/json", required: false, examples: [] },
  responses: [],
}

describe("buildRequest", () => {
  it("fills the path, the query (arrays repeated), headers, the token and the body", () => {
    const request = buildRequest(op, {
      serverUrl: "http://localhost:9201/api/",
      values: { "path:guildId": "1 2", "query:status": "open, closed", "query:limit": "", "header:X-Trace": "t1" },
      body: '{"a":1}',
      token: " secret-token ",
    })
    expect(request).toEqual({
      method: "POST",
      url: "http://localhost:9201/api/guilds/1%202/polls?status=open&status=closed",
      headers: [
        ["X-Trace", "t1"],
        ["Authorization", "Bearer secret-token"],
        ["Content-Type", "application/json"],
      ],
      body: '{"a":1}',
    })
  })

  it("sends no token header without a token and no body when the editor is empty", () => {
    const request = buildRequest(op, { serverUrl: "http://x", values: {}, body: "  ", token: "" })
    expect(request.headers).toEqual([])
    expect(request.body).toBeUndefined()
    expect(request.url).toBe("http://x/guilds/{guildId}/polls")
  })

  it("puts an API key in the query when the scheme says so", () => {
    const request = buildRequest(
      { ...op, security: { kind: "query", name: "key", label: "", usage: "" } },
      { serverUrl: "http://x", values: {}, body: "", token: "k" }
    )
    expect(request.url).toBe("http://x/guilds/{guildId}/polls?key=k")
  })
})

describe("curlCommand", () => {
  const request = buildRequest(op, {
    serverUrl: "http://x",
    values: { "path:guildId": "1" },
    body: `{"q":"it's"}`,
    token: "abcdefghijkl",
  })

  it("masks the token unless asked, and quotes for the shell", () => {
    expect(curlCommand(request, "abcdefghijkl", false)).toBe(
      [
        "curl -X POST 'http://x/guilds/1/polls'",
        "-H 'Authorization: Bearer ****ijkl'",
        "-H 'Content-Type: application/json'",
        `--data '{"q":"it'\\''s"}'`,
      ].join(" \\\n  ")
    )
    expect(curlCommand(request, "abcdefghijkl", true)).toContain("-H 'Authorization: Bearer abcdefghijkl'")
    expect(maskToken("short")).toBe("****")
  })
})
