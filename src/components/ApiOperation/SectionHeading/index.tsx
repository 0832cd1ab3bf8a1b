/** An h2 or h3 of an API page, with the id the table of contents links to and a "#" anchor link. */
import React from "react"
import { pageLabels } from "../../../config/site"
import * as styles from "./styles.module.css"

interface Props {
  level: 2 | 3
  id: string
  /** Plain text of the heading, for the anchor link's label. */
  text: string
  children?: React.ReactNode
  /** false: no "#" link (a heading inside a <summary> may hold no other interactive element). */
  anchor?: boolean
}

export default function SectionHeading({ level, id, text, children, anchor = true }: Props): JSX.Element {
  const Tag = level === 2 ? "h2" : "h3"
  return (
    <Tag id={id} className={styles.heading}>
      {children ?? text}
      {anchor ? (
        <a
          className="hash-link"
          href={`#${id}`}
          aria-label={pageLabels.anchorLink(text)}
          title={pageLabels.anchorLink(text)}
        >
          #
        </a>
      ) : null}
    </Tag>
  )
}
