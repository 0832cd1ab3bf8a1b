import React, { useEffect, useState } from "react"
import { labels } from "../../../config/site"
import * as styles from "./styles.module.css"

/** Copies the text of the code block it sits in; says "Copied" for two seconds. */
export default function CopyButton({ getText }: { getText: () => string }): JSX.Element {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? labels.copied : labels.copyCode}
      title={labels.copyCode}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(getText())
          setCopied(true)
        } catch {
          /* clipboard blocked: nothing to do, the text stays selectable */
        }
      }}
    >
      {copied ? labels.copied : "Copy"}
    </button>
  )
}
