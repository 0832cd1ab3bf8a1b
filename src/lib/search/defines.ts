/**
 * The identifiers a section defines, as opposed to the ones it only mentions: the names a reference
 * table lists (an option, a field, an error code, a header), an API operation's operationId, path,
 * parameters and request body fields. `max_choices` is in twenty sections; the few that define it
 * answer a reader who types it (score-rank.ts, DEFINES). Only identifiers count: a plain word
 * ("color") is read as a word, by titles and content. A model defines only its own allowed values
 * (documents.ts).
 */
import { camelCaseSnake, isApiPath, titleCaseName } from "./tokenize"

/**
 * snake_case, kebab-case, dotted names, camelCase or API paths, with a letter in them: "max_choices",
 * "guild.update", "X-RateLimit-Limit", "closePoll", "/polls/{pollId}/votes".
 */
export function isIdentifier(text: string): boolean {
  if (!/\p{L}/u.test(text)) return false
  return (
    /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+$/u.test(text) ||
    /^\p{Ll}[\p{Ll}\p{N}]*\p{Lu}[\p{L}\p{N}]*$/u.test(text) ||
    isApiPath(text)
  )
}

/**
 * The lowercased identifiers among names, once each, in order; a camelCase name also in its
 * snake_case spelling, as the index keeps it (indexWords: "getPolls" is not "getPoll").
 */
export function definedIdentifiers(names: Iterable<string | null | undefined>): string[] {
  const out: string[] = []
  for (const name of names) {
    const text = name?.trim() ?? ""
    if (!isIdentifier(text)) continue
    for (const spelling of [text.toLowerCase(), camelCaseSnake(text)])
      if (spelling && !out.includes(spelling)) out.push(spelling)
  }
  return out
}

/** A cell made only of inline code (`a`, `b` and `c`; `a` \| `b`): the code spans, else null. */
function codeOnlyCell(cell: string): string[] | null {
  const spans: string[] = []
  const rest = cell.replace(/`([^`]+)`/g, (_m, code: string) => {
    spans.push(code)
    return " "
  })
  return spans.length > 0 && /^(?:[\s,;/]|\\\||\band\b|\bor\b)*$/.test(rest) ? spans : null
}

/** One plain word ("channel", "danger", "10080"): a name a table may define. */
const PLAIN_NAME = /^[\p{L}\p{N}]+$/u

/**
 * The names a Markdown table row defines: the code spans of its cells made only of inline code, the
 * last cell (the description) aside, that are identifiers or plain words, lowercased.
 * `| 403 | \`anonymous_poll\` | When ... |` names anonymous_poll, `| \`channel\` | Channel | ... |` an
 * option channel; a header row, the separator row and any other line name nothing. A plain word
 * counts as defined only where the query also names the page (score-rank.ts): "copypoll channel".
 */
export function tableRowNames(line: string): string[] {
  const cells = tableCells(line)
  if (cells.length < 2) return []
  const spans = cells.slice(0, -1).flatMap((cell) => codeOnlyCell(cell) ?? [])
  const plain = spans.map((span) => span.trim().toLowerCase()).filter((span) => PLAIN_NAME.test(span))
  const named = tableRowTitleCaseName(line)
  return [...new Set([...definedIdentifiers(spans), ...plain, ...(named ? [named] : [])])]
}

/** The name a table row gives in Title Case in its first cell ("| Read Message History | ..."), or null. */
export function tableRowTitleCaseName(line: string): string | null {
  const [first] = tableCells(line)
  return first === undefined ? null : titleCaseName(first.replace(/\*\*|__/g, ""))
}

/** The cells of a Markdown table row (escaped pipes kept in their cell); none for any other line. */
function tableCells(line: string): string[] {
  if (!/^\s*\|/.test(line)) return []
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
}
