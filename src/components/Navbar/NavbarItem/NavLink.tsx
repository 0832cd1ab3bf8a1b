import React from "react"
import type { ResolvedLink } from "../../../lib/navbar"
import { isSameRoute } from "../../../lib/routing"
import { usePageLocation } from "../../../hooks/usePageLocation"
import Link from "../../Link"
import * as styles from "./styles.module.css"

/** One resolved navbar link, marked as the current page when it is. */
export default function NavLink({ link, mobile, onClick }: { link: ResolvedLink; mobile?: boolean; onClick?: () => void }): JSX.Element {
  const location = usePageLocation()
  const active = !link.external && isSameRoute(link.href, location.pathname)
  return (
    <Link href={link.href} target={link.target} className={mobile ? styles.mobileLink : styles.link} aria-current={active ? "page" : undefined} onClick={onClick}>
      {link.label}
    </Link>
  )
}
