import fs from "fs"
import path from "path"
import { parseSynonyms } from "./synonyms"

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
