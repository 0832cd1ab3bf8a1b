import { enhanceContent, internalRouteOf, tabGroupKey } from "./content-enhance"

function setup(html: string, stored: Record<string, string> = {}) {
  document.body.innerHTML = `<div id="root">${html}</div>`
  const root = document.getElementById("root") as HTMLElement
  const navigate = jest.fn()
  const prefetch = jest.fn()
  const copy = jest.fn().mockResolvedValue(undefined)
  const storage = {
    read: (key: string) => stored[key] ?? null,
    write: jest.fn((key: string, value: string) => void (stored[key] = value)),
  }
  const cleanup = enhanceContent(root, { basePath: "/docs", navigate, prefetch, copy, storage })
  return { root, navigate, prefetch, copy, cleanup, storage }
}

const click = (el: Element, init: MouseEventInit = {}) =>
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))

describe("internal links", () => {
  it("navigate client-side to internal pages and let the browser handle everything else", () => {
    const { root, navigate } = setup(
      '<a id="in" href="/docs/commands/poll#options">poll</a><a id="out" href="https://pollaris.example">x</a><a id="file" href="/docs/openapi/pollaris-api.yaml">y</a><a id="hash" href="#top">z</a><a id="blank" href="/docs/faq" target="_blank">f</a>'
    )
    click(root.querySelector("#in") as Element)
    expect(navigate).toHaveBeenCalledWith("/commands/poll#options")
    for (const id of ["out", "file", "hash", "blank"]) click(root.querySelector(`#${id}`) as Element)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it("leave modified clicks (new tab, new window) to the browser", () => {
    const { root, navigate } = setup('<a id="in" href="/docs/faq">faq</a>')
    click(root.querySelector("#in") as Element, { ctrlKey: true })
    click(root.querySelector("#in") as Element, { shiftKey: true })
    expect(navigate).not.toHaveBeenCalled()
  })

  it("prefetch an internal page on hover", () => {
    const { root, prefetch } = setup('<a id="in" href="/docs/faq?x=1#q">faq</a>')
    root.querySelector("#in")?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    expect(prefetch).toHaveBeenCalledWith("/docs/faq")
  })

  it("knows the base path boundary", () => {
    const a = document.createElement("a")
    a.href = "/docsearch"
    expect(internalRouteOf(a, "/docs", window.location.origin)).toBeNull()
    a.setAttribute("href", "/docs")
    expect(internalRouteOf(a, "/docs", window.location.origin)).toBe("/")
  })
})

describe("tabs", () => {
  const tabsHtml =
    '<div data-tabs><div role="tablist"><button role="tab" id="t0" aria-controls="p0" aria-selected="true">A</button><button role="tab" id="t1" aria-controls="p1" aria-selected="false" tabindex="-1">B</button></div><div role="tabpanel" id="p0">one</div><div role="tabpanel" id="p1" hidden>two</div></div>'

  it("switch panels on click", () => {
    const { root } = setup(tabsHtml)
    click(root.querySelector("#t1") as Element)
    expect(root.querySelector("#t1")).toHaveAttribute("aria-selected", "true")
    expect((root.querySelector("#p0") as HTMLElement).hidden).toBe(true)
    expect((root.querySelector("#p1") as HTMLElement).hidden).toBe(false)
  })

  it("move with the arrow keys", () => {
    const { root } = setup(tabsHtml)
    root.querySelector("#t0")?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }))
    expect(root.querySelector("#t1")).toHaveAttribute("aria-selected", "true")
    expect(document.activeElement?.id).toBe("t1")
    root.querySelector("#t1")?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }))
    expect(root.querySelector("#t0")).toHaveAttribute("aria-selected", "true")
  })
})

describe("tab groups", () => {
  const group = (n: number) =>
    `<div data-tabs data-group-id="lang"><div role="tablist"><button role="tab" id="a${n}" data-value="curl" aria-controls="pa${n}" aria-selected="true">curl</button><button role="tab" id="b${n}" data-value="python" aria-controls="pb${n}" aria-selected="false" tabindex="-1">Python</button></div><div role="tabpanel" id="pa${n}">c</div><div role="tabpanel" id="pb${n}" hidden>p</div></div>`

  it("switch every tab set of the group on the page and remember the choice", () => {
    const { root, storage } = setup(group(1) + group(2))
    click(root.querySelector("#b1") as Element)
    expect(root.querySelector("#b2")).toHaveAttribute("aria-selected", "true")
    expect((root.querySelector("#pb2") as HTMLElement).hidden).toBe(false)
    expect(storage.write).toHaveBeenCalledWith(tabGroupKey("lang"), "python")
  })

  it("open on the remembered choice", () => {
    const { root } = setup(group(1), { [tabGroupKey("lang")]: "python" })
    expect(root.querySelector("#b1")).toHaveAttribute("aria-selected", "true")
    expect((root.querySelector("#pa1") as HTMLElement).hidden).toBe(true)
  })
})

describe("copy buttons", () => {
  it("copy the code of their block and say so", async () => {
    const { root, copy } = setup(
      '<div class="code-block"><div class="code-block__header"><button data-copy-code aria-label="Copy code">Copy</button></div><pre><code>/poll question:Lunch?\n</code></pre></div>'
    )
    const button = root.querySelector("[data-copy-code]") as HTMLElement
    click(button)
    expect(copy).toHaveBeenCalledWith("/poll question:Lunch?")
    await Promise.resolve()
    await Promise.resolve()
    expect(button).toHaveTextContent("Copied")
    expect(button).toHaveAttribute("aria-label", "Copied")
  })

  it("say so again after a second click, and go back to their label", async () => {
    jest.useFakeTimers()
    try {
      const { root } = setup(
        '<div class="code-block"><button data-copy-code aria-label="Copy code">Copy</button><pre><code>x</code></pre></div>'
      )
      const button = root.querySelector("[data-copy-code]") as HTMLElement
      click(button)
      await Promise.resolve()
      await Promise.resolve()
      click(button)
      await Promise.resolve()
      await Promise.resolve()
      expect(button).toHaveTextContent("Copied")
      jest.advanceTimersByTime(2000)
      expect(button).toHaveTextContent("Copy")
      expect(button).toHaveAttribute("aria-label", "Copy code")
    } finally {
      jest.useRealTimers()
    }
  })

  it("copy a diff block as the code reads after the change: no signs, no removed lines", () => {
    const lines =
      '<span class="code-line">{\n</span><span class="code-line deleted">  "a": 1\n</span><span class="code-line inserted">  "b": 2\n</span><span class="code-line">}\n</span>'
    const { root, copy } = setup(
      `<div class="code-block"><button data-copy-code>Copy</button><pre class="code-diff"><code>${lines}</code></pre></div>`
    )
    click(root.querySelector("[data-copy-code]") as Element)
    expect(copy).toHaveBeenCalledWith('{\n  "b": 2\n}')
    // The page still shows the removed line.
    expect(root.querySelector(".deleted")).toHaveTextContent('"a": 1')
  })
})

describe("copy section buttons", () => {
  const heading =
    '<h2 id="options">Options<a class="hash-link" href="#options">#</a><button class="copy-section" data-copy-section="options" aria-label="Copy the section Options as Markdown"></button></h2>'

  it("load what they need when pointed at or focused, then copy their section and say so", async () => {
    const preloadSectionCopy = jest.fn()
    const copySection = jest.fn().mockResolvedValue(undefined)
    document.body.innerHTML = `<div id="root">${heading}</div>`
    const root = document.getElementById("root") as HTMLElement
    enhanceContent(root, { basePath: "/docs", navigate: jest.fn(), copySection, preloadSectionCopy })
    const button = root.querySelector("[data-copy-section]") as HTMLElement
    button.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(preloadSectionCopy).toHaveBeenCalledTimes(2)
    click(button)
    expect(copySection).toHaveBeenCalledWith("options")
    await Promise.resolve()
    await Promise.resolve()
    expect(button).toHaveAttribute("data-state", "copied")
    expect(button).toHaveAttribute("aria-label", "Copied")
  })

  it("say when the copy failed", async () => {
    document.body.innerHTML = `<div id="root">${heading}</div>`
    const root = document.getElementById("root") as HTMLElement
    enhanceContent(root, {
      basePath: "/docs",
      navigate: jest.fn(),
      copySection: jest.fn().mockRejectedValue(new Error("offline")),
    })
    const button = root.querySelector("[data-copy-section]") as HTMLElement
    click(button)
    await Promise.resolve()
    await Promise.resolve()
    expect(button).toHaveAttribute("data-state", "failed")
    expect(button).toHaveAttribute("aria-label", "Copy failed")
  })
})

describe("content images", () => {
  const image =
    '<a id="zoom" href="/docs/static/images/poll.svg" data-zoom-image=""><img src="/docs/static/images/poll.svg" alt="A poll"></a>'

  it("open larger on a click instead of leaving for the file, and load the dialog when pointed at or focused", () => {
    const zoomImage = jest.fn()
    const preloadZoom = jest.fn()
    document.body.innerHTML = `<div id="root">${image}</div>`
    const root = document.getElementById("root") as HTMLElement
    const navigate = jest.fn()
    enhanceContent(root, { basePath: "/docs", navigate, zoomImage, preloadZoom })
    const link = root.querySelector("#zoom") as HTMLElement
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(preloadZoom).toHaveBeenCalled()
    expect(click(link.querySelector("img") as Element)).toBe(false)
    expect(zoomImage).toHaveBeenCalledWith(link)
    expect(navigate).not.toHaveBeenCalled()
    // A modified click is the reader's own (a new tab with the file).
    expect(click(link, { ctrlKey: true })).toBe(true)
    expect(zoomImage).toHaveBeenCalledTimes(1)
  })
})

it("cleans up its listeners", () => {
  const { root, navigate, cleanup } = setup('<a id="in" href="/docs/faq">faq</a>')
  cleanup()
  click(root.querySelector("#in") as Element)
  expect(navigate).not.toHaveBeenCalled()
})
