/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { markerPath, markRunFinished, markRunStarted, previousRunUnfinished } from "./run-marker"

describe("run marker", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "run-marker-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("reports no unfinished run in a fresh cache folder", () => {
    expect(previousRunUnfinished(path.join(dir, ".cache"))).toBe(false)
  })

  it("reports an unfinished run after a start without a finish, and none after the finish", () => {
    const cache = path.join(dir, ".cache")
    markRunStarted(cache)
    expect(fs.existsSync(markerPath(cache))).toBe(true)
    expect(previousRunUnfinished(cache)).toBe(true)
    markRunFinished(cache)
    expect(previousRunUnfinished(cache)).toBe(false)
  })

  it("finishing twice is harmless", () => {
    markRunFinished(dir)
    markRunFinished(dir)
    expect(previousRunUnfinished(dir)).toBe(false)
  })
})
