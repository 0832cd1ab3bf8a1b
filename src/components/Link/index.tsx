/**
 * One link for the whole site: internal routes go through Gatsby's Link (prefetching, client-side
 * navigation, base path), external URLs and in-page anchors stay plain anchors; the ones that leave
 * pollaris.example say so (LeavesSiteMark) and still open in the same tab.
 */
import React from "react"
import { Link as GatsbyLink } from "gatsby"
import { isExternalUrl, leavesSite } from "../../lib/routing"
import { MAIN_SITE_URL } from "../../config/site"
import LeavesSiteMark from "../LeavesSiteMark"

declare const __PATH_PREFIX__: string | undefined

/** "/docs/faq" (already prefixed, as MDX links are) or "/faq" -> "/faq". */
export function internalRoute(href: string): string {
  const prefix = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : ""
  if (
    prefix &&
    (href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}#`) || href.startsWith(`${prefix}?`))
  ) {
    return href.slice(prefix.length) || "/"
  }
  return href
}

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; to?: string }

export default function Link({ href, to, children, ...rest }: Props): JSX.Element {
  const target = to ?? href ?? ""
  if (!target || target.startsWith("#") || isExternalUrl(target)) {
    return (
      <a href={target} {...rest}>
        {children}
        {leavesSite(target, MAIN_SITE_URL) ? <LeavesSiteMark /> : null}
      </a>
    )
  }
  const { ref: _ref, ...gatsbyProps } = rest as Props & { ref?: unknown }
  return (
    <GatsbyLink to={to ?? internalRoute(target)} {...(gatsbyProps as Record<string, unknown>)}>
      {children}
    </GatsbyLink>
  )
}
