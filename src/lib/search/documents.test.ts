import { docSectionDocuments } from "./documents"

describe("docSectionDocuments", () => {
  it("leaves out headings with no text of their own, but keeps the page's first section", () => {
    const rawBody = "## General\n\n### What is it?\n\nA poll bot.\n\n## Empty group\n\n### Last\n\nText."
    const docs = docSectionDocuments({ route: "/faq", title: "FAQ", rawBody }, "/docs/")
    expect(docs.map((d) => d.sectionRoute)).toEqual(["/docs/faq", "/docs/faq#what-is-it", "/docs/faq#last"])
  })
})
