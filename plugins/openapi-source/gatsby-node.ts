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
  actions.createTypes(`
    """The OpenAPI document the API reference is generated from: its info, servers and security schemes."""
    type ApiSpec implements Node @dontInfer {
      "API name (info.title), e.g. Pollaris API."
      title: String!
      "Revision of the document (info.version)."
      version: String!
      "OpenAPI version the document is written in, e.g. 3.0.3."
      openapiVersion: String!
      "Markdown description of the API (info.description)."
      description: String
      "URL every operation path is relative to (the first server, variables filled), e.g. https://pollaris.example/api/v1."
      baseUrl: String!
      "Every server the document lists."
      servers: [ApiServer!]!
      "The security schemes of components.securitySchemes, in document order."
      securitySchemes: [ApiSecurityScheme!]!
      "Path of the published document under the site root, without the base path, e.g. /openapi/pollaris-api.yaml."
      downloadPath: String!
      "Public URL of the published document as served (base path included with --prefix-paths), e.g. /docs/openapi/pollaris-api.yaml."
      downloadUrl: String!
      "Path of the source file relative to the repository."
      sourceFile: String!
      "Environment variable the code samples read the API key from, e.g. POLLARIS_API_KEY."
      apiKeyEnvVar: String!
      "Number of operations."
      operationCount: Int!
    }

    """A server of the API."""
    type ApiServer {
      "Server URL as written in the document."
      url: String!
      "What the server is for, e.g. Production."
      description: String
    }

    """How a request authenticates (a security scheme)."""
    type ApiSecurityScheme {
      "Key of the scheme in components.securitySchemes, e.g. ApiKey."
      name: String!
      "OpenAPI type: http, apiKey, oauth2, openIdConnect or mutualTLS."
      type: String!
      "Reader's name, e.g. HTTP bearer."
      label: String!
      "How to send it, e.g. Authorization: Bearer <token>."
      usage: String!
      "Markdown description."
      description: String
      "http schemes: bearer, basic, ..."
      scheme: String
      "http bearer schemes: the token format hint, e.g. JWT."
      bearerFormat: String
      "apiKey schemes: header, query or cookie."
      in: String
      "apiKey schemes: the header, query parameter or cookie name."
      parameterName: String
      "OAuth scopes the operation needs (empty otherwise)."
      scopes: [String!]!
    }

    """A tag of the OpenAPI document: one group of operations in the API sidebar and overview."""
    type ApiTag implements Node @dontInfer {
      "Tag name, e.g. polls/answers."
      name: String!
      "Markdown description."
      description: String
      "Position in the document's tag list (0 first); the sidebar and the overview follow it."
      order: Int!
      "Anchor id of the tag's section on the API overview, e.g. polls-answers."
      anchor: String!
      "Route of the tag's group: its section of the API overview, e.g. /api#polls-answers."
      route: String
      "Number of operations whose first tag is this one."
      operationCount: Int!
    }

    """One operation of the API, with everything its reference page shows."""
    type ApiOperation implements Node @dontInfer {
      "kebab-cased operationId, e.g. create-poll."
      slug: String!
      "Route of the operation's page without the base path: /api/<slug>. Computed once, here."
      route: String!
      "operationId as written in the document, e.g. createPoll."
      operationId: String!
      "HTTP method in upper case: GET, POST, PATCH, PUT or DELETE."
      method: String!
      "Path template relative to the base URL, e.g. /polls/{pollId}."
      path: String!
      "First tag: the sidebar group of the operation."
      tag: String!
      "Every tag of the operation."
      tags: [String!]!
      "Short title (summary), used as page title and sidebar label."
      summary: String!
      "Markdown description."
      description: String
      "Plain text of the description's first paragraph, for meta tags and search."
      excerpt: String
      "Position in sidebar order (tag order, then document order); previous and next follow it."
      order: Int!
      "True when the document marks the operation deprecated."
      deprecated: Boolean!
      "Names of the path, query, header and cookie parameters, for search."
      parameterNames: [String!]!
      "Response status codes, in document order, e.g. [\\"201\\", \\"400\\"]."
      statuses: [String!]!
      "Security schemes the operation accepts; empty when it needs no authentication."
      security: [ApiSecurityScheme!]!
      "Parameters table rows: name, in, typeLabel, format, required, deprecated, nullable, description, constraints, enum, defaultValue, example."
      parameters: JSON!
      "Request body: description, required, contentType, schema (a nested tree of properties) and examples; null without a body."
      requestBody: JSON
      "Responses in document order: status, statusText, kind, description, headers, contentType, schema tree and JSON examples."
      responses: JSON!
      "Code samples: [{ id, label, lang, code }] for curl, JavaScript fetch, Node (axios), Python requests, Go, Ruby, PHP (Guzzle), Java (HttpClient) and C# (HttpClient)."
      codeSamples: JSON!
    }

    """A named schema of components.schemas: one model page at /api/models/<slug>."""
    type ApiModel implements Node @dontInfer {
      "The schema's key in components.schemas, e.g. Poll."
      name: String!
      "kebab-cased name, e.g. audit-log-entry."
      slug: String!
      "Route of the model's page without the base path: /api/models/<slug>."
      route: String!
      "Position in components.schemas; the sidebar and the overview follow it."
      order: Int!
      "Type of the schema: object, string, array of Poll, ..."
      typeLabel: String!
      "Markdown description."
      description: String
      "Plain text of the description's first paragraph, for search and lists."
      excerpt: String
      "The page's meta description: the excerpt, then the fields or the type, e.g. Changes to a server. Fields: settings."
      metaDescription: String!
      "The schema as a nested tree of properties (SchemaNode of src/lib/openapi/types.ts)."
      schema: JSON!
      "Pretty-printed JSON example: the schema's own, or one generated from it."
      example: String!
      "True when the example was generated from the schema."
      exampleGenerated: Boolean!
      "Operations that send or return the model: [{ route, method, path, summary, where }]."
      usedBy: JSON!
      "Models with a field of this model: [{ name, route }]."
      usedIn: JSON!
    }

    """Sidebar items generated from a source, expanded where content/sidebars.ts says { type: "generated", source }."""
    type ApiSidebar implements Node @dontInfer {
      "Name of the source, here openapi."
      source: String!
      "SidebarNode[] (src/lib/sidebar.ts): one category per tag, one link per operation with its method as badge, then a Models category."
      items: JSON!
    }
  `)
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
