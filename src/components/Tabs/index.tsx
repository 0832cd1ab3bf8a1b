/** Tabs for MDX: <Tabs><TabItem label="…">…</TabItem></Tabs>, keyboard operable (ARIA tabs pattern). */
import React, { useId, useRef, useState } from "react"
import * as styles from "./styles.module.css"

export function TabItem({ children }: { label: string; value?: string; children: React.ReactNode }): JSX.Element {
  return <>{children}</>
}

export default function Tabs({ children }: { children: React.ReactNode }): JSX.Element {
  const items = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<{ label: string; children: React.ReactNode }> => React.isValidElement(c) && typeof (c.props as { label?: unknown }).label === "string"
  )
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const focus = (i: number) => {
    const next = (i + items.length) % items.length
    setSelected(next)
    refs.current[next]?.focus()
  }
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map((item, i) => (
          <button
            key={item.props.label}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight") focus(i + 1)
              else if (e.key === "ArrowLeft") focus(i - 1)
              else if (e.key === "Home") focus(0)
              else if (e.key === "End") focus(items.length - 1)
            }}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div key={item.props.label} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={i !== selected} className={styles.panel}>
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
