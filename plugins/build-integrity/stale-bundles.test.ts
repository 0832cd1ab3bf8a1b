/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { removeStaleBundles, staleBundleFiles } from "./stale-bundles"

describe("bundles of earlier builds", () => {
  let dir: string
  const write = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), "x")
  }
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-bundles-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("are the scripts, styles, maps and licence files at the top of public/", () => {
    for (const file of [
      "public/app-1111.js",
      "public/app-1111.js.map",
      "public/framework-2222.js.LICENSE.txt",
      "public/styles.3333.css",
      "public/index.html",
      "public/search-index-docs.json",
      "public/page-data/app-data.json",
      "public/commands/poll/index.html",
      "public/~partytown/partytown.js",
    ])
      write(file)
    expect(
      staleBundleFiles(path.join(dir, "public"), path.join(dir, "static"))
        .map((f) => path.basename(f))
        .sort()
    ).toEqual(["app-1111.js", "app-1111.js.map", "framework-2222.js.LICENSE.txt", "styles.3333.css"])
  })

  it("leave the files that static/ puts there, and everything else, in place", () => {
    write("static/widget.js")
    write("public/widget.js")
    write("public/app-1111.js")
    write("public/llms.txt")
    expect(removeStaleBundles(path.join(dir, "public"), path.join(dir, "static"))).toBe(1)
    expect(fs.readdirSync(path.join(dir, "public")).sort()).toEqual(["llms.txt", "widget.js"])
  })

  it("are none when there is no public/ yet", () => {
    expect(staleBundleFiles(path.join(dir, "public"), path.join(dir, "static"))).toEqual([])
  })
})
