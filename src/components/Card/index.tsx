/** Link cards: used by category index pages and by MDX (<CardGrid><Card …/></CardGrid>). */
import React from "react"
import Link from "../Link"
import * as styles from "./styles.module.css"

interface CardProps {
  to: string
  title: string
  description?: string
  children?: React.ReactNode
  meta?: string
}

export function Card({ to, title, description, children, meta }: CardProps): JSX.Element {
  return (
    <Link to={to} className={styles.card}>
      <span className={styles.title}>{title}</span>
      {description || children ? <span className={styles.description}>{description ?? children}</span> : null}
      {meta ? <span className={styles.meta}>{meta}</span> : null}
    </Link>
  )
}

export function CardGrid({ children }: { children: React.ReactNode }): JSX.Element {
  return (
    <ul className={styles.grid}>
      {React.Children.toArray(children).map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  )
}
