/**
 * A schema as a readable nested tree: one row per property with its type, required mark, constraints,
 * allowed values and description; nested objects, array items and oneOf/anyOf alternatives open with
 * <details>, so the tree needs no client-side JavaScript. Model names in types link to the models' pages.
 */
import React, { createContext, useContext } from "react"
import type { SchemaNode } from "../../../lib/openapi/types"
import Markdown from "../Markdown"
import CodeList from "../CodeList"
import Separator from "../Separator"
import TypeName from "../TypeName"
import { modelsOfNode } from "../../../lib/openapi/type-links"
import { apiLabels } from "../labels"
import * as styles from "./styles.module.css"

/** Constraints, allowed values, default and example of one node, on one line. */
function Facts({ node, prefix }: { node: SchemaNode; prefix?: string }) {
  const parts: React.ReactNode[] = []
  if (prefix) parts.push(prefix)
  if (node.constraints.length > 0) parts.push(node.constraints.join(", "))
  if (node.enum)
    parts.push(
      <>
        {apiLabels.enumValues} <CodeList values={node.enum} />
      </>
    )
  if (node.defaultValue !== undefined)
    parts.push(
      <>
        {apiLabels.defaultValue} <CodeList values={[node.defaultValue]} />
      </>
    )
  if (node.example !== undefined && node.example !== node.defaultValue)
    parts.push(
      <>
        {apiLabels.exampleValue} <CodeList values={[node.example]} />
      </>
    )
  if (parts.length === 0) return null
  return (
    <p className={styles.fact}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <Separator /> : null}
          {part}
        </React.Fragment>
      ))}
    </p>
  )
}

/**
 * In a request, "required" is what a caller must send and is marked; in a response every field the
 * server always sends is required, so there the exceptions are marked instead: "optional".
 */
const ModeContext = createContext<"request" | "response">("request")

function TypeLine({ node }: { node: SchemaNode }) {
  const mode = useContext(ModeContext)
  return (
    <>
      <span className={styles.type}>
        <TypeName label={node.typeLabel} models={modelsOfNode(node)} />
        {node.format ? ` (${node.format})` : null}
      </span>
      {mode === "request" && node.required ? <span className={styles.required}>{apiLabels.required}</span> : null}
      {mode === "response" && !node.required && node.name !== undefined ? (
        <span className={styles.flag}>{apiLabels.optional}</span>
      ) : null}
      {node.nullable ? <span className={styles.flag}>{apiLabels.nullable}</span> : null}
      {node.deprecated ? <span className={styles.deprecated}>{apiLabels.deprecated}</span> : null}
      {node.access ? <span className={styles.flag}>{node.access}</span> : null}
      {node.circular ? <span className={styles.flag}>{apiLabels.circular}</span> : null}
    </>
  )
}

const hasInner = (node: SchemaNode) =>
  Boolean(node.children?.length || node.alternatives || node.items || node.additional)

/**
 * What a node contains below its own row: properties, array items, alternatives, map values.
 * `intro` is the description of array items, shown inside their <details>.
 */
function Nested({ node, label, intro }: { node: SchemaNode; label: string; intro?: string }) {
  if (node.circular) return null
  const parts: React.ReactNode[] = []
  if (node.children && node.children.length > 0) {
    parts.push(
      <details key="children" className={styles.details}>
        <summary>{apiLabels.propertiesOf(label, node.children.length)}</summary>
        <Markdown text={intro} className={styles.description} />
        <PropertyList nodes={node.children} />
      </details>
    )
  }
  if (node.items) {
    const items = node.items
    if (hasInner(items)) {
      if (items.constraints.length > 0 || items.enum)
        parts.push(<Facts key="items-facts" node={items} prefix={apiLabels.itemsOf(items.typeLabel)} />)
      parts.push(<Nested key="items" node={items} label={`${label}[]`} intro={items.description} />)
    } else {
      parts.push(
        <div key="items" className={styles.itemsFacts}>
          <Facts node={items} prefix={apiLabels.itemsOf(items.typeLabel)} />
          <Markdown text={items.description} className={styles.description} />
        </div>
      )
    }
  }
  if (node.alternatives) {
    parts.push(
      <div key="alternatives" className={styles.alternatives}>
        <p className={styles.fact}>{apiLabels.alternatives(node.alternatives.kind)}</p>
        <ol className={styles.options}>
          {node.alternatives.options.map((option, i) => (
            <li key={i}>
              <div className={styles.head}>
                <span className={styles.optionLabel}>
                  <TypeName label={apiLabels.option(i, option.typeLabel)} models={modelsOfNode(option)} />
                </span>
                {option.nullable ? <span className={styles.flag}>{apiLabels.nullable}</span> : null}
              </div>
              <Markdown text={option.description} className={styles.description} />
              <Facts node={option} />
              <Nested
                node={option}
                label={option.schemaName ?? `${label} (${apiLabels.option(i, option.typeLabel)})`}
              />
            </li>
          ))}
        </ol>
      </div>
    )
  }
  if (node.additional) {
    parts.push(
      <div key="additional" className={styles.alternatives}>
        <Facts node={node.additional} prefix={`${apiLabels.valuesOfMap} ${node.additional.typeLabel}`} />
        <Nested node={node.additional} label={`${label}{}`} intro={node.additional.description} />
      </div>
    )
  }
  return parts.length > 0 ? <>{parts}</> : null
}

function Property({ node }: { node: SchemaNode }) {
  return (
    <li className={styles.property}>
      <div className={styles.head}>
        <code className={styles.name}>{node.name}</code>
        <TypeLine node={node} />
      </div>
      <Markdown text={node.description} className={styles.description} />
      <Facts node={node} />
      <Nested node={node} label={node.name ?? ""} />
    </li>
  )
}

function PropertyList({ nodes }: { nodes: SchemaNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map((child) => (
        <Property key={child.name} node={child} />
      ))}
    </ul>
  )
}

/** The whole schema of a body: its type and description, then its properties (first level open). */
export default function SchemaTree({
  node,
  mode = "request",
}: {
  node: SchemaNode
  mode?: "request" | "response"
}): JSX.Element {
  const title = node.schemaName ?? node.typeLabel
  return (
    <ModeContext.Provider value={mode}>
      <div className={styles.tree}>
        <div className={styles.head}>
          <span className={styles.type}>
            <TypeName label={title} models={modelsOfNode(node)} />
          </span>
          {node.nullable ? <span className={styles.flag}>{apiLabels.nullable}</span> : null}
        </div>
        <Markdown text={node.description} className={styles.description} />
        <Facts node={node} />
        {node.children && node.children.length > 0 ? <PropertyList nodes={node.children} /> : null}
        <Nested node={{ ...node, children: undefined }} label={title} />
      </div>
    </ModeContext.Provider>
  )
}
