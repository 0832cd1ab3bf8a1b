/**
 * Frontmatter contract of a doc. The build fails, naming the file, on a missing title, an unknown
 * field or a field of the wrong type, so a typo never silently drops a page's metadata.
 */

export interface DocFrontmatter {
  title: string
  description?: string
  tags?: string[]
  sidebar_label?: string
  sidebar_position?: number
  unlisted?: boolean
  draft?: boolean
  displayed_sidebar?: string
}

type FieldType = "string" | "string[]" | "boolean" | "number"

export const FRONTMATTER_FIELDS: Record<keyof DocFrontmatter, FieldType> = {
  title: "string",
  description: "string",
  tags: "string[]",
  sidebar_label: "string",
  sidebar_position: "number",
  unlisted: "boolean",
  draft: "boolean",
  displayed_sidebar: "string",
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return value.every((v) => typeof v === "string") ? "string[]" : "array"
  if (value === null) return "null"
  return typeof value
}

/** Returns the problems found; an empty list means the frontmatter is valid. */
export function validateFrontmatter(data: Record<string, unknown> | null | undefined): string[] {
  const problems: string[] = []
  const fm = data ?? {}
  if (typeof fm.title !== "string" || fm.title.trim() === "") {
    problems.push(`missing "title" (a non-empty string is required)`)
  }
  for (const [key, value] of Object.entries(fm)) {
    const expected = FRONTMATTER_FIELDS[key as keyof DocFrontmatter]
    if (!expected) {
      problems.push(`unknown field "${key}" (allowed: ${Object.keys(FRONTMATTER_FIELDS).join(", ")})`)
      continue
    }
    if (value === undefined) continue
    const actual = typeOf(value)
    if (actual !== expected) {
      problems.push(`field "${key}" must be ${expected}, got ${actual} (${JSON.stringify(value)})`)
    }
  }
  return problems
}
