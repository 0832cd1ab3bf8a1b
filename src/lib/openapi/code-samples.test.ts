import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import * as acorn from "acorn"
import { SECRET_PLACEHOLDER } from "./snippets"
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

it("offers nine languages in tab order", () => {
  expect(codeSamples(get).map((s) => [s.id, s.label, s.lang])).toEqual([
    ["curl", "curl", "bash"],
    ["javascript", "JavaScript", "javascript"],
    ["node", "Node", "javascript"],
    ["python", "Python", "python"],
    ["go", "Go", "go"],
    ["ruby", "Ruby", "ruby"],
    ["php", "PHP", "php"],
    ["java", "Java", "java"],
    ["csharp", "C#", "csharp"],
  ])
})

describe("httpsnippet samples", () => {
  const samples = Object.fromEntries(codeSamples(post).map((s) => [s.id, s.code]))

  it("read the key from the environment in each language, never a literal", () => {
    expect(samples.node).toContain("Authorization: `Bearer ${process.env.POLLARIS_API_KEY}`")
    expect(samples.go).toContain('req.Header.Add("Authorization", "Bearer " + os.Getenv("POLLARIS_API_KEY"))')
    expect(samples.go).toMatch(/^import \(\n\t"os"\n/m)
    expect(samples.ruby).toContain(`request["Authorization"] = 'Bearer ' + ENV.fetch('POLLARIS_API_KEY')`)
    expect(samples.php).toContain(`'Authorization' => 'Bearer ' . getenv('POLLARIS_API_KEY'),`)
    expect(samples.java).toContain('.header("Authorization", "Bearer " + System.getenv("POLLARIS_API_KEY"))')
    expect(samples.csharp).toContain('{ "Authorization", "Bearer " + Environment.GetEnvironmentVariable("POLLARIS_API_KEY") },')
    for (const code of Object.values(samples)) expect(code).not.toContain(SECRET_PLACEHOLDER)
  })

  it("send the method, URL, content type and the example body", () => {
    for (const id of ["node", "go", "ruby", "php", "java", "csharp"]) {
      expect([id, samples[id]]).toEqual([id, expect.stringContaining("https://pollaris.example/api/v1/guilds/1172044432316923904/restrictions")])
      expect([id, samples[id]]).toEqual([id, expect.stringMatching(/POST|Post/)])
      expect([id, samples[id]]).toEqual([id, expect.stringContaining("application/json")])
    }
    expect(samples.go).toContain('http.NewRequest("POST", url, payload)')
  })

  it("send no auth and import no os package when the operation needs none", () => {
    const open = Object.fromEntries(codeSamples({ ...get, auth: null }).map((s) => [s.id, s.code]))
    expect(open.go).not.toContain('"os"')
    expect(open.go).toContain('http.NewRequest("GET", url, nil)')
    expect(open.php).not.toContain("'body'")
    expect(open.php).not.toContain("getenv")
    expect(open.node).toContain("?status=open&channel_id=1172044433214504970")
  })

  it("puts an API key sent in the query into the URL from the environment", () => {
    const keyed = Object.fromEntries(codeSamples({ ...get, query: [], auth: { kind: "query", name: "key", envVar: "KEY" } }).map((s) => [s.id, s.code]))
    expect(keyed.go).toContain('url := "https://pollaris.example/api/v1/guilds/1172044432316923904/polls?key=" + os.Getenv("KEY")')
  })
})

/** The JSON text a language's string literal holds (the body the sample sends). */
function unquote(literal: string, quote: '"' | "'"): string {
  const inner = literal.slice(1, -1)
  return quote === '"' ? (JSON.parse(`"${inner}"`) as string) : inner.replace(/\\(['\\])/g, "$1")
}

describe("every sample parses in its language", () => {
  const samples = Object.fromEntries(codeSamples(post).map((s) => [s.id, s.code]))

  it("JavaScript and Node parse as modules", () => {
    for (const id of ["javascript", "node"]) expect(() => acorn.parse(samples[id], { ecmaVersion: "latest", sourceType: "module" })).not.toThrow()
    expect(() => acorn.parse("const a = {", { ecmaVersion: "latest", sourceType: "module" })).toThrow()
  })

  it("the bodies of curl, Go, Ruby, PHP, Java and C# are the example as valid JSON", () => {
    const body = post.body
    const curlBody = /-d '([\s\S]*)'$/.exec(samples.curl)![1].replace(/'\\''/g, "'")
    expect(JSON.parse(curlBody)).toEqual(body)
    expect(JSON.parse(unquote(/strings\.NewReader\(("(?:[^"\\]|\\.)*")\)/.exec(samples.go)![1], '"'))).toEqual(body)
    expect(JSON.parse(unquote(/request\.body = ("(?:[^"\\]|\\.)*")/.exec(samples.ruby)![1], '"'))).toEqual(body)
    expect(JSON.parse(unquote(/'body' => ('(?:[^'\\]|\\.)*')/.exec(samples.php)![1], "'"))).toEqual(body)
    expect(JSON.parse(unquote(/ofString\(("(?:[^"\\]|\\.)*")\)/.exec(samples.java)![1], '"'))).toEqual(body)
    expect(JSON.parse(unquote(/new StringContent\(("(?:[^"\\]|\\.)*")\)/.exec(samples.csharp)![1], '"'))).toEqual(body)
  })

  const python = spawnSync("python3", ["-c", "import sys, ast; ast.parse(sys.stdin.read())"], { input: "x = 1" })
  ;(python.status === 0 ? it : it.skip)("Python passes Python's own parser", () => {
    const check = (code: string) => spawnSync("python3", ["-c", "import sys, ast; ast.parse(sys.stdin.read())"], { input: code, encoding: "utf8" })
    expect(check(samples.python).stderr).toBe("")
    expect(check(pythonSample(get)).status).toBe(0)
    expect(check("requests.post(").status).not.toBe(0)
  })

  const javac = spawnSync("javac", ["-version"])
  ;(javac.status === 0 ? it : it.skip)("Java compiles with javac inside a class", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "java-sample-"))
    const compile = (code: string) => {
      const source = ["import java.net.URI;", "import java.net.http.*;", "public class Sample {", "  public static void main(String[] args) throws Exception {", code, "  }", "}"].join("\n")
      fs.writeFileSync(path.join(dir, "Sample.java"), source)
      return spawnSync("javac", ["-d", dir, path.join(dir, "Sample.java")], { encoding: "utf8" })
    }
    try {
      expect(compile(samples.java).stderr).toBe("")
      expect(compile("HttpRequest request = ;").status).not.toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60000)
})
