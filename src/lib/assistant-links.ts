/**
 * "Open in ChatGPT" and "Open in Claude": links that start a conversation whose prompt names the
 * page's Markdown twin, so the assistant reads the page itself rather than a search result.
 */

export interface AssistantLink {
  name: string
  href: string
}

/** The prompt: the twin's absolute URL and what to do with it. */
export const assistantPrompt = (twinUrl: string): string => `Read ${twinUrl} so I can ask questions about it.`

export function assistantLinks(twinUrl: string): AssistantLink[] {
  const q = encodeURIComponent(assistantPrompt(twinUrl))
  return [
    { name: "ChatGPT", href: `https://chatgpt.com/?q=${q}` },
    { name: "Claude", href: `https://claude.ai/new?q=${q}` },
  ]
}
