/**
 * A link card for React pages (category index pages), with client-side navigation. It shares the
 * look of the cards MDX pages use (global .card classes in src/styles/content.css).
 */
import React from "react"
import Link from "../Link"

interface CardProps {
  to: string
  title: string
  description?: string
  meta?: string
}

export function Card({ to, title, description, meta }: CardProps): JSX.Element {
  return (
    <Link to={to} className="card">
      <span className="card__title">{title}</span>
      {description ? <span className="card__description">{description}</span> : null}
      {meta ? <span className="card__meta">{meta}</span> : null}
    </Link>
  )
}
