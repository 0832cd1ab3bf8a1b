/** Text segments of a search result, matched terms in <mark>. Always text nodes, never HTML. */
import React from "react"
import type { TextSegment } from "../../../lib/search/types"

export default function Highlighted({ segments }: { segments: TextSegment[] }): JSX.Element {
  return (
    <>
      {segments.map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>
      )}
    </>
  )
}
