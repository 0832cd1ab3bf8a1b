/** The JSON examples of a request or response body: one block, or tabs when the document gives several. */
import React from "react"
import type { ExampleData } from "../../../lib/openapi/types"
import { Tabs, TabItem } from "../../content"
import HighlightedCode from "../HighlightedCode"
import Markdown from "../Markdown"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

function langOf(contentType?: string): string {
  return !contentType || /json/i.test(contentType) ? "json" : "text"
}

/** Tab labels must be unique: a repeated summary gets the example's key added. */
function tabLabels(examples: ExampleData[]): string[] {
  const labels = examples.map((e) => e.summary ?? e.name)
  return labels.map((label, i) =>
    labels.indexOf(label) !== i || labels.lastIndexOf(label) !== i ? `${label} (${examples[i].name})` : label
  )
}

/** `label` names the block (e.g. "Request example") in place of the default "Example". */
export default function Examples({
  examples,
  contentType,
  label,
}: {
  examples: ExampleData[]
  contentType?: string
  label?: string
}): JSX.Element | null {
  if (examples.length === 0) return null
  const lang = langOf(contentType)
  if (examples.length === 1) {
    const [example] = examples
    return (
      <div className={styles.examples}>
        <p className={styles.label}>
          {label
            ? apiLabels.labelled(label, example.generated ? apiLabels.generated : example.summary)
            : example.generated
              ? apiLabels.generatedExample
              : example.summary
                ? `${apiLabels.example}: ${example.summary}`
                : apiLabels.example}
        </p>
        <Markdown text={example.description} />
        <HighlightedCode code={example.value} lang={lang} />
      </div>
    )
  }
  const labels = tabLabels(examples)
  return (
    <div className={styles.examples}>
      <p className={styles.label}>{label ?? apiLabels.examples(examples.length)}</p>
      <Tabs>
        {examples.map((example, i) => (
          <TabItem key={example.name} label={labels[i]}>
            <Markdown text={example.description} />
            <HighlightedCode code={example.value} lang={lang} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  )
}
