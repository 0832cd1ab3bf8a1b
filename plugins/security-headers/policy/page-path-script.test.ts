import { pageInvariantLoader, PAGE_PATH_ATTRIBUTE } from "./page-path-script"

describe("pageInvariantLoader", () => {
  it("moves the page path out of the script text, which becomes the same on every page", () => {
    const faq = pageInvariantLoader(
      `/*<![CDATA[*/window.pagePath="/faq";window.___webpackCompilationHash="abc";/*]]>*/`
    )
    const poll = pageInvariantLoader(
      `/*<![CDATA[*/window.pagePath="/commands/poll";window.___webpackCompilationHash="abc";/*]]>*/`
    )
    expect(faq?.pagePath).toBe("/faq")
    expect(poll?.pagePath).toBe("/commands/poll")
    expect(faq?.code).toBe(poll?.code)
    expect(faq?.code).toContain(`getAttribute("${PAGE_PATH_ATTRIBUTE}")`)
    expect(faq?.code).toContain(`window.___webpackCompilationHash="abc";`)
  })

  it("reads a page path with escaped characters", () => {
    expect(pageInvariantLoader(`window.pagePath="/a\\"b";`)?.pagePath).toBe('/a"b')
  })

  it("sets the page path the script read from its attribute", () => {
    const result = pageInvariantLoader(`window.pagePath="/faq";`)!
    const script = document.createElement("script")
    script.setAttribute(PAGE_PATH_ATTRIBUTE, result.pagePath)
    const win = { document: { currentScript: script } } as unknown as Window & { pagePath?: string }
    new Function("window", "document", result.code)(win, win.document)
    expect(win.pagePath).toBe("/faq")
  })

  it("leaves other scripts alone", () => {
    expect(pageInvariantLoader(`window.___chunkMapping="{}";`)).toBeNull()
  })
})
