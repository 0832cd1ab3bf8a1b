/** @jest-environment node */
import React from "react"
import { htmlFromChunks, renderBodyHtml } from "./render-body"

describe("renderBodyHtml", () => {
  it("drops the zero bytes React pads a write buffer with, keeping the character after them", () => {
    const pizza = Buffer.from("🍕")
    expect(htmlFromChunks([Buffer.from('<code>"'), Buffer.from([0, 0]), pizza, Buffer.from('"</code>')])).toBe(
      '<code>"🍕"</code>'
    )
  })

  it("renders multi-byte text at every position around React's buffer end without a NUL", async () => {
    // About 1,900 bytes of short texts, then a text of growing length pushes the emoji across the end
    // of React's 2 KB write buffer.
    const paragraphs = Array.from({ length: 9 }, (_, i) => React.createElement("p", { key: i }, "y".repeat(200)))
    for (let pad = 100; pad < 250; pad++) {
      const html = await renderBodyHtml(
        React.createElement(
          "div",
          null,
          ...paragraphs,
          React.createElement("b", null, "x".repeat(pad)),
          React.createElement("code", null, '"🍕"')
        )
      )
      expect(html).not.toContain("\0")
      expect(html).toContain("<code>&quot;🍕&quot;</code>")
    }
  })

  it("waits for lazy components, as the page's Suspense boundaries need", async () => {
    const Lazy = React.lazy(async () => ({ default: () => React.createElement("em", null, "loaded") }))
    const html = await renderBodyHtml(React.createElement(React.Suspense, { fallback: "…" }, React.createElement(Lazy)))
    expect(html).toContain("<em>loaded</em>")
  })
})
