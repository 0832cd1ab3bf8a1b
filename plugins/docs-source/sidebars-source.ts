/**
 * The sidebar definitions (content/sidebars.ts, or the module DOCS_SIDEBARS names) become one
 * SidebarDefinitions node, so page creation reads them like any other source and `gatsby develop`
 * picks up an edit: the file is watched, read again, and the node replaced, which makes Gatsby create
 * the pages (and the search index) again without a restart.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { createRequire } from "module"
import type { GatsbyCache, SourceNodesArgs } from "gatsby"
import type { SidebarsDef } from "../../src/lib/sidebar"

export const SIDEBARS_NODE_TYPE = "SidebarDefinitions"

export class SidebarsFileError extends Error {}

/** The configured sidebars module, absolute. */
export function sidebarsFile(): string {
  return path.resolve(process.env.DOCS_SIDEBARS || "content/sidebars.ts")
}

/** How messages name a file: relative to the site when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith("..") ? relative : file
}

/** Transpiled code by source text: Babel is loaded only when the file changed (not in a plain rebuild). */
export interface TranspileCache {
  get(key: string): Promise<string | undefined> | string | undefined
  set(key: string, code: string): Promise<unknown> | unknown
}

function transpile(source: string, file: string): string {
  try {
    // Resolved from the site (this file is bundled by Gatsby, which rewrites its own require).
    const siteRequire = createRequire(path.join(process.cwd(), "package.json"))
    const babel = siteRequire("@babel/core") as typeof import("@babel/core")
    const result = babel.transformSync(source, {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: [[siteRequire.resolve("@babel/preset-typescript"), {}]],
      plugins: [siteRequire.resolve("@babel/plugin-transform-modules-commonjs")],
    })
    return result?.code ?? ""
  } catch (error) {
    const message = (error as Error).message.replace(`${file}: `, "")
    throw new SidebarsFileError(`Invalid sidebars file ${displayPath(file)}: ${message}`)
  }
}

/**
 * Reads the module afresh (no require cache): TypeScript is stripped with Babel, then the module runs
 * with its own `exports`. Throws SidebarsFileError naming the file and the problem.
 */
export async function loadSidebarDefinitions(file: string, cache?: TranspileCache): Promise<SidebarsDef> {
  let source: string
  try {
    source = fs.readFileSync(file, "utf8")
  } catch (error) {
    throw new SidebarsFileError(`Cannot read the sidebars file ${displayPath(file)}: ${(error as Error).message}`)
  }
  const key = `sidebars-js-${crypto.createHash("sha256").update(file).update("\0").update(source).digest("hex")}`
  let code = cache ? await cache.get(key) : undefined
  if (typeof code !== "string") {
    code = transpile(source, file)
    await cache?.set(key, code)
  }
  const module = { exports: {} as Record<string, unknown> }
  try {
    // Type-only imports are gone; a sidebars file holds plain data and needs no other module.
    const run = new Function("module", "exports", "require", code)
    run(module, module.exports, (id: string) => {
      throw new Error(`the sidebars file must hold plain data; it imports "${id}"`)
    })
  } catch (error) {
    throw new SidebarsFileError(`Invalid sidebars file ${displayPath(file)}: ${(error as Error).message}`)
  }
  const definitions = (module.exports.default ?? module.exports) as unknown
  if (!definitions || typeof definitions !== "object" || Array.isArray(definitions)) {
    throw new SidebarsFileError(
      `Invalid sidebars file ${displayPath(file)}: its default export must be an object of sidebars ({ guides: [...], api: [...] })`
    )
  }
  for (const [name, items] of Object.entries(definitions)) {
    if (!Array.isArray(items))
      throw new SidebarsFileError(
        `Invalid sidebars file ${displayPath(file)}: sidebar "${name}" must be an array of items`
      )
  }
  return definitions as SidebarsDef
}

let watching = false

/** Creates the SidebarDefinitions node; under `gatsby develop`, keeps it in step with the file. */
export async function sourceSidebarDefinitions(args: SourceNodesArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest, reporter } = args
  const cache = args.cache as GatsbyCache
  const file = sidebarsFile()
  const create = async (): Promise<boolean> => {
    let definitions: SidebarsDef
    try {
      definitions = await loadSidebarDefinitions(file, cache)
    } catch (error) {
      if (!(error instanceof SidebarsFileError)) throw error
      reporter.panicOnBuild(error.message)
      return false
    }
    const fields = { file: displayPath(file), definitions }
    actions.createNode({
      ...fields,
      id: createNodeId(SIDEBARS_NODE_TYPE),
      parent: null,
      children: [],
      internal: { type: SIDEBARS_NODE_TYPE, contentDigest: createContentDigest(fields) },
    })
    return true
  }
  await create()
  if (process.env.gatsby_executing_command !== "develop" || watching) return
  watching = true
  const chokidar = createRequire(path.join(process.cwd(), "package.json"))("chokidar") as typeof import("chokidar")
  chokidar
    .watch(file, { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 50 } })
    .on("all", async () => {
      if (await create()) reporter.info(`${displayPath(file)} changed: sidebars updated`)
    })
}
