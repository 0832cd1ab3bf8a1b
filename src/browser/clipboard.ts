/**
 * Writing text that is still being fetched to the clipboard. Browsers only allow a clipboard write
 * during the click that asked for it, and Safari ends that window at the first await: so the write
 * starts at once with a ClipboardItem whose content is a promise (Chrome, Safari, Firefox 127+), and
 * falls back to writeText once the text is there.
 */
export interface ClipboardEnv {
  clipboard?: Pick<Clipboard, "write" | "writeText">
  ClipboardItem?: typeof ClipboardItem
}

export async function writeTextWhenReady(text: Promise<string>, env: ClipboardEnv): Promise<void> {
  const { clipboard, ClipboardItem: Item } = env
  if (!clipboard) throw new Error("clipboard unavailable")
  if (Item && typeof clipboard.write === "function") {
    try {
      await clipboard.write([new Item({ "text/plain": text.then((t) => new Blob([t], { type: "text/plain" })) })])
      return
    } catch (error) {
      // A failed download is final; anything else (promise items unsupported) gets the fallback.
      if (error instanceof MarkdownFetchError) throw error
    }
  }
  await clipboard.writeText(await text)
}

export class MarkdownFetchError extends Error {}

/** The text at `url` (a page's Markdown twin); a missing file is an error, not an empty copy. */
export async function fetchText(url: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(url)
  if (!response.ok) throw new MarkdownFetchError(`${url}: HTTP ${response.status}`)
  return response.text()
}
