/** Server rendering: the same layout as the browser, the dark colour scheme, and the analytics script. */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { site } from "./src/config/site"

export { wrapPageElement } from "./src/wrap-page-element"
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.locale, "data-theme": "dark" } as Record<string, string>)
  setHeadComponents([
    <meta key="color-scheme" name="color-scheme" content="dark" />,
    <meta key="theme-color" name="theme-color" content="#15161a" />,
    <script key="analytics" defer data-domain={site.analytics.domain} src={site.analytics.src} />,
  ])
}
