import React from "react"
import type { ResolvedLink } from "../../../lib/navbar"
import { isSameRoute } from "../../../lib/routing"
import { usePageLocation } from "../../../hooks/usePageLocation"
import Link from "../../Link"
import * as styles from "./styles.module.css"

/**
 * One resolved navbar link, marked as the current page when it is, or as the current section when
 * `inSection` (a doc item whose sidebar is the one of the page being read).
 */
export default function NavLink({
  link,
  mobile,
  onClick,
  inSection,
}: {
  link: ResolvedLink
  mobile?: boolean
  onClick?: () => void
  inSection?: boolean
}): JSX.Element {
  const location = usePageLocation()
  const active = !link.external && isSameRoute(link.href, location.pathname)
  return (
    <Link
      href={link.href}
      target={link.target}
      className={mobile ? styles.mobileLink : styles.link}
      aria-current={active ? "page" : inSection ? "true" : undefined}
      onClick={onClick}
    >
      {link.label}
    </Link>
  )
}
