import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { contentComponents, Tabs, TabItem, CodeBlock } from "."

const c = contentComponents("/docs")

describe("static content components", () => {
  it("prefix internal links and images with the base path, keep external and hash links", () => {
    expect(renderToStaticMarkup(<c.a href="/commands/poll">poll</c.a>)).toBe('<a href="/docs/commands/poll">poll</a>')
    expect(renderToStaticMarkup(<c.a href="/docs/faq">faq</c.a>)).toBe('<a href="/docs/faq">faq</a>')
    expect(renderToStaticMarkup(<c.a href="#options">here</c.a>)).toBe('<a href="#options">here</a>')
    const leaving = renderToStaticMarkup(<c.a href="https://discord.gg/pollaris">server</c.a>)
    expect(leaving).toMatch(/^<a href="https:\/\/discord.gg\/pollaris" rel="noopener noreferrer">server <svg class="leaves-site-icon"[^>]*aria-hidden="true">.*<\/svg><span class="visually-hidden">\(opens another site\)<\/span><\/a>$/)
    expect(leaving).not.toContain("target")
    expect(renderToStaticMarkup(<c.a href="https://pollaris.example/dashboard">dashboard</c.a>)).toBe('<a href="https://pollaris.example/dashboard" rel="noopener noreferrer">dashboard</a>')
    expect(renderToStaticMarkup(<c.img src="/static/images/a-1.svg" alt="A poll" width={700} />)).toBe('<img src="/docs/static/images/a-1.svg" alt="A poll" width="700"/>')
  })

  it("render admonitions with a title", () => {
    expect(renderToStaticMarkup(<c.Warning title="Irreversible">Gone for good.</c.Warning>)).toBe(
      '<aside class="admonition admonition--warning" aria-label="Irreversible"><p class="admonition__title"><span aria-hidden="true">⚠</span> Irreversible</p><div class="admonition__body">Gone for good.</div></aside>'
    )
  })

  it("render tabs with the first panel visible and the others hidden", () => {
    const html = renderToStaticMarkup(
      <Tabs>
        <TabItem label="curl">one</TabItem>
        <TabItem label="JavaScript">two</TabItem>
      </Tabs>
    )
    const doc = new DOMParser().parseFromString(html, "text/html")
    const tabs = doc.querySelectorAll('[role="tab"]')
    expect(Array.from(tabs).map((t) => [t.textContent, t.getAttribute("aria-selected")])).toEqual([
      ["curl", "true"],
      ["JavaScript", "false"],
    ])
    const panels = doc.querySelectorAll('[role="tabpanel"]')
    expect(Array.from(panels).map((p) => p.hasAttribute("hidden"))).toEqual([false, true])
    expect(panels[1].id).toBe(tabs[1].getAttribute("aria-controls"))
  })

  it("render code blocks with a copy button", () => {
    expect(renderToStaticMarkup(<CodeBlock className="language-text">/poll</CodeBlock>)).toContain('data-copy-code="" aria-label="Copy code"')
  })

  it("render cards as links with the base path", () => {
    expect(renderToStaticMarkup(<c.Card to="/faq" title="FAQ">Answers.</c.Card>)).toBe(
      '<a class="card" href="/docs/faq"><span class="card__title">FAQ</span><span class="card__description">Answers.</span></a>'
    )
  })
})
