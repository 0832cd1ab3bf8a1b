import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { contentComponents, Tabs, TabItem, CodeBlock, Table, InlineCode } from "."

const c = contentComponents("/docs")

describe("static content components", () => {
  it("prefix internal links and images with the base path, keep external and hash links", () => {
    expect(renderToStaticMarkup(<c.a href="/commands/poll">poll</c.a>)).toBe('<a href="/docs/commands/poll">poll</a>')
    expect(renderToStaticMarkup(<c.a href="/docs/faq">faq</c.a>)).toBe('<a href="/docs/faq">faq</a>')
    expect(renderToStaticMarkup(<c.a href="#options">here</c.a>)).toBe('<a href="#options">here</a>')
    const leaving = renderToStaticMarkup(<c.a href="https://discord.gg/pollaris">server</c.a>)
    expect(leaving).toMatch(
      /^<a href="https:\/\/discord.gg\/pollaris" rel="noopener noreferrer">server <svg class="leaves-site-icon"[^>]*aria-hidden="true">.*<\/svg><span class="visually-hidden">\(opens another site\)<\/span><\/a>$/
    )
    expect(leaving).not.toContain("target")
    expect(renderToStaticMarkup(<c.a href="https://pollaris.example/dashboard">dashboard</c.a>)).toBe(
      '<a href="https://pollaris.example/dashboard" rel="noopener noreferrer">dashboard</a>'
    )
    expect(renderToStaticMarkup(<c.img src="/static/images/a-1.svg" alt="A poll" width={700} />)).toBe(
      '<a class="zoomable-image" href="/docs/static/images/a-1.svg" data-zoom-image=""><img src="/docs/static/images/a-1.svg" alt="A poll" width="700"/><span class="visually-hidden">(opens larger)</span></a>'
    )
  })

  it("render admonitions with a title and an inline SVG icon of their type", () => {
    const html = renderToStaticMarkup(<c.Warning title="Irreversible">Gone for good.</c.Warning>)
    const doc = new DOMParser().parseFromString(html, "text/html")
    const aside = doc.querySelector("aside.admonition.admonition--warning") as HTMLElement
    expect(aside.getAttribute("aria-label")).toBe("Irreversible")
    expect(aside.querySelector(".admonition__title")?.textContent).toBe("Irreversible")
    expect(aside.querySelector(".admonition__title svg")?.getAttribute("aria-hidden")).toBe("true")
    expect(aside.querySelector(".admonition__body")?.textContent).toBe("Gone for good.")
    const icon = (type: "Note" | "Tip" | "Info" | "Danger") => {
      const Component = c[type]
      return new DOMParser()
        .parseFromString(renderToStaticMarkup(<Component>x</Component>), "text/html")
        .querySelector("path")
        ?.getAttribute("d")
    }
    expect(
      new Set([icon("Note"), icon("Tip"), icon("Info"), icon("Danger"), aside.querySelector("path")?.getAttribute("d")])
        .size
    ).toBe(5)
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

  it("render code blocks with a header holding the language and the copy button, outside the code", () => {
    const html = renderToStaticMarkup(<CodeBlock className="language-json">{"{}"}</CodeBlock>)
    const doc = new DOMParser().parseFromString(html, "text/html")
    expect(doc.querySelector(".code-block__header .code-block__title")?.textContent).toBe("JSON")
    expect(doc.querySelector(".code-block__header [data-copy-code]")?.getAttribute("aria-label")).toBe("Copy code")
    expect(doc.querySelector("pre [data-copy-code]")).toBeNull()
    expect(
      renderToStaticMarkup(
        <CodeBlock className="language-text" title="poll.txt">
          /poll
        </CodeBlock>
      )
    ).toContain('<span class="code-block__title">poll.txt</span>')
  })

  it("label the body cells of a table with their column for the stacked layout", () => {
    const html = renderToStaticMarkup(
      <Table>
        <thead>
          <tr>
            <th>Option</th>
            <th>Type</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>question</code>
            </td>
            <td>String</td>
            <td>The question.</td>
          </tr>
        </tbody>
      </Table>
    )
    const doc = new DOMParser().parseFromString(html, "text/html")
    expect(doc.querySelector(".table-scroll")?.classList.contains("table-scroll--params")).toBe(true)
    expect(Array.from(doc.querySelectorAll("td")).map((td) => [td.dataset.label, td.className])).toEqual([
      ["Option", "cell--title"],
      ["Type", "cell--inline"],
      ["Description", "cell--description"],
    ])
  })

  it("let a constant's name break after its underscores only, and leave other code as written", () => {
    const name = renderToStaticMarkup(<InlineCode>SEND_MESSAGES_IN_THREADS</InlineCode>)
    expect(name).toBe('<code class="code--name">SEND_<wbr/>MESSAGES_<wbr/>IN_<wbr/>THREADS</code>')
    expect(renderToStaticMarkup(<InlineCode>/poll question:Lunch?</InlineCode>)).toBe(
      "<code>/poll question:Lunch?</code>"
    )
    expect(renderToStaticMarkup(<InlineCode>answer_not_found</InlineCode>)).toBe("<code>answer_not_found</code>")
    expect(renderToStaticMarkup(<InlineCode className="language-js">a_b = 1</InlineCode>)).toBe(
      '<code class="language-js">a_b = 1</code>'
    )
    expect(contentComponents("/docs").code).toBe(InlineCode)
  })

  it("hide only the cells that say nothing in the stacked layout, not a component drawn from its props", () => {
    const Type = ({ label }: { label: string }) => <a href="/docs/api/models/x">{label}</a>
    const html = renderToStaticMarkup(
      <Table>
        <thead>
          <tr>
            <th>Name</th>
            <th>Type</th>
            <th>Constraints</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>id</td>
            <td>
              <Type label="X" />
            </td>
            <td>
              <code>–</code>
            </td>
          </tr>
        </tbody>
      </Table>
    )
    const doc = new DOMParser().parseFromString(html, "text/html")
    expect(Array.from(doc.querySelectorAll("td")).map((td) => td.classList.contains("cell--empty"))).toEqual([
      false,
      false,
      true,
    ])
  })

  it("render cards as links with the base path", () => {
    expect(
      renderToStaticMarkup(
        <c.Card to="/faq" title="FAQ">
          Answers.
        </c.Card>
      )
    ).toBe(
      '<a class="card" href="/docs/faq"><span class="card__title">FAQ</span><span class="card__description">Answers.</span></a>'
    )
  })
})
