/**
 * The structure of a command page (content/docs/commands/**): its h2 sections and its options table.
 * Used by the content tests that keep the guides and the OpenAPI document from drifting apart.
 */

export const COMMAND_SECTIONS = ["Usage", "Options", "Permissions", "Examples", "Errors", "Related commands"] as const
export const OPTIONS_COLUMNS = ["Option", "Type", "Required", "Default", "Limits", "Description"] as const
export const NO_OPTIONS_SENTENCE = "This command has no options."

export interface OptionRow {
  option: string
  type: string
  required: string
  default: string
  limits: string
  description: string
}

function withoutCode(source: string): string {
  return source.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, "")
}

/** Titles of the level-2 headings, in order, outside code blocks. */
export function sectionTitles(source: string): string[] {
  return [...withoutCode(source).matchAll(/^## +(.+?)\s*$/gm)].map((m) => m[1])
}

/** The body of one `##` section (up to the next `##`). */
export function sectionBody(source: string, title: string): string {
  const text = withoutCode(source)
  const start = text.search(new RegExp(`^## +${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`, "m"))
  if (start === -1) return ""
  const rest = text.slice(start).split("\n").slice(1).join("\n")
  const end = rest.search(/^## /m)
  return end === -1 ? rest : rest.slice(0, end)
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim())
}

/** The first table of the Options section whose header is the options header; null when there is none. */
export function optionsTable(source: string): OptionRow[] | null {
  const lines = sectionBody(source, "Options").split("\n")
  const header = lines.findIndex((l) => l.trim().startsWith("|") && cells(l).join("|") === OPTIONS_COLUMNS.join("|"))
  if (header === -1) return null
  const rows: OptionRow[] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith("|")) break
    const [option, type, required, dflt, limits, description] = cells(line)
    rows.push({ option: option.replace(/`/g, ""), type, required, default: dflt, limits, description })
  }
  return rows
}

/** The first "a–b" (or "a-b", "a to b") range of a limits cell, e.g. "1–300 characters" -> [1, 300]. */
export function limitRange(limits: string): [number, number] | null {
  const match = /(\d[\d,]*)\s*(?:–|-|to)\s*(\d[\d,]*)/.exec(limits)
  return match ? [Number(match[1].replace(/,/g, "")), Number(match[2].replace(/,/g, ""))] : null
}
