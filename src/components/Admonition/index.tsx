/** Callouts for MDX: note, tip, info, warning, danger. */
import React from "react"
import * as styles from "./styles.module.css"

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
}

const ICONS: Record<AdmonitionType, string> = { note: "✎", tip: "💡", info: "ℹ", warning: "⚠", danger: "⛔" }

export default function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children: React.ReactNode }): JSX.Element {
  return (
    <aside className={`${styles.admonition} ${styles[type]}`} aria-label={title ?? DEFAULT_TITLES[type]}>
      <p className={styles.heading}>
        <span aria-hidden="true" className={styles.icon}>
          {ICONS[type]}
        </span>
        {title ?? DEFAULT_TITLES[type]}
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  )
}

type Props = { title?: string; children: React.ReactNode }
export const Note = (p: Props) => <Admonition type="note" {...p} />
export const Tip = (p: Props) => <Admonition type="tip" {...p} />
export const Info = (p: Props) => <Admonition type="info" {...p} />
export const Warning = (p: Props) => <Admonition type="warning" {...p} />
export const Danger = (p: Props) => <Admonition type="danger" {...p} />
