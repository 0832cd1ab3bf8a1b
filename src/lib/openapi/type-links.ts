/**
 * A type as the reference shows it, with the names of models turned into links: "array of Answer"
 * links "Answer"; a named scalar whose label does not say its name ("string" for a Snowflake) gets
 * the name after it, in parentheses, so every field of a model's type leads to the model's page.
 */
import type { SchemaNode } from "./types"

export interface TypePart {
  text: string
  /** Set when the text is a model's name: the part links to its page. */
  model?: string
}

/** The models a node's type line names: its own, its items', its map values' and its alternatives'. */
export function modelsOfNode(node: SchemaNode): string[] {
  const names = [node.model, node.items?.model, node.additional?.model, ...(node.alternatives?.options.map((o) => o.model) ?? [])]
  return Array.from(new Set(names.filter((n): n is string => Boolean(n))))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The label split into text and model names. Names are matched as whole words; `except` (the model
 * whose page this is) stays text. Names the label does not contain are appended: "string (Snowflake)".
 */
export function typeParts(label: string, models: readonly string[], except?: string): TypePart[] {
  const names = models.filter((m) => m !== except)
  if (names.length === 0) return [{ text: label }]
  const pattern = new RegExp(`\\b(${[...names].sort((a, b) => b.length - a.length).map(escape).join("|")})\\b`, "g")
  const parts: TypePart[] = []
  const found = new Set<string>()
  let last = 0
  for (const match of label.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ text: label.slice(last, index) })
    parts.push({ text: match[0], model: match[0] })
    found.add(match[0])
    last = index + match[0].length
  }
  if (last < label.length) parts.push({ text: label.slice(last) })
  const missing = names.filter((n) => !found.has(n))
  if (missing.length > 0) {
    parts.push({ text: " (" })
    missing.forEach((name, i) => {
      if (i > 0) parts.push({ text: ", " })
      parts.push({ text: name, model: name })
    })
    parts.push({ text: ")" })
  }
  return parts
}
