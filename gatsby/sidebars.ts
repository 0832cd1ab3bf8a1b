/**
 * Sidebar resolution for page creation and the resolvers: the definitions (content/sidebars.ts through
 * the SidebarDefinitions node), the docs and the generated API group become resolved sidebars, memoised
 * until one of their inputs changes, and each is written once to a content-hashed shared file.
 */
import fs from "fs"
import path from "path"
import { sidebarHasDoc, sidebarForPages, type SidebarNode, type SidebarsDef, type SidebarDoc } from "../src/lib/sidebar"
import { resolveSidebars, SidebarError } from "../src/lib/sidebar-resolve"
import { sharedJsonFile } from "./shared-json-file"

/**
 * The sidebar definitions come from the SidebarDefinitions node of plugins/docs-source (content/
 * sidebars.ts, or the module DOCS_SIDEBARS names), which `gatsby develop` keeps in step with the file.
 */
export interface SidebarInputs {
  definitions: SidebarsDef
  file: string
  /** Drafts left out of a production build: doc id to file. */
  drafts: Record<string, string>
}

export interface DocRecord extends SidebarDoc {
  unlisted: boolean
  displayedSidebar?: string | null
  relativeFilePath: string
}

/** Groups supplied by source plugins for `{ type: "generated" }` sidebar items. */
export type GeneratedGroups = Record<string, SidebarNode[]>

export function buildSidebars(
  docs: DocRecord[],
  generated: GeneratedGroups,
  inputs: SidebarInputs,
  onDraftDropped?: (sidebar: string, id: string, file: string) => void
): Record<string, SidebarNode[]> {
  return resolveSidebars(inputs.definitions, docs, generated, {
    drafts: inputs.drafts,
    sidebarsFile: inputs.file,
    onDraftDropped,
  })
}

export interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>
}

export type NodesByType = (type: string) => unknown[]

export function sidebarInputs(getNodesByType: NodesByType): SidebarInputs {
  const node = getNodesByType("SidebarDefinitions")[0] as { definitions: SidebarsDef; file: string } | undefined
  const drafts: Record<string, string> = {}
  for (const d of getNodesByType("DocDraft") as { docId: string; relativeFilePath: string }[])
    drafts[d.docId] = d.relativeFilePath
  return { definitions: node?.definitions ?? {}, file: node?.file ?? "content/sidebars.ts", drafts }
}

export function docsFromNodes(getNodesByType: NodesByType): DocRecord[] {
  return (getNodesByType("Doc") as (DocRecord & { docId: string })[]).map((d) => ({ ...d, id: d.docId }))
}

export function groupsFromNodes(getNodesByType: NodesByType): GeneratedGroups {
  const groups: GeneratedGroups = {}
  for (const node of getNodesByType("ApiSidebar") as { source: string; items: SidebarNode[] }[])
    groups[node.source] = node.items
  return groups
}

/**
 * The resolved sidebars for the resolvers, computed once and again after a Doc, draft, sidebar
 * definition or API group is created (under develop, an edit), so develop never serves old ones.
 * Null when they do not resolve: the error is reported once, by createResolvers or createPages.
 */
let sidebarsMemo: { sidebars: Record<string, SidebarNode[]> | null } | null = null
export const SIDEBAR_INPUT_TYPES = new Set(["Doc", "DocDraft", "SidebarDefinitions", "ApiSidebar"])

/** Forgets the resolved sidebars: an input node was created, or deleted (develop). */
export function invalidateSidebars(): void {
  sidebarsMemo = null
}

export function currentSidebars(getNodesByType: NodesByType): Record<string, SidebarNode[]> | null {
  if (sidebarsMemo) return sidebarsMemo.sidebars
  let sidebars: Record<string, SidebarNode[]> | null
  try {
    sidebars = buildSidebars(
      docsFromNodes(getNodesByType),
      groupsFromNodes(getNodesByType),
      sidebarInputs(getNodesByType)
    )
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error
    sidebars = null
  }
  sidebarsMemo = { sidebars }
  return sidebars
}

export function sidebarOfDoc(
  sidebars: Record<string, SidebarNode[]>,
  docId: string,
  fallback?: string | null
): string | null {
  for (const [name, nodes] of Object.entries(sidebars)) if (sidebarHasDoc(nodes, docId)) return name
  return fallback ?? null
}

/**
 * Each resolved sidebar goes to one content-hashed file under public/shared/; pages carry its name
 * (sidebarFile), not the sidebar, so page-data.json stays page-sized and the browser loads a sidebar
 * once per visit (src/hooks/useSharedSidebar.ts). Returns the file of each sidebar name.
 */
export function writeSharedSidebars(sidebars: Record<string, SidebarNode[]>): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [name, nodes] of Object.entries(sidebars)) {
    const json = JSON.stringify(sidebarForPages(nodes))
    const file = sharedJsonFile("sidebar", name, json)
    const target = path.join(process.cwd(), "public", file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, json)
    files[name] = file
  }
  // Files of earlier builds go: public/ holds what this build's pages name, as after a clean build.
  const dir = path.join(process.cwd(), "public", path.dirname(Object.values(files)[0] ?? "/shared/x"))
  const current = new Set(Object.values(files).map((f) => path.basename(f)))
  if (fs.existsSync(dir))
    for (const old of fs.readdirSync(dir))
      if (old.startsWith("sidebar-") && !current.has(old)) fs.rmSync(path.join(dir, old))
  return files
}
