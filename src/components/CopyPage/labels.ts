/** Strings of the page's Markdown controls (shown next to the breadcrumbs of guide and API pages). */
export const copyPageLabels = {
  group: "This page as Markdown",
  copy: "Copy page",
  copied: "Copied",
  failed: "Copy failed",
  copyTitle: "Copy this page as Markdown, for an assistant or a note",
  copiedStatus: "The page was copied to the clipboard as Markdown.",
  failedStatus: "The page could not be copied. Open it with View as Markdown instead.",
  view: "View as Markdown",
  /** The menu of assistants next to Copy page. */
  ask: "Ask an assistant",
  openIn: (assistant: string) => `Open in ${assistant}`,
} as const
