/**
 * How a table of the content reads on a narrow column. Parameter and option tables (a name column,
 * then Type, Required… and a Description) become a stacked list: name, type and "required" on one
 * line, the description below, the other facts labelled under it. Other tables stack their rows into
 * labelled cards when the column is too narrow for their column count; both cases are decided by CSS
 * container queries on the table's wrapper (src/styles/global.css), so no JavaScript runs for it.
 */

/** The role of a column when the table is stacked. */
export type CellKind = "title" | "inline" | "description" | "fact"

/** "params": a parameter/option table; "cols-N": any other table with N columns (N capped at 5). */
export type TableLayout = "params" | `cols-${2 | 3 | 4 | 5}` | "plain"

const INLINE = /^(type|required|in)$/i
const DESCRIPTION = /^description$/i

const norm = (header: string) => header.trim().replace(/\s+/g, " ")

/** A parameter/option table: its first column names things and it has Type and Description columns. */
export function isParamsTable(headers: string[]): boolean {
  const h = headers.map(norm)
  return (
    h.length >= 3 &&
    /^(option|name|parameter|field|header)s?$/i.test(h[0]) &&
    h.some((x) => /^type$/i.test(x)) &&
    h.some((x) => DESCRIPTION.test(x))
  )
}

export function tableLayout(headers: string[]): TableLayout {
  if (isParamsTable(headers)) return "params"
  if (headers.length < 2) return "plain"
  return `cols-${Math.min(headers.length, 5) as 2 | 3 | 4 | 5}`
}

/** The role of each column: the first is the row's title; in parameter tables, Type/Required/In sit beside it. */
export function columnKinds(headers: string[]): CellKind[] {
  const params = isParamsTable(headers)
  return headers.map((raw, i) => {
    const h = norm(raw)
    if (i === 0) return "title"
    if (params && INLINE.test(h)) return "inline"
    if (params && DESCRIPTION.test(h)) return "description"
    return "fact"
  })
}
