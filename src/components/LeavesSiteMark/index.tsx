/**
 * The mark of a link that leaves pollaris.example: an arrow-out-of-box icon, and for screen readers
 * the words "(opens another site)". Rendered inside the link, after its text. Global class names:
 * guide content renders it outside webpack (see src/components/content).
 */
import React from "react"
import { labels } from "../../config/site"

export default function LeavesSiteMark(): JSX.Element {
  return (
    <>
      {" "}
      <svg className="leaves-site-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
        />
      </svg>
      <span className="visually-hidden">{labels.leavesSite}</span>
    </>
  )
}
