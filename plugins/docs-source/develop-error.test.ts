import { developErrorHtml, fallbackTitle } from "./develop-error"

describe("developErrorHtml", () => {
  it("shows the message escaped, in an alert", () => {
    const html = developErrorHtml('Invalid <Card> in content/docs/a.mdx:8:3: <Card> needs the prop "to"')
    expect(html).toContain('role="alert"')
    expect(html).toContain("Invalid &lt;Card&gt; in content/docs/a.mdx:8:3: &lt;Card&gt; needs the prop &quot;to&quot;")
    expect(html).not.toContain("<Card>")
  })
})

describe("fallbackTitle", () => {
  it("titles a page from its file name", () => {
    expect(fallbackTitle("getting-started/first-steps")).toBe("First steps")
    expect(fallbackTitle("index")).toBe("Index")
  })
})
