/**
 * Navbar items: the configuration types of every supported item type, and their resolution into
 * plain links. React components render what these functions return; errors name the item and what is wrong.
 */
import { isExternalUrl, withBasePath } from "./routing"

interface BaseItem {
  label?: string
  position?: "left" | "right"
  /** true: mobile only; false: desktop only; undefined: both. */
  mobile?: boolean
  className?: string
}

export type NavbarItemConfig =
  | (BaseItem & { type?: "default"; label: string; to?: string; href?: string; target?: string })
  | (BaseItem & { type: "dropdown"; label: string; items: NavbarItemConfig[] })
  | (BaseItem & { type: "localeDropdown" })
  | (BaseItem & { type: "search" })
  | (BaseItem & { type: "html"; value: string })
  | (BaseItem & { type: "doc"; docId: string })
  | (BaseItem & { type: "docSidebar"; sidebarId: string })
  | (BaseItem & { type: "docsVersion"; to?: string })
  | (BaseItem & { type: "docsVersionDropdown"; versions?: string[] })

export const NAVBAR_ITEM_TYPES = [
  "default",
  "dropdown",
  "localeDropdown",
  "search",
  "html",
  "doc",
  "docSidebar",
  "docsVersion",
  "docsVersionDropdown",
] as const

export interface VersionDoc {
  id: string
  path: string
  sidebar?: string | null
  unlisted: boolean
}

export interface DocsVersionInfo {
  name: string
  label: string
  path: string
  isLast: boolean
  mainDocId: string
  docs: VersionDoc[]
}

export interface ResolvedLink {
  label: string
  /** Full URL or path including the base path. */
  href: string
  external: boolean
  target?: string
}

/**
 * A configuration error of the navbar. A plain Error with a name (not a subclass): extending Error
 * costs a runtime helper in the browser bundle.
 */
export function navbarConfigError(message: string): Error {
  const error = new Error(message)
  error.name = "NavbarConfigError"
  return error
}

export function itemType(item: NavbarItemConfig): string {
  return item.type ?? "default"
}

export function assertKnownItemType(item: NavbarItemConfig): void {
  const type = itemType(item)
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    throw navbarConfigError(`No NavbarItem component found for type "${type}".`)
  }
}

/** Shown on mobile when `mobile` is true or unset, on desktop when false or unset. */
export function isVisibleOn(item: NavbarItemConfig, viewport: "mobile" | "desktop"): boolean {
  if (item.mobile === undefined) return true
  return viewport === "mobile" ? item.mobile : !item.mobile
}

/** A default link: `to` is an internal route (the base path is added), `href` an external URL. */
export function resolveDefaultLink(
  item: { label: string; to?: string; href?: string; target?: string },
  basePath: string
): ResolvedLink {
  if (item.href) return { label: item.label, href: item.href, external: isExternalUrl(item.href), target: item.target }
  if (item.to !== undefined)
    return { label: item.label, href: withBasePath(basePath, item.to), external: false, target: item.target }
  throw navbarConfigError(`Navbar link "${item.label}" needs "to" or "href".`)
}

export function resolveDocLink(item: { docId: string; label?: string }, version: DocsVersionInfo): ResolvedLink {
  const doc = version.docs.find((d) => d.id === item.docId)
  if (!doc) {
    throw navbarConfigError(
      `Couldn't find any doc with id "${item.docId}" in version ${version.name}. Available doc ids are: ${version.docs.map((d) => d.id).join(", ")}`
    )
  }
  return { label: item.label ?? doc.id, href: doc.path, external: false }
}

/** Links to the first doc of a sidebar; a sidebar with nothing to link to is a configuration error. */
export function resolveDocSidebarLink(
  item: { sidebarId: string; label?: string },
  version: DocsVersionInfo
): ResolvedLink {
  const first = version.docs.find((d) => d.sidebar === item.sidebarId)
  if (!first) {
    throw navbarConfigError(
      `DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`
    )
  }
  return { label: item.label ?? item.sidebarId, href: first.path, external: false }
}
