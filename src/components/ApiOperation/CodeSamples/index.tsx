/** Ready-to-run requests for the operation (curl, JavaScript, Node, Python, Go, Ruby, PHP, Java, C#) in tabs, each with a copy button. */
import React from "react"
import type { CodeSample } from "../../../lib/openapi/types"
import { Tabs, TabItem } from "../../content"
import HighlightedCode from "../HighlightedCode"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

export default function CodeSamples({
  samples,
  envVar,
}: {
  samples: CodeSample[]
  envVar?: string | null
}): JSX.Element | null {
  if (samples.length === 0) return null
  return (
    <div className={styles.samples}>
      {envVar ? (
        <p className={styles.note}>
          {apiLabels.envVarNote} <code>{envVar}</code>.
        </p>
      ) : null}
      {/* One group on every operation page: a reader who picks Python sees Python everywhere. */}
      <Tabs groupId="api-code-sample">
        {samples.map((s) => (
          <TabItem key={s.id} label={s.label} value={s.id}>
            <HighlightedCode code={s.code} lang={s.lang} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  )
}
