import fs from "fs"
import path from "path"
import { parseSynonyms, phrasesOf } from "./synonyms"

const file = path.resolve(__dirname, "../../../content/search-synonyms.json")
const synonyms = parseSynonyms(JSON.parse(fs.readFileSync(file, "utf8")), "content/search-synonyms.json")

describe("readers' vocabulary (content/search-synonyms.json)", () => {
  it.each([
    // Readers name the API by what it is made of.
    ["endpoint", "api"],
    ["rest", "api"],
    // /copypoll is how a poll is run again: readers clone, duplicate or reuse it.
    ["duplicate", "copy"],
    ["clone", "copy"],
    ["template", "copy"],
    // /settings events posts log messages: readers call them notifications or alerts.
    ["notifications", "event"],
    ["alerts", "event"],
    // /debug checks the bot's setup.
    ["diagnose", "debug"],
    // A poll created without posting it is a draft.
    ["unpublished", "draft"],
    ["participants", "member"],
  ])("a reader's %s also searches the docs' %s", (reader, docs) => {
    expect(synonyms.get(reader)).toContain(docs)
  })

  it("maps readers' words to docs' words, not the other way round", () => {
    expect(synonyms.get("api")).toBeUndefined()
  })
})

describe("parseSynonyms", () => {
  it("reads a reader's phrase of two or three words", () => {
    const map = parseSynonyms({ synonyms: { utc: ["time zone"], appear: ["show up"] } }, "s.json")
    expect(map.get("time zone")).toEqual(["utc"])
    expect(phrasesOf(map).get("show up")).toEqual(["appear"])
  })

  it("rejects a phrase with a word that queries drop, naming the entry", () => {
    expect(() => parseSynonyms({ synonyms: { authentication: ["log in"] } }, "s.json")).toThrow(
      's.json: "authentication": the phrase "log in" has "in", which queries drop or read as soft'
    )
    expect(() => parseSynonyms({ synonyms: { audit: ["who did"] } }, "s.json")).toThrow(
      's.json: "audit": the phrase "who did" has only question words'
    )
    expect(parseSynonyms({ synonyms: { audit: ["who deleted"] } }, "s.json").get("who deleted")).toEqual(["audit"])
    expect(() => parseSynonyms({ synonyms: { poll: ["a b c d"] } }, "s.json")).toThrow(
      's.json: "poll": "a b c d" is not a lowercase word or phrase of two or three words'
    )
  })
})
