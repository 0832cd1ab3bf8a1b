/**
 * The browser side of react-helmet, in a few hundred bytes. The full react-helmet renders the head on
 * the server (gatsby-plugin-react-helmet); in the browser bundle `react-helmet` is aliased to this
 * module (see gatsby-node.ts onCreateWebpackConfig), which applies the same <Helmet> children after
 * each client-side navigation: title, <html> attributes, meta and link tags.
 */
import React, { useEffect } from "react"

const MANAGED = "data-react-helmet"

interface HelmetProps {
  htmlAttributes?: Record<string, string>
  children?: React.ReactNode
}

type TagProps = Record<string, string | undefined>

export function applyHead(doc: Document, { htmlAttributes, children }: HelmetProps): void {
  for (const [name, value] of Object.entries(htmlAttributes ?? {})) doc.documentElement.setAttribute(name, value)
  doc.head.querySelectorAll(`meta[${MANAGED}], link[${MANAGED}]`).forEach((el) => el.remove())
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement(child) || typeof child.type !== "string") return
    const props = child.props as TagProps & { children?: React.ReactNode }
    if (child.type === "title") {
      doc.title = React.Children.toArray(props.children).join("")
      return
    }
    if (child.type !== "meta" && child.type !== "link") return
    const el = doc.createElement(child.type)
    for (const [name, value] of Object.entries(props))
      if (name !== "children" && typeof value === "string") el.setAttribute(name, value)
    el.setAttribute(MANAGED, "true")
    doc.head.appendChild(el)
  })
}

export function Helmet(props: HelmetProps): null {
  useEffect(() => applyHead(document, props))
  return null
}

export default Helmet
