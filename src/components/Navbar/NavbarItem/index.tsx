/**
 * Renders one navbar item by its type. Resolution (routes, errors) lives in src/lib/navbar.ts; an item
 * that throws while rendering is replaced by an error naming its configuration.
 */
import React from "react"
import {
  assertKnownItemType,
  itemType,
  resolveDefaultLink,
  resolveDocLink,
  resolveDocSidebarLink,
  mainDocPath,
  versionDropdownEntries,
  localeDropdownEntries,
  type NavbarItemConfig,
  type ResolvedLink,
} from "../../../lib/navbar"
import { isSameRoute } from "../../../lib/routing"
import { site, labels } from "../../../config/site"
import { useDocsVersion } from "../../../hooks/useDocsVersion"
import { writeStorage } from "../../../hooks/storage"
import { usePageLocation } from "../../../hooks/usePageLocation"
import Link from "../../Link"
import * as styles from "./styles.module.css"

export const PREFERRED_VERSION_KEY = "pollaris.docs.preferredVersion"

export interface NavbarItemProps {
  item: NavbarItemConfig
  mobile?: boolean
  /** Rendered for the "search" type (kept out of this module so search code loads on demand). */
  searchSlot?: React.ReactNode
}

function NavLink({ link, mobile, onClick }: { link: ResolvedLink; mobile?: boolean; onClick?: () => void }) {
  const location = usePageLocation()
  const active = !link.external && isSameRoute(link.href, location.pathname)
  return (
    <Link
      href={link.href}
      target={link.target}
      className={mobile ? styles.mobileLink : styles.link}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
    >
      {link.label}
    </Link>
  )
}

function Dropdown({ label, links, mobile, onSelect }: { label: string; links: ResolvedLink[]; mobile?: boolean; onSelect?: (i: number) => void }) {
  const [open, setOpen] = React.useState(false)
  return (
    <div
      className={mobile ? styles.mobileDropdown : styles.dropdown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false)
      }}
    >
      <button type="button" className={mobile ? styles.mobileLink : styles.link} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul className={styles.menu}>
          {links.map((link, i) => (
            <li key={link.href + i}>
              <NavLink link={link} mobile onClick={() => onSelect?.(i)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function renderItem({ item, mobile, searchSlot }: NavbarItemProps, ctx: { version: ReturnType<typeof useDocsVersion>; search: string; hash: string; pathname: string }): React.ReactNode {
  assertKnownItemType(item)
  const basePath = site.docsVersion.path
  switch (itemType(item)) {
    case "default": {
      const i = item as Extract<NavbarItemConfig, { label: string; to?: string }>
      return <NavLink link={resolveDefaultLink(i, basePath)} mobile={mobile} />
    }
    case "dropdown": {
      const i = item as Extract<NavbarItemConfig, { type: "dropdown" }>
      const links = i.items.map((child) => {
        const c = child as { label: string; to?: string; href?: string }
        return resolveDefaultLink(c, basePath)
      })
      return <Dropdown label={i.label} links={links} mobile={mobile} />
    }
    case "localeDropdown": {
      const entries = localeDropdownEntries([{ locale: site.locale, label: "English", baseUrl: site.basePath }], site.basePath, ctx.pathname, ctx.search)
      return <Dropdown label={mobile ? labels.mobileLanguages : item.label ?? "English"} links={entries} mobile={mobile} />
    }
    case "search":
      return mobile ? null : searchSlot ?? null
    case "html": {
      const i = item as Extract<NavbarItemConfig, { type: "html" }>
      // Raw HTML from the site configuration (trusted, never from readers).
      return <span className={styles.html} dangerouslySetInnerHTML={{ __html: i.value }} />
    }
    case "doc": {
      const i = item as Extract<NavbarItemConfig, { type: "doc" }>
      return <NavLink link={resolveDocLink(i, ctx.version)} mobile={mobile} />
    }
    case "docSidebar": {
      const i = item as Extract<NavbarItemConfig, { type: "docSidebar" }>
      return <NavLink link={resolveDocSidebarLink(i, ctx.version)} mobile={mobile} />
    }
    case "docsVersion": {
      const i = item as Extract<NavbarItemConfig, { type: "docsVersion" }>
      return <NavLink link={{ label: i.label ?? ctx.version.label, href: i.to ? `${basePath}${i.to}` : mainDocPath(ctx.version), external: false }} mobile={mobile} />
    }
    case "docsVersionDropdown": {
      const i = item as Extract<NavbarItemConfig, { type: "docsVersionDropdown" }>
      const entries = versionDropdownEntries([ctx.version], i.versions, ctx.search, ctx.hash)
      return (
        <Dropdown
          label={mobile ? labels.mobileVersions : i.label ?? ctx.version.label}
          links={entries}
          mobile={mobile}
          onSelect={(index) => writeStorage(PREFERRED_VERSION_KEY, entries[index].version)}
        />
      )
    }
    default:
      return null
  }
}

function NavbarItemContent(props: NavbarItemProps): JSX.Element {
  const version = useDocsVersion()
  const location = usePageLocation()
  return <>{renderItem(props, { version, search: location.search ?? "", hash: location.hash ?? "", pathname: location.pathname })}</>
}

interface BoundaryState {
  error: Error | null
}

/** Keeps one broken item from taking the whole navbar down, and says which item it was. */
class NavbarItemBoundary extends React.Component<{ item: NavbarItemConfig; children: React.ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null }
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error }
  }
  render() {
    if (this.state.error) {
      return (
        <span role="alert" className={styles.error}>
          {`A navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your site configuration: ${JSON.stringify(this.props.item)}. ${this.state.error.message}`}
        </span>
      )
    }
    return this.props.children
  }
}

export default function NavbarItem(props: NavbarItemProps): JSX.Element {
  return (
    <NavbarItemBoundary item={props.item}>
      <NavbarItemContent {...props} />
    </NavbarItemBoundary>
  )
}
