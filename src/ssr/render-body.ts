/**
 * Server rendering of a page's body, as Gatsby does it (renderToPipeableStream, waiting for every
 * Suspense boundary), without React 18's stray NUL bytes: when a short text with a multi-byte character
 * (an emoji, an accented letter) meets the end of React's 2 KB write buffer, React 18.3 writes the
 * unused end of the buffer as zero bytes before the character. The character itself is intact, so the
 * zeros are only padding: dropping them gives the HTML React meant. A page never holds a NUL of its own
 * (React does not escape one, and the HTML parser drops it), so none is lost.
 */
import type { ReactElement } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "node:stream"

/** The UTF-8 text of the rendered chunks, without the zero bytes React pads its buffers with. */
export function htmlFromChunks(chunks: Uint8Array[]): string {
  return Buffer.concat(chunks).toString("utf8").replace(/\0/g, "")
}

export function renderBodyHtml(body: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    const sink = new Writable({
      write(chunk: Uint8Array | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)
        done()
      },
      final(done) {
        resolve(htmlFromChunks(chunks))
        done()
      },
    })
    sink.on("error", reject)
    const { pipe } = renderToPipeableStream(body, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)))
      },
    })
  })
}
