import { codeSamples, curlSample, fetchSample, fillPath, pythonLiteral, pythonSample, sampleUrl, shellQuote, type SampleRequest } from "./code-samples"

const post: SampleRequest = {
  method: "post",
  baseUrl: "https://pollaris.example/api/v1/",
  path: "/guilds/{guildId}/restrictions",
  pathParams: { guildId: "1172044432316923904" },
  query: [],
  body: { target_type: "user", reason: "It's spam", duration: 10080, permanent: false, note: null },
  contentType: "application/json",
  auth: { kind: "bearer", envVar: "POLLARIS_API_KEY" },
}

const get: SampleRequest = {
  method: "GET",
  baseUrl: "https://pollaris.example/api/v1",
  path: "/guilds/{guildId}/polls",
  pathParams: { guildId: "1172044432316923904" },
  query: [
    ["status", "open"],
    ["channel_id", "1172044433214504970"],
  ],
  auth: { kind: "bearer", envVar: "POLLARIS_API_KEY" },
}

describe("URLs", () => {
  it("fills path parameters and appends the query", () => {
    expect(fillPath("/polls/{pollId}/answers/{answerId}", { pollId: "12", answerId: "2" })).toBe("/polls/12/answers/2")
    expect(fillPath("/users/@me/{x}", {})).toBe("/users/@me/{x}")
    expect(sampleUrl(get)).toBe("https://pollaris.example/api/v1/guilds/1172044432316923904/polls?status=open&channel_id=1172044433214504970")
  })

  it("quotes for the shell", () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`)
  })
})

describe("curl", () => {
  it("sends method, auth header, content type and the JSON body", () => {
    const code = curlSample(post)
    expect(code.split(" \\\n  ").slice(0, 3)).toEqual([
      'curl -X POST "https://pollaris.example/api/v1/guilds/1172044432316923904/restrictions"',
      '-H "Authorization: Bearer $POLLARIS_API_KEY"',
      '-H "Content-Type: application/json"',
    ])
    expect(code).toContain(`-d '{\n    "target_type": "user",\n    "reason": "It'\\''s spam",`)
    expect(code.endsWith("  }'")).toBe(true)
  })

  it("leaves out -X for GET and puts the query in the URL", () => {
    expect(curlSample(get)).toBe(
      'curl "https://pollaris.example/api/v1/guilds/1172044432316923904/polls?status=open&channel_id=1172044433214504970" \\\n  -H "Authorization: Bearer $POLLARIS_API_KEY"'
    )
  })
})

describe("JavaScript fetch", () => {
  it("builds a POST with headers and a JSON body", () => {
    const code = fetchSample(post)
    expect(code).toContain('const response = await fetch("https://pollaris.example/api/v1/guilds/1172044432316923904/restrictions", {\n  method: "POST",')
    expect(code).toContain("    Authorization: `Bearer ${process.env.POLLARIS_API_KEY}`,")
    expect(code).toContain('    "Content-Type": "application/json",')
    expect(code).toContain('  body: JSON.stringify({\n    "target_type": "user",')
    expect(code).toContain("const data = await response.json()")
  })

  it("does not parse a body the operation never returns", () => {
    const code = fetchSample({ ...get, method: "DELETE", query: [], hasResponseBody: false })
    expect(code).toContain('method: "DELETE"')
    expect(code).not.toContain("response.json()")
  })
})

describe("Python requests", () => {
  it("converts JSON to a Python literal", () => {
    expect(pythonLiteral({ a: [true, false, null], b: "x", c: {} })).toBe('{\n    "a": [\n        True,\n        False,\n        None,\n    ],\n    "b": "x",\n    "c": {},\n}')
  })

  it("uses the method function, headers, params and json", () => {
    expect(pythonSample(get)).toBe(
      [
        "import os",
        "import requests",
        "",
        "response = requests.get(",
        '    "https://pollaris.example/api/v1/guilds/1172044432316923904/polls",',
        `    headers={"Authorization": f"Bearer {os.environ['POLLARIS_API_KEY']}"},`,
        '    params={"status": "open", "channel_id": "1172044433214504970"},',
        ")",
        "response.raise_for_status()",
        "print(response.json())",
      ].join("\n")
    )
    expect(pythonSample(post)).toContain('    json={\n        "target_type": "user",')
    expect(pythonSample(post)).toContain('"permanent": False,\n        "note": None,\n    },')
  })

  it("supports API keys in a header or the query", () => {
    expect(pythonSample({ ...get, auth: { kind: "header", name: "X-Api-Key", envVar: "KEY" } })).toContain(`headers={"X-Api-Key": os.environ["KEY"]}`)
    expect(curlSample({ ...get, query: [], auth: { kind: "query", name: "key", envVar: "KEY" } })).toContain("/polls?key=$KEY")
  })
})

it("offers curl, JavaScript and Python", () => {
  expect(codeSamples(get).map((s) => [s.id, s.label, s.lang])).toEqual([
    ["curl", "curl", "bash"],
    ["javascript", "JavaScript", "javascript"],
    ["python", "Python", "python"],
  ])
})
