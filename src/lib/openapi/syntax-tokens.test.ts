import { highlight } from "./syntax-tokens"

const joined = (code: string, lang: string) => highlight(code, lang).map((t) => t.text).join("")
const typed = (code: string, lang: string) => highlight(code, lang).filter((t) => t.type).map((t) => [t.type, t.text])

describe("highlight", () => {
  it("never changes the text", () => {
    const samples: [string, string][] = [
      ['{\n  "a": [1, -2.5e3, true, null, "x\\"y"]\n}', "json"],
      ['const r = await fetch("u", { method: "POST" }) // c\nconsole.log(`${r}`)', "javascript"],
      ['import os\nr = requests.get("u", headers={"A": f"B {os.environ[\'K\']}"})  # c', "python"],
      ['curl -X POST "u" \\\n  -H "A: $KEY" \\\n  -d \'{"a": 1}\'', "bash"],
      ["plain", "unknown"],
    ]
    for (const [code, lang] of samples) expect(joined(code, lang)).toBe(code)
  })

  it("marks JSON keys as properties and values by type", () => {
    expect(typed('{"id": "12", "n": 3, "ok": false, "x": null}', "json")).toEqual([
      ["punctuation", "{"],
      ["property", '"id"'],
      ["punctuation", ":"],
      ["string", '"12"'],
      ["punctuation", ","],
      ["property", '"n"'],
      ["punctuation", ":"],
      ["number", "3"],
      ["punctuation", ","],
      ["property", '"ok"'],
      ["punctuation", ":"],
      ["boolean", "false"],
      ["punctuation", ","],
      ["property", '"x"'],
      ["punctuation", ":"],
      ["keyword", "null"],
      ["punctuation", "}"],
    ])
  })

  it("finds keywords, functions, strings and variables", () => {
    expect(typed("const data = await response.json()", "javascript")).toEqual([
      ["keyword", "const"],
      ["operator", "="],
      ["keyword", "await"],
      ["punctuation", "."],
      ["function", "json"],
      ["punctuation", "("],
      ["punctuation", ")"],
    ])
    expect(typed('curl "u" -H "Authorization: Bearer $KEY"', "bash")).toEqual([
      ["function", "curl"],
      ["string", '"u"'],
      ["parameter", "-H"],
      ["string", '"Authorization: Bearer $KEY"'],
    ])
    expect(typed("print(None)", "python")).toEqual([
      ["keyword", "print"],
      ["punctuation", "("],
      ["keyword", "None"],
      ["punctuation", ")"],
    ])
  })

  it("knows the languages of the other samples", () => {
    expect(typed('req.Header.Add("Authorization", "Bearer " + os.Getenv("KEY"))', "go")).toContainEqual(["function", "Getenv"])
    expect(typed('$client = new \\GuzzleHttp\\Client(); // x', "php").slice(0, 3)).toEqual([
      ["variable", "$client"],
      ["operator", "="],
      ["keyword", "new"],
    ])
    expect(typed("request['A'] = 'B' # note", "ruby")).toEqual([
      ["punctuation", "["],
      ["string", "'A'"],
      ["punctuation", "]"],
      ["operator", "="],
      ["string", "'B'"],
      ["comment", "# note"],
    ])
    expect(typed('var client = new HttpClient();', "csharp").slice(0, 2)).toEqual([
      ["keyword", "var"],
      ["operator", "="],
    ])
    expect(typed('System.out.println(response.body());', "java")).toContainEqual(["function", "println"])
  })
})
