/** The layout around every page, shared by gatsby-browser and gatsby-ssr so both render the same tree. */
import React from "react"
import Layout from "./components/Layout"
import SearchBar from "./components/SearchBar"
import type { SidebarNode } from "./lib/sidebar"

interface WrapArgs {
  element: React.ReactElement
  props: { location: { pathname: string; search?: string; hash?: string }; pageContext: unknown }
}

export function wrapPageElement({ element, props }: WrapArgs): React.ReactElement {
  const context = props.pageContext as { sidebar?: SidebarNode[]; sidebarFile?: string | null } | undefined
  const { pathname, search = "", hash = "" } = props.location
  return (
    <Layout
      location={{ pathname, search, hash }}
      sidebar={context?.sidebar}
      sidebarFile={context?.sidebarFile}
      searchSlot={<SearchBar />}
    >
      {element}
    </Layout>
  )
}
