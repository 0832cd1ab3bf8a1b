/**
 * Renders one navbar item by its type. Resolution (routes, errors) lives in src/lib/navbar.ts; an item
 * that throws while rendering is replaced by an error naming its configuration. Links, doc links and
 * the search slot render here; the other types come from ExtendedNavbarItem, loaded on demand.
 */
import React, { Suspense } from "react"
import {
  assertKnownItemType,
  itemType,
  resolveDefaultLink,
  resolveDocLink,
  type NavbarItemConfig,
} from "../../../lib/navbar"
import { site } from "../../../config/site"
import { sidebarLinksTo, type SidebarNode } from "../../../lib/sidebar"
import { stripBasePath } from "../../../lib/routing"
import { useDocsVersion } from "../../../hooks/useDocsVersion"
import { usePageLocation } from "../../../hooks/usePageLocation"
import NavLink from "./NavLink"
import * as styles from "./styles.module.css"

const ExtendedNavbarItem = React.lazy(() => import("./ExtendedNavbarItem"))

export { PREFERRED_VERSION_KEY } from "./preferred-version"

export interface NavbarItemProps {
  item: NavbarItemConfig
  mobile?: boolean
  /** Rendered for the "search" type (kept out of this module so search code loads on demand). */
  searchSlot?: React.ReactNode
  /** The sidebar of the page being read: a doc item in it is marked as the current section. */
  activeSidebar?: SidebarNode[] | null
}

function NavbarItemContent({ item, mobile, searchSlot, activeSidebar }: NavbarItemProps): JSX.Element | null {
  const version = useDocsVersion()
  const location = usePageLocation()
  assertKnownItemType(item)
  switch (itemType(item)) {
    case "default":
      return (
        <NavLink
          link={resolveDefaultLink(
            item as { label: string; to?: string; href?: string; target?: string },
            site.docsVersion.path
          )}
          mobile={mobile}
        />
      )
    case "doc": {
      const link = resolveDocLink(item as Extract<NavbarItemConfig, { type: "doc" }>, version)
      return (
        <NavLink
          link={link}
          mobile={mobile}
          inSection={sidebarLinksTo(activeSidebar, stripBasePath(link.href, site.basePath))}
        />
      )
    }
    case "search":
      return mobile ? null : <>{searchSlot ?? null}</>
    default:
      return (
        <Suspense fallback={null}>
          <ExtendedNavbarItem item={item} mobile={mobile} version={version} location={location} />
        </Suspense>
      )
  }
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
