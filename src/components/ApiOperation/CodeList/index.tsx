import React from "react"

/** Values as inline code, separated by commas (enums, defaults, examples). */
export default function CodeList({ values }: { values: string[] }): JSX.Element {
  return (
    <>
      {values.map((v, i) => (
        <React.Fragment key={`${v}-${i}`}>
          {i > 0 ? ", " : null}
          <code>{v}</code>
        </React.Fragment>
      ))}
    </>
  )
}
