/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { pluginCodeChanged, pluginCodeDigest, storeDigest } from "./code-digest"

function writeBundle(cache: string, plugin: string, code: string): void {
  const dir = path.join(cache, "compiled", "plugins", plugin)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, "gatsby-node.js"), code)
}

describe("plugin code digest", () => {
  let cache: string
  beforeEach(() => {
    cache = fs.mkdtempSync(path.join(os.tmpdir(), "code-digest-"))
  })
  afterEach(() => fs.rmSync(cache, { recursive: true, force: true }))

  it("has no digest and reports no change without compiled plugins", () => {
    expect(pluginCodeDigest(cache)).toBeNull()
    expect(pluginCodeChanged(cache)).toBe(false)
  })

  it("reports no change when nothing was stored yet (a first build)", () => {
    writeBundle(cache, "docs-source", "render(1)")
    expect(pluginCodeChanged(cache)).toBe(false)
  })

  it("reports a change when a bundled module changed since the last successful build", () => {
    writeBundle(cache, "docs-source", "render(1)")
    writeBundle(cache, "openapi-source", "shape(1)")
    storeDigest(cache, pluginCodeDigest(cache))
    expect(pluginCodeChanged(cache)).toBe(false)
    writeBundle(cache, "docs-source", "render(2)")
    expect(pluginCodeChanged(cache)).toBe(true)
  })

  it("tells which plugin holds the code: the same text moved to another plugin is a change", () => {
    writeBundle(cache, "a", "x")
    writeBundle(cache, "b", "")
    const before = pluginCodeDigest(cache)
    writeBundle(cache, "a", "")
    writeBundle(cache, "b", "x")
    expect(pluginCodeDigest(cache)).not.toBe(before)
  })
})
