/**
 * @jest-environment node
 *
 * Every GraphQL type and field the site defines has a description, so GraphiQL documents the whole
 * schema (CONTRIBUTING.md promises it). Reads the type definitions passed to createTypes (inline, or
 * from the schema modules the hooks pass) and the fields added in createResolvers.
 */
import fs from "fs"
import path from "path"
import { parse, Kind, type DefinitionNode } from "graphql"
import { DOCS_VERSION_TYPES } from "../gatsby/schema"
import { OPENAPI_TYPES } from "./openapi-source/schema"

const FILES = ["gatsby-node.ts", "plugins/docs-source/gatsby-node.ts", "plugins/openapi-source/gatsby-node.ts"]
/** Type definitions kept in modules of their own: each with the file that holds it. */
const MODULES: [string, string][] = [
  ["gatsby/schema.ts", DOCS_VERSION_TYPES],
  ["plugins/openapi-source/schema.ts", OPENAPI_TYPES],
]
const read = (file: string) => fs.readFileSync(path.resolve(__dirname, "..", file), "utf8")

/** The SDL strings given to actions.createTypes(`...`). */
function typeDefinitions(source: string): string[] {
  return [...source.matchAll(/createTypes\(`([\s\S]*?)`\)/g)].map((m) => m[1].replace(/\\\\/g, "\\"))
}

/** Fields added by createResolvers: `name: { type: "...", ...}` blocks, with whether they say description. */
function resolverFields(source: string): { name: string; described: boolean }[] {
  const start = source.indexOf("createResolvers({")
  if (start === -1) return []
  const block = source.slice(start)
  return [...block.matchAll(/(\w+): \{\s*type: "[^"]+",([\s\S]*?)resolve:/g)].map((m) => ({
    name: m[1],
    described: /description:/.test(m[2]),
  }))
}

describe("GraphQL schema descriptions", () => {
  const missing: string[] = []
  let typeCount = 0
  let fieldCount = 0
  const definitions: [string, string][] = [
    ...FILES.flatMap((file) => typeDefinitions(read(file)).map((sdl): [string, string] => [file, sdl])),
    ...MODULES,
  ]
  for (const [file, sdl] of definitions) {
    for (const def of parse(sdl).definitions as DefinitionNode[]) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
      typeCount++
      if (!def.description?.value.trim()) missing.push(`${file}: type ${def.name.value}`)
      for (const field of def.fields ?? []) {
        fieldCount++
        if (!field.description?.value.trim()) missing.push(`${file}: ${def.name.value}.${field.name.value}`)
      }
    }
  }
  for (const file of FILES) {
    for (const field of resolverFields(read(file))) {
      fieldCount++
      if (!field.described) missing.push(`${file}: resolver field ${field.name}`)
    }
  }

  it("finds the site's types (the check reads what it should)", () => {
    expect(typeCount).toBeGreaterThanOrEqual(12)
    expect(fieldCount).toBeGreaterThanOrEqual(80)
  })

  it("describes every type and field", () => {
    expect(missing).toEqual([])
  })
})
