/**
 * Descriptions from the OpenAPI document, rendered from the plain-data tree of src/lib/openapi/description-tree:
 * React escapes every text, and links were already limited to safe URLs, so no HTML is injected.
 */
import React from "react"
import { parseInline, parseMarkdown, type Block, type Inline } from "../../../lib/openapi/description-tree"
import Link from "../../Link"
import { Table } from "../../content"
import * as styles from "./styles.module.css"

function renderInline(nodes: Inline[]): React.ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <React.Fragment key={i}>{node.value}</React.Fragment>
      case "code":
        return <code key={i}>{node.value}</code>
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>
      case "link":
        return (
          <Link key={i} href={node.href}>
            {renderInline(node.children)}
          </Link>
        )
    }
  })
}

function renderBlock(block: Block, key: number, tight: boolean): React.ReactNode {
  switch (block.type) {
    case "paragraph":
      return tight ? (
        <React.Fragment key={key}>{renderInline(block.children)}</React.Fragment>
      ) : (
        <p key={key}>{renderInline(block.children)}</p>
      )
    case "heading": {
      // Description headings stay below the page's own h2/h3 outline.
      const Tag = `h${Math.min(6, block.depth + 3)}` as "h4" | "h5" | "h6"
      return <Tag key={key}>{renderInline(block.children)}</Tag>
    }
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i}>{item.map((b, j) => renderBlock(b, j, item.length === 1))}</li>
      ))
      return block.ordered ? (
        <ol key={key} start={block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      )
    }
    case "code":
      return (
        <pre key={key} className={styles.code}>
          <code>{block.value}</code>
        </pre>
      )
    case "table":
      return (
        <Table key={key}>
          <thead>
            <tr>
              {block.header.map((cell, i) => (
                <th key={i} scope="col">
                  {renderInline(cell)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i}>{renderInline(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )
  }
}

/** Block Markdown (paragraphs, lists, code, tables). */
export default function Markdown({
  text,
  className,
}: {
  text?: string | null
  className?: string
}): JSX.Element | null {
  if (!text) return null
  return (
    <div className={`${styles.markdown} ${className ?? ""}`}>
      {parseMarkdown(text).map((b, i) => renderBlock(b, i, false))}
    </div>
  )
}

/** One line of Markdown (code, bold, links) inside other text. */
export function InlineMarkdown({ text }: { text?: string | null }): JSX.Element | null {
  if (!text) return null
  return <>{renderInline(parseInline(text.replace(/\s*\n\s*/g, " ")))}</>
}
