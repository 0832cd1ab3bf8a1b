/** Generated code (JSON examples, code samples) highlighted with Prism's token classes, with a copy button. */
import React, { useMemo } from "react"
import { CodeBlock } from "../../content"
import { highlight } from "../../../lib/openapi/syntax-tokens"
import * as styles from "./styles.module.css"

export default function HighlightedCode({ code, lang }: { code: string; lang: string }): JSX.Element {
  const tokens = useMemo(() => highlight(code, lang), [code, lang])
  return (
    <CodeBlock className={`language-${lang} ${styles.code}`}>
      <code className={`language-${lang}`}>
        {tokens.map((t, i) =>
          t.type ? (
            <span key={i} className={`token ${t.type}`}>
              {t.text}
            </span>
          ) : (
            <React.Fragment key={i}>{t.text}</React.Fragment>
          )
        )}
      </code>
    </CodeBlock>
  )
}
