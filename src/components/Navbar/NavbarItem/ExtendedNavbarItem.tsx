/**
 * The navbar item types the configured navbar does not use (dropdowns, locales, versions, sidebars,
 * raw HTML). Loaded on demand by NavbarItem, so pages only pay for them when they are configured.
 */
import React from "react"
import {
  resolveDefaultLink,
  resolveDocSidebarLink,
  itemType,
  type NavbarItemConfig,
  type ResolvedLink,
  type DocsVersionInfo,
} from "../../../lib/navbar"
import { mainDocPath, versionDropdownEntries, localeDropdownEntries } from "../../../lib/navbar-dropdowns"
import { site, labels } from "../../../config/site"
import { writeStorage } from "../../../hooks/storage"
import { activeDocsPlugin, activeVersion } from "../../../lib/docs-version"
import NavLink from "./NavLink"
import * as styles from "./styles.module.css"

import { PREFERRED_VERSION_KEY } from "./preferred-version"

function Dropdown({
  label,
  links,
  mobile,
  onSelect,
}: {
  label: string
  links: ResolvedLink[]
  mobile?: boolean
  onSelect?: (i: number) => void
}) {
  const [open, setOpen] = React.useState(false)
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving come from the button and links inside; the container only listens as they bubble up
    <div
      className={mobile ? styles.mobileDropdown : styles.dropdown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false)
      }}
    >
      <button
        type="button"
        className={mobile ? styles.mobileLink : styles.link}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
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

export interface ExtendedNavbarItemProps {
  item: NavbarItemConfig
  mobile?: boolean
  version: DocsVersionInfo
  location: { pathname: string; search: string; hash: string }
}

/** The version of the page being read: docs routes are matched by path prefix, per docs plugin and version. */
function currentVersion(pathname: string, version: DocsVersionInfo): DocsVersionInfo {
  const plugin = activeDocsPlugin(pathname, [{ id: "default", path: version.path, versions: [version] }])
  return activeVersion(pathname, plugin.versions) ?? version
}

export default function ExtendedNavbarItem({
  item,
  mobile,
  version,
  location,
}: ExtendedNavbarItemProps): JSX.Element | null {
  const basePath = site.docsVersion.path
  switch (itemType(item)) {
    case "dropdown": {
      const i = item as Extract<NavbarItemConfig, { type: "dropdown" }>
      const links = i.items.map((child) =>
        resolveDefaultLink(child as { label: string; to?: string; href?: string }, basePath)
      )
      return <Dropdown label={i.label} links={links} mobile={mobile} />
    }
    case "localeDropdown": {
      const entries = localeDropdownEntries(
        [{ locale: site.locale, label: "English", baseUrl: site.basePath }],
        site.basePath,
        location.pathname,
        location.search
      )
      return (
        <Dropdown label={mobile ? labels.mobileLanguages : (item.label ?? "English")} links={entries} mobile={mobile} />
      )
    }
    case "html": {
      const i = item as Extract<NavbarItemConfig, { type: "html" }>
      // Raw HTML from the site configuration (trusted, never from readers).
      return <span className={styles.html} dangerouslySetInnerHTML={{ __html: i.value }} />
    }
    case "docSidebar": {
      const i = item as Extract<NavbarItemConfig, { type: "docSidebar" }>
      return <NavLink link={resolveDocSidebarLink(i, version)} mobile={mobile} />
    }
    case "docsVersion": {
      const i = item as Extract<NavbarItemConfig, { type: "docsVersion" }>
      const current = currentVersion(location.pathname, version)
      return (
        <NavLink
          link={{
            label: i.label ?? current.label,
            href: i.to ? `${basePath}${i.to}` : mainDocPath(current),
            external: false,
          }}
          mobile={mobile}
        />
      )
    }
    case "docsVersionDropdown": {
      const i = item as Extract<NavbarItemConfig, { type: "docsVersionDropdown" }>
      const entries = versionDropdownEntries([version], i.versions, location.search, location.hash, location.pathname)
      return (
        <Dropdown
          label={mobile ? labels.mobileVersions : (i.label ?? currentVersion(location.pathname, version).label)}
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
