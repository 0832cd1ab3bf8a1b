/**
 * @jest-environment node
 *
 * openapi-source's sourceNodes, run in-process with a mocked Gatsby API on the site's OpenAPI
 * document with one mistake each: one message through panicOnBuild that names the document, the
 * place (operation or JSON pointer, with its line) and the fix, and no node created. How Gatsby prints
 * it (once, without a stack trace) is proven by one real build in build-checks/error-messages.test.mjs;
 * that a rebuild whose cache holds the valid document still fails, by build-checks/rebuild-after-failure.test.mjs.
 */
import fs from "fs"
import os from "os"
import path from "path"
import "@apidevtools/swagger-parser"
import { sourceNodes } from "./gatsby-node"
import { mockGatsbyApi, reported, hookArgs, type MockGatsbyApi } from "../testing/gatsby-api"

const SPEC = "openapi/pollaris-api.yaml"
const VALID = fs.readFileSync(path.resolve(__dirname, "../..", SPEC), "utf8")
const ROOT = process.cwd()
let site: string

// The plugin names the document relative to the working directory, as Gatsby runs it: in a site folder.
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-source-test-"))
  fs.mkdirSync(path.join(site, "openapi"))
  process.chdir(site)
})
afterEach(() => {
  process.chdir(ROOT)
  fs.rmSync(site, { recursive: true, force: true })
})

/** Sources the document `source` as openapi/pollaris-api.yaml of a site folder; returns the mocked API. */
async function sourceDocument(source: string): Promise<MockGatsbyApi> {
  fs.writeFileSync(path.join(site, SPEC), source)
  delete process.env.DOCS_OPENAPI_FILE
  const api = mockGatsbyApi()
  await sourceNodes!(hookArgs(api), { specPath: SPEC, plugins: [] } as never, () => {})
  return api
}

function edited(edit: (source: string) => string): string {
  const changed = edit(VALID)
  expect(changed).not.toEqual(VALID)
  return changed
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length

/** Exactly one panicOnBuild, with exactly these lines; no node created. */
function expectOneError(api: MockGatsbyApi, lines: (string | RegExp)[]) {
  const messages = reported(api, "panicOnBuild")
  expect(messages).toHaveLength(1)
  const printed = messages[0].split("\n")
  expect(printed).toHaveLength(lines.length)
  lines.forEach((want, i) =>
    typeof want === "string" ? expect(printed[i]).toBe(want) : expect(printed[i]).toMatch(want)
  )
  expect(api.actions.createNode).not.toHaveBeenCalled()
}

it("the valid document becomes an ApiSpec, its operations and models, with nothing reported", async () => {
  const api = await sourceDocument(VALID)
  expect(api.reporter.panicOnBuild).not.toHaveBeenCalled()
  expect(api.getNodesByType("ApiSpec")).toEqual([
    expect.objectContaining({ sourceFile: SPEC, downloadUrl: "/docs/openapi/pollaris-api.yaml" }),
  ])
  expect(api.getNodesByType("ApiOperation").map((n) => n.operationId)).toEqual(
    expect.arrayContaining(["createPoll", "getPoll"])
  )
})

it("an unknown tag fails naming the operation, its line and the nearest tag", async () => {
  const source = edited((s) =>
    s.replace("      - polls\n      operationId: createPoll\n", "      - pols\n      operationId: createPoll\n")
  )
  const line = lineOf(source, "  /polls:\n    post:") + 1
  expectOneError(await sourceDocument(source), [
    `Invalid OpenAPI document ${SPEC}: 1 problem`,
    `  Operation POST /polls (createPoll, line ${line}) has the tag "pols", which the document's tags list does not declare. Did you mean "polls"?`,
  ])
})

it("a missing operationId fails naming the operation and suggesting one", async () => {
  const source = edited((s) => s.replace("      operationId: getPoll\n", ""))
  const line = lineOf(source, "  /polls/{pollId}:\n    get:") + 1
  expectOneError(await sourceDocument(source), [
    `Invalid OpenAPI document ${SPEC}: 1 problem`,
    `  Operation GET /polls/{pollId} (line ${line}) has no operationId; its kebab-case is the page's route (/api/<slug>). Add one, e.g. operationId: getPoll`,
  ])
})

it("a schema error in a shared parameter is reported once, at the component, with line and value", async () => {
  const source = edited((s) => {
    const type = s.indexOf("type: string", s.indexOf("    Cursor:\n"))
    return s.slice(0, type) + "type: strin" + s.slice(type + "type: string".length)
  })
  const line = lineOf(source, "type: strin\n")
  expectOneError(await sourceDocument(source), [
    `Invalid OpenAPI document ${SPEC}: 1 problem`,
    `  #/components/parameters/Cursor/schema/type (line ${line}): must be one of array, boolean, integer, number, object, string; found "strin"`,
  ])
})

it("a $ref to a missing component fails naming the pointer and where it is used", async () => {
  const source = edited((s) =>
    s.replace("$ref: '#/components/parameters/PollId'", "$ref: '#/components/parameters/Nope'")
  )
  expectOneError(await sourceDocument(source), [
    `Invalid OpenAPI document ${SPEC}:`,
    /^\s*Missing \$ref pointer "#\/components\/parameters\/Nope"\. Token "Nope" does not exist\.$/,
    /^\s*JSON pointer: #\/paths\/~1polls~1%7BpollId%7D\/get\/parameters\/0$/,
  ])
})
