import fs from "fs"
import os from "os"
import path from "path"
import { prefixChanged, recordPrefix, recordedPrefix } from "./node-prefix"

describe("the node store's path prefix", () => {
  let cacheDir: string
  beforeEach(() => {
    cacheDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "prefix-")), ".cache")
  })

  it("is unknown on a clean cache, which is no change", () => {
    expect(recordedPrefix(cacheDir)).toBeNull()
    expect(prefixChanged(cacheDir, "/docs")).toBe(false)
  })

  it("changes between a develop session (no prefix) and a prefixed build, both ways", () => {
    recordPrefix(cacheDir, "")
    expect(prefixChanged(cacheDir, "/docs")).toBe(true)
    recordPrefix(cacheDir, "/docs")
    expect(prefixChanged(cacheDir, "/docs")).toBe(false)
    expect(prefixChanged(cacheDir, "")).toBe(true)
  })
})
