/** Browser entry: the persistent layout around every page, and global styles. */
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import Layout from "./src/components/Layout"
import type { SidebarNode } from "./src/lib/sidebar"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const context = props.pageContext as { sidebar?: SidebarNode[] }
  return (
    <Layout pathname={props.location.pathname} sidebar={context?.sidebar}>
      {element}
    </Layout>
  )
}
