/**
 * remark-gfm and rehype-prism-plus are ES modules, while gatsby-config is compiled to CommonJS and a
 * unified plugin must attach synchronously.
 * - remark-gfm registers parser extensions when attached, so it is imported once per process in
 *   onPluginInit (see ../gatsby-node.ts) and `esmPlugin` attaches the already-loaded module.
 * - rehype-prism-plus only transforms the tree, so `lazyEsmPlugin` imports it the first time a page
 *   is compiled: a rebuild that compiles no MDX never loads its ~300 Prism grammars.
 */
type Transformer = (tree: unknown, file: unknown) => unknown
type PluginModule = { default: (this: unknown, options?: unknown) => Transformer | void }
type Entry = { pending: Promise<PluginModule>; module?: PluginModule }
// gatsby-config and this plugin's gatsby-node are compiled into separate bundles, each with its own
// copy of this module: the loaded modules live on globalThis so both copies see them.
const REGISTRY_KEY = "__docsSourceEsmPlugins"
const registry = (): Map<string, Entry> => {
  const g = globalThis as unknown as Record<string, Map<string, Entry>>
  return (g[REGISTRY_KEY] ??= new Map())
}

// A real dynamic import that the config compiler leaves alone.
const importModule = new Function("name", "return import(name)") as (name: string) => Promise<PluginModule>

function importOnce(name: string): Promise<PluginModule> {
  let entry = registry().get(name)
  if (!entry) {
    const created: Entry = { pending: importModule(name).then((mod) => (created.module = mod)) }
    registry().set(name, (entry = created))
  }
  return entry.pending
}

export const PRELOADED_ESM_PLUGINS = ["remark-gfm"] as const

export async function preloadEsmPlugins(): Promise<void> {
  await Promise.all(PRELOADED_ESM_PLUGINS.map(importOnce))
}

export function esmPlugin(name: (typeof PRELOADED_ESM_PLUGINS)[number], options?: unknown) {
  return function attach(this: unknown) {
    const mod = registry().get(name)?.module
    if (!mod) throw new Error(`${name} was not preloaded: is the docs-source plugin listed in gatsby-config?`)
    return mod.default.call(this, options)
  }
}

/** For plugins that only return a transformer: the module is imported when the first tree reaches it. */
export function lazyEsmPlugin(name: string, options?: unknown) {
  return function attach(this: unknown) {
    let transformer: Promise<Transformer | void> | undefined
    // An arrow function, so `this` inside is the processor the plugin was attached to.
    const transform = async (tree: unknown, file: unknown) => {
      transformer ??= importOnce(name).then((mod) => mod.default.call(this, options))
      const run = await transformer
      return run ? run(tree, file) : undefined
    }
    return transform
  }
}
