/**
 * "Copy this section as Markdown" (the button beside a heading's anchor): the section is cut from the
 * page's Markdown twin and written to the clipboard, the write starting inside the click as Safari
 * requires (see clipboard.ts). Loaded when the reader points at or focuses such a button.
 */
import { fetchText, writeTextWhenReady, type ClipboardEnv } from "./clipboard"
import { sectionMarkdown } from "../lib/markdown/section"

export interface SectionSource {
  /** URL of the page's twin, e.g. /docs/commands/poll.md. */
  twinUrl: string
  /** Heading id of the section. */
  id: string
  /** Absolute URL of the section on the page, written under it so the copy says where it comes from. */
  sectionUrl: string
}

export async function sectionText(source: SectionSource, fetchImpl?: typeof fetch): Promise<string> {
  const section = sectionMarkdown(await fetchText(source.twinUrl, fetchImpl), source.id)
  if (section === null) throw new Error(`No section #${source.id} in ${source.twinUrl}`)
  return `${section}\nSource: ${source.sectionUrl}\n`
}

export function copySection(source: SectionSource, env: ClipboardEnv): Promise<void> {
  return writeTextWhenReady(sectionText(source), env)
}
