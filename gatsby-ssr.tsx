/** Server rendering: the same layout as the browser, the dark colour scheme, and the analytics script. */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { site, labels, baseUrlIssueLabels, announcement } from "./src/config/site"
import { firstPaint, FIRST_PAINT } from "./src/browser/head/first-paint"
import { DISMISS_STORAGE_KEY } from "./src/hooks/useDismissible"
import { chunkFailureNotice, baseUrlBanner, inlineScript } from "./src/browser/head/load-failure-scripts"
import { htmlPathGuard, HTML_PATH_ATTRIBUTE } from "./src/browser/html-path"
import { iconLinks } from "./src/lib/site-icons"

import { wrapPageElement as wrapWithLayout } from "./src/wrap-page-element"
import { primeSharedFromBuild } from "./src/browser/shared-data-ssr"
import { renderBodyHtml } from "./src/ssr/render-body"

// The page's shared sidebar file is read from the build output, so its HTML renders the sidebar.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = (args) => {
  primeSharedFromBuild((args.props.pageContext as { sidebarFile?: string | null } | undefined)?.sidebarFile)
  return wrapWithLayout(args)
}

// Gatsby's own rendering, minus the NUL bytes React 18 pads its write buffers with (src/ssr/render-body.ts).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderBodyHtml(bodyComponent as React.ReactElement))
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: site.locale, "data-theme": "dark" } as Record<string, string>)
  setHeadComponents([
    <meta key="color-scheme" name="color-scheme" content="dark" />,
    <meta key="theme-color" name="theme-color" content={site.themeColor} />,
    ...iconLinks(site.basePath).map((link) => <link key={`${link.rel}-${link.href}`} {...link} />),
    <script key="analytics" defer data-domain={site.analytics.domain} src={site.analytics.src} />,
    // Before the first paint: a dismissed announcement stays hidden, End lays out every section.
    <script
      key="first-paint"
      dangerouslySetInnerHTML={{
        __html: inlineScript(firstPaint, {
          dismissKey: DISMISS_STORAGE_KEY,
          announcementId: announcement.id,
          ...FIRST_PAINT,
        }),
      }}
    />,
  ])
  const scripts = [
    inlineScript(chunkFailureNotice, {
      basePath: site.basePath,
      text: labels.chunkLoadError,
      retryLabel: labels.retry,
    }),
  ]
  // The base URL banner belongs to the page at the base URL only.
  if (pathname === "/")
    scripts.push(
      inlineScript(baseUrlBanner, {
        basePath: site.basePath,
        title: baseUrlIssueLabels.title,
        hint: baseUrlIssueLabels.hint,
      })
    )
  // A host without redirects answers "/docs/faq.html" with the not-found page: hidden until the browser knows.
  if (/^\/404(\.html|\/)?$/.test(pathname))
    scripts.push(inlineScript(htmlPathGuard, { attribute: HTML_PATH_ATTRIBUTE }))
  setPreBodyComponents([<script key="load-failure" dangerouslySetInnerHTML={{ __html: scripts.join("\n") }} />])
}
