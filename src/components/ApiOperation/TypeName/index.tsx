/**
 * A type label with each model's name linked to its page (src/lib/openapi/type-links.ts). On a model's
 * own page, CurrentModel names it, so the page does not link to itself.
 */
import React, { createContext, useContext } from "react"
import Link from "../../Link"
import { modelRoute } from "../../../lib/openapi/slug"
import { typeParts } from "../../../lib/openapi/type-links"
import * as styles from "./styles.module.css"

export const CurrentModel = createContext<string | undefined>(undefined)

export default function TypeName({ label, models }: { label: string; models: readonly string[] }): JSX.Element {
  const current = useContext(CurrentModel)
  return (
    <>
      {typeParts(label, models, current).map((part, i) =>
        part.model ? (
          <Link key={i} to={modelRoute(part.model)} className={styles.model}>
            {part.text}
          </Link>
        ) : (
          <React.Fragment key={i}>{part.text}</React.Fragment>
        )
      )}
    </>
  )
}
