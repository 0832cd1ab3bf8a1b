/**
 * remark-gfm and rehype-prism-plus are ES modules, while gatsby-config is compiled to CommonJS and a
 * unified plugin must attach synchronously (remark-gfm registers parser extensions when attached).
 * So the modules are imported once per process in onPluginInit (see ../gatsby-node.ts) and the
 * wrappers below attach the already-loaded plugin.
 */
type PluginModule = { default: (this: unknown, options?: unknown) => unknown }
const REGISTRY_KEY = "__docsSourceEsmPlugins"
const registry = (): Map<string, PluginModule> => {
  const g = globalThis as unknown as Record<string, Map<string, PluginModule>>
  return (g[REGISTRY_KEY] ??= new Map())
}

// A real dynamic import that the config compiler leaves alone.
const importModule = new Function("name", "return import(name)") as (name: string) => Promise<PluginModule>

export const ESM_PLUGINS = ["remark-gfm", "rehype-prism-plus"] as const

export async function preloadEsmPlugins(): Promise<void> {
  for (const name of ESM_PLUGINS) {
    if (!registry().has(name)) registry().set(name, await importModule(name))
  }
}

export function esmPlugin(name: (typeof ESM_PLUGINS)[number], options?: unknown) {
  return function attach(this: unknown) {
    const mod = registry().get(name)
    if (!mod) throw new Error(`${name} was not preloaded: is the docs-source plugin listed in gatsby-config?`)
    return mod.default.call(this, options)
  }
}
