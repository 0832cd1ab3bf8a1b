import { fetchText, MarkdownFetchError, writeTextWhenReady } from "./clipboard"

class FakeItem {
  constructor(public items: Record<string, Promise<Blob>>) {}
}

describe("writing fetched text to the clipboard", () => {
  it("starts the write at once with a ClipboardItem whose content is the pending text", async () => {
    let resolveText: (t: string) => void = () => undefined
    const text = new Promise<string>((r) => (resolveText = r))
    const write = jest.fn().mockImplementation(async ([item]: FakeItem[]) => {
      const blob = await item.items["text/plain"]
      expect(blob.type).toBe("text/plain")
      // jsdom's Blob has no text(): read it as the browser would.
      return new Promise<string>((resolve) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as string)
        reader.readAsText(blob)
      })
    })
    const clipboard = { write, writeText: jest.fn() }
    const done = writeTextWhenReady(text, { clipboard, ClipboardItem: FakeItem as unknown as typeof ClipboardItem })
    expect(write).toHaveBeenCalledTimes(1)
    resolveText("# Title\n")
    await done
    expect(await write.mock.results[0].value).toBe("# Title\n")
    expect(clipboard.writeText).not.toHaveBeenCalled()
  })

  it("falls back to writeText where ClipboardItem is missing or refuses a promise", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    await writeTextWhenReady(Promise.resolve("a"), { clipboard: { write: jest.fn(), writeText } })
    expect(writeText).toHaveBeenCalledWith("a")
    const write = jest.fn().mockRejectedValue(new TypeError("promises not supported"))
    await writeTextWhenReady(Promise.resolve("b"), {
      clipboard: { write, writeText },
      ClipboardItem: FakeItem as unknown as typeof ClipboardItem,
    })
    expect(writeText).toHaveBeenCalledWith("b")
  })

  it("fails when the text cannot be fetched, without writing anything", async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch
    const writeText = jest.fn()
    await expect(
      writeTextWhenReady(fetchText("/docs/x.md", fetchImpl), { clipboard: { write: jest.fn(), writeText } })
    ).rejects.toBeInstanceOf(MarkdownFetchError)
    expect(writeText).not.toHaveBeenCalled()
  })
})
