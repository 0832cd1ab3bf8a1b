/**
 * Content checks: every command page has the required sections and an options table, and the poll
 * options the guides document are the ones of the OpenAPI poll schema (names and limits), both ways.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import {
  COMMAND_SECTIONS,
  NO_OPTIONS_SENTENCE,
  optionsTable,
  sectionBody,
  sectionTitles,
  limitRange,
} from "./command-page"

const COMMANDS_DIR = path.join(__dirname, "docs", "commands")

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? mdxFiles(full) : e.name.endsWith(".mdx") ? [full] : []
  })
}

const pages = mdxFiles(COMMANDS_DIR).map((file) => ({
  file: path.relative(__dirname, file),
  source: fs.readFileSync(file, "utf8"),
}))
const spec = yaml.load(fs.readFileSync(path.join(__dirname, "..", "openapi", "pollaris-api.yaml"), "utf8")) as {
  components: { schemas: Record<string, { properties: Record<string, Record<string, number | undefined>> }> }
}
const pollCreate = spec.components.schemas.PollCreate.properties

/** Fields of the API only: the command takes the channel it runs in and always publishes. */
const API_ONLY = new Set(["channel_id", "publish"])

describe("command pages", () => {
  it("exist for every command and settings page", () => {
    expect(pages.length).toBe(23)
  })

  it.each(pages.map((p) => [p.file, p.source]))(
    "%s has the required sections in order and its options",
    (_file, source) => {
      const titles = sectionTitles(source)
      const required = titles.filter((t) => (COMMAND_SECTIONS as readonly string[]).includes(t))
      expect(required).toEqual([...COMMAND_SECTIONS])
      const table = optionsTable(source)
      if (table === null) expect(sectionBody(source, "Options")).toContain(NO_OPTIONS_SENTENCE)
      else for (const row of table) expect(row.option).toMatch(/^[a-z][a-z_]*$/)
    }
  )

  it("settings pages show their API fields", () => {
    for (const page of pages.filter((p) => p.file.includes("settings"))) {
      expect({ file: page.file, titles: sectionTitles(page.source) }).toEqual({
        file: page.file,
        titles: expect.arrayContaining(["In the API"]),
      })
    }
  })
})

describe.each(["poll.mdx", "timepoll.mdx"])("%s and the OpenAPI PollCreate schema", (name) => {
  const source = fs.readFileSync(path.join(COMMANDS_DIR, name), "utf8")
  const rows = optionsTable(source) ?? []
  const documented = new Set(rows.map((r) => r.option))

  it("documents only options that exist in the API", () => {
    for (const option of documented) expect({ option, inApi: option in pollCreate }).toEqual({ option, inApi: true })
  })

  it("documents every user-facing poll option of the API", () => {
    const expected = Object.keys(pollCreate).filter(
      (k) => !API_ONLY.has(k) && (name === "timepoll.mdx" || !["duration", "start_time"].includes(k))
    )
    for (const field of expected)
      expect({ field, documented: documented.has(field) }).toEqual({ field, documented: true })
  })

  it("states the same limits as the API", () => {
    const checks: [string, (s: Record<string, number | undefined>) => [number | undefined, number | undefined]][] = [
      ["question", (s) => [s.minLength, s.maxLength]],
      ["description", (s) => [s.minLength ?? 0, s.maxLength]],
      ["answers", (s) => [s.minItems, s.maxItems]],
      ["max_choices", (s) => [s.minimum, s.maximum]],
    ]
    for (const [option, range] of checks) {
      const row = rows.find((r) => r.option === option)
      expect({ option, limits: row && limitRange(row.limits) }).toEqual({ option, limits: range(pollCreate[option]) })
    }
  })
})
