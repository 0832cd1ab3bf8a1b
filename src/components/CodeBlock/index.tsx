/** A code block (already highlighted at build time) with a copy button. */
import React, { useRef } from "react"
import CopyButton from "./CopyButton"
import * as styles from "./styles.module.css"

export default function CodeBlock(props: React.HTMLAttributes<HTMLPreElement>): JSX.Element {
  const ref = useRef<HTMLPreElement>(null)
  return (
    <div className={styles.wrapper}>
      <pre ref={ref} {...props} className={`${styles.pre} ${props.className ?? ""}`} tabIndex={0} />
      <CopyButton getText={() => ref.current?.innerText.replace(/\n$/, "") ?? ""} />
    </div>
  )
}
