/** Gatsby's script loader, page-invariant (plugins/security-headers/policy/page-path-script.ts). */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { pageInvariantLoader, PAGE_PATH_ATTRIBUTE } from "./policy/page-path-script"

interface ScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html?: string }
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as React.ReactElement<ScriptProps>[]
  replacePostBodyComponents(
    components.map((component) => {
      if (!React.isValidElement(component) || component.props.id !== "gatsby-script-loader") return component
      const loader = pageInvariantLoader(component.props.dangerouslySetInnerHTML?.__html ?? "")
      if (!loader) return component
      return (
        <script
          key={component.key ?? "script-loader"}
          id="gatsby-script-loader"
          {...{ [PAGE_PATH_ATTRIBUTE]: loader.pagePath }}
          dangerouslySetInnerHTML={{ __html: loader.code }}
        />
      )
    })
  )
}
