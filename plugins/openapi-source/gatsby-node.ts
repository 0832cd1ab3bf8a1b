/**
 * openapi-source: the OpenAPI document (option specPath, or DOCS_OPENAPI_FILE) becomes typed nodes:
 * one ApiSpec, one ApiTag per tag, one ApiOperation per operation (route computed here, once), one
 * ApiModel per component schema and one ApiSidebar group that content/sidebars.ts expands with `{ type: "generated", source: "openapi" }`.
 * An invalid document, two operations with the same slug or method and path, or two schemas with the
 * same model page, fail the build.
 * The document itself is published for download under public/openapi/.
 */
import fs from "fs"
import path from "path"
import { createRequire } from "module"
import type { GatsbyCache, GatsbyNode, PluginOptions } from "gatsby"
import { loadOpenApiDocument } from "./load"
import { OPENAPI_TYPES } from "./schema"
import { shapeDocument } from "../../src/lib/openapi/shape"
import { shapeCacheKey } from "./shape-cache"
import { formatOperationProblems, operationProblems } from "../../src/lib/openapi/checks"
import { consoleOperations, type ConsoleOperation } from "../../src/lib/openapi/console-data"

interface OpenApiSourceOptions extends PluginOptions {
  specPath?: string
  apiKeyEnvVar?: string
}

const DEFAULT_SPEC_PATH = "openapi/pollaris-api.yaml"
const PUBLIC_DIR = "openapi"
/** public/api-console/<slug>.json: what an operation's console loads when it is first opened. */
const CONSOLE_DIR = "api-console"

/** DOCS_OPENAPI_FILE wins over the plugin option (fixture builds, benchmarks). */
function specPathOf(options: OpenApiSourceOptions): string {
  return process.env.DOCS_OPENAPI_FILE || options.specPath || DEFAULT_SPEC_PATH
}

/** Where the document is published, relative to the site root: /openapi/<file name>. */
function downloadPathOf(specPath: string): string {
  return `/${PUBLIC_DIR}/${path.basename(specPath)}`
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    specPath: Joi.string()
      .default(DEFAULT_SPEC_PATH)
      .description(
        "Path of the OpenAPI document (YAML or JSON), relative to the site root. DOCS_OPENAPI_FILE overrides it."
      ),
    apiKeyEnvVar: Joi.string().description(
      "Environment variable the code samples read the API key from. Default: <first word of info.title>_API_KEY."
    ),
  })

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(OPENAPI_TYPES)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, createNodeId, createContentDigest, reporter, pathPrefix, cache, getNode },
  pluginOptions
) => {
  const options = pluginOptions as OpenApiSourceOptions
  const specPath = specPathOf(options)
  const absolute = path.resolve(specPath)
  // Messages name the file as the reader knows it: relative inside the site, absolute outside it.
  const fromRoot = path.relative(process.cwd(), absolute)
  const relative = fromRoot && !fromRoot.startsWith("..") ? fromRoot : absolute

  const load = () =>
    loadShapedDocument(absolute, relative, { specPath, apiKeyEnvVar: options.apiKeyEnvVar ?? null }, cache)
  const shaped = await load()
  if (!shaped.ok) {
    reporter.panicOnBuild(shaped.message)
    return
  }

  // Ids of the nodes made from the current document, so an edit under develop can delete the nodes
  // of operations and tags it removed.
  let current = new Set<string>()
  const createAll = (doc: Shaped) => {
    const made = new Set<string>()
    const create = (type: string, key: string, fields: object) => {
      const id = createNodeId(`${type} >>> ${key}`)
      made.add(id)
      actions.createNode({
        ...fields,
        id,
        parent: null,
        children: [],
        internal: { type, contentDigest: createContentDigest(fields) },
      })
    }
    const downloadPath = downloadPathOf(specPath)
    create("ApiSpec", "spec", {
      ...doc.spec,
      downloadPath,
      downloadUrl: `${pathPrefix ?? ""}${downloadPath}`,
      sourceFile: relative,
    })
    for (const tag of doc.tags) create("ApiTag", tag.name, tag)
    for (const op of doc.operations) create("ApiOperation", op.slug, op)
    for (const model of doc.models) create("ApiModel", model.name, model)
    create("ApiSidebar", "openapi", { source: "openapi", items: doc.sidebar })
    for (const id of current) {
      const stale = made.has(id) ? null : getNode(id)
      if (stale) actions.deleteNode(stale)
    }
    current = made
    publishedFile = { from: absolute, to: path.join(process.cwd(), "public", downloadPath) }
    consoleFiles = doc.console
  }
  createAll(shaped)

  // Under develop the document is watched: an edit re-sources the reference in a few seconds (pages,
  // sidebar and search index follow); a broken edit is reported and the last good reference stays.
  if (process.env.gatsby_executing_command !== "develop" || watching) return
  watching = true
  const chokidar = createRequire(path.join(process.cwd(), "package.json"))("chokidar") as typeof import("chokidar")
  chokidar
    .watch(absolute, { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 50 } })
    .on("change", async () => {
      const next = await load()
      if (!next.ok) {
        reporter.error(next.message)
        return
      }
      createAll(next)
      copyPublishedFile(reporter)
      writeConsoleFiles(reporter)
      reporter.info(
        `${relative} changed: API reference updated (${next.operations.length} operations, ${next.models.length} models)`
      )
    })
}

let watching = false

const CACHE_ENTRY = "shaped-openapi-document"
type Shaped = Omit<ReturnType<typeof shapeDocument>, "problems"> & { console: ConsoleOperation[] }

/** Loads, validates and shapes the document, or takes the result of an earlier build from the cache (see shape-cache.ts). */
async function loadShapedDocument(
  absolute: string,
  relative: string,
  options: { specPath: string; apiKeyEnvVar: string | null },
  cache: GatsbyCache
): Promise<({ ok: true } & Shaped) | { ok: false; message: string }> {
  let key: string | null = null
  try {
    // Gatsby compiles this file, with what it imports from src/lib, to <__dirname>/gatsby-node.js.
    const code = fs.readFileSync(path.join(__dirname, "gatsby-node.js"), "utf8")
    key = shapeCacheKey({ source: fs.readFileSync(absolute, "utf8"), options, code })
  } catch {
    // No cache then; an unreadable document is reported by loadOpenApiDocument below.
  }
  // One entry, replaced when the key changes, so editing the document in develop does not pile up results.
  const cached = key ? ((await cache.get(CACHE_ENTRY)) as { key: string; shaped: Shaped } | undefined) : undefined
  if (cached && cached.key === key) return { ok: true, ...cached.shaped }

  const loaded = await loadOpenApiDocument(absolute, relative)
  if (!loaded.ok) return loaded
  const operationsMessage = formatOperationProblems(relative, operationProblems(loaded.document, loaded.source))
  if (operationsMessage) return { ok: false, message: operationsMessage }
  const shaped = shapeDocument(loaded.document, {
    nameOf: loaded.nameOf,
    apiKeyEnvVar: options.apiKeyEnvVar ?? undefined,
  })
  if (shaped.problems.length > 0) {
    return {
      ok: false,
      message: `Route collisions in the OpenAPI document ${relative}:\n  - ${shaped.problems.join("\n  - ")}`,
    }
  }
  const result: Shaped = { ...shaped, console: consoleOperations(loaded.document, shaped.operations) }
  if (key) await cache.set(CACHE_ENTRY, { key, shaped: result })
  return { ok: true, ...result }
}

let publishedFile: { from: string; to: string } | null = null

/** Copies the document into public/ so /docs/openapi/<file> can be downloaded (build and develop). */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  copyPublishedFile(reporter)
  writeConsoleFiles(reporter)
}

let consoleFiles: ConsoleOperation[] = []

/** One JSON file per operation for its API console (src/lib/openapi/console-data.ts); stale files go. */
function writeConsoleFiles(reporter: { panicOnBuild: (message: string) => void }): void {
  const dir = path.join(process.cwd(), "public", CONSOLE_DIR)
  try {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    for (const op of consoleFiles) fs.writeFileSync(path.join(dir, `${op.slug}.json`), JSON.stringify(op))
  } catch (error) {
    reporter.panicOnBuild(`Could not write the API console files to ${dir}: ${(error as Error).message}`)
  }
}

function copyPublishedFile(reporter: { panicOnBuild: (message: string) => void }): void {
  if (!publishedFile) return
  try {
    fs.mkdirSync(path.dirname(publishedFile.to), { recursive: true })
    fs.copyFileSync(publishedFile.from, publishedFile.to)
  } catch (error) {
    reporter.panicOnBuild(`Could not publish the OpenAPI document to ${publishedFile.to}: ${(error as Error).message}`)
  }
}
