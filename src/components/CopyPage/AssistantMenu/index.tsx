/**
 * "Ask an assistant": a disclosure (works before the page's JavaScript) with links that open ChatGPT
 * or Claude on a prompt naming the page's Markdown twin. Escape or a click elsewhere closes it.
 */
import React, { useEffect, useRef, useState } from "react"
import LeavesSiteMark from "../../LeavesSiteMark"
import { assistantLinks } from "../../../lib/assistant-links"
import { copyPageLabels as labels } from "../labels"
import * as parent from "../styles.module.css"
import * as styles from "./styles.module.css"

export default function AssistantMenu({ twinUrl }: { twinUrl: string }): JSX.Element {
  const menu = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const close = (focus: boolean) => {
      if (menu.current) menu.current.open = false
      if (focus) menu.current?.querySelector("summary")?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true)
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open])

  return (
    <details ref={menu} className={styles.menu} onToggle={() => setOpen(Boolean(menu.current?.open))}>
      <summary className={parent.button}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2zm7 11l.95 2.8 2.8.95-2.8.95L19 20.5l-.95-2.8-2.8-.95 2.8-.95L19 13z"
          />
        </svg>
        {labels.ask}
      </summary>
      <ul className={styles.list}>
        {assistantLinks(twinUrl).map((assistant) => (
          <li key={assistant.name}>
            <a className={styles.link} href={assistant.href} rel="noopener noreferrer">
              {labels.openIn(assistant.name)}
              <LeavesSiteMark />
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
