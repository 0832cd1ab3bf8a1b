/**
 * "Back to top" on long pages: appears when the reader scrolls up far down a page, and scrolls to the
 * top smoothly (src/browser/scroll-to-top.ts: each frame keeps 0.85 of the distance, reduced motion respected).
 * Hidden, it is out of the tab order; Home does the same from the keyboard.
 */
import React, { useEffect, useState } from "react"
import { backToTopShown, scrollToTop } from "../../browser/scroll-to-top"
import { labels } from "../../config/site"
import * as styles from "./styles.module.css"

export default function BackToTopButton(): JSX.Element {
  const [shown, setShown] = useState(false)

  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const current = window.scrollY
      setShown(backToTopShown(last, current))
      last = current
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  return (
    <button
      type="button"
      className={`${styles.button} ${shown ? styles.shown : ""}`}
      aria-label={labels.backToTop}
      onClick={() => scrollToTop(window)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="2"
          d="M6 15l6-6 6 6"
        />
      </svg>
    </button>
  )
}
