/**
 * The dot between facts ("required · application/json"). The dot comes from CSS, not from a text node:
 * React 18's server renderer writes a NUL byte into the HTML when a short text with a multi-byte
 * character meets the end of its 2 KB write buffer (it sends the buffer with its unfilled last byte).
 */
import React from "react"
import * as styles from "./styles.module.css"

export default function Separator(): JSX.Element {
  return <span className={styles.separator} aria-hidden="true" />
}
