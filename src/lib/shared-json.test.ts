import { SharedJsonStore } from "./shared-json"
import { sharedJsonFile } from "../../gatsby/shared-json-file"

describe("sharedJsonFile", () => {
  it("names the file by kind, name and a hash of the text", () => {
    const a = sharedJsonFile("sidebar", "guides", '[{"a":1}]')
    expect(a).toMatch(/^\/shared\/sidebar-guides\.[0-9a-f]{12}\.json$/)
    expect(sharedJsonFile("sidebar", "guides", '[{"a":1}]')).toBe(a)
    expect(sharedJsonFile("sidebar", "guides", '[{"a":2}]')).not.toBe(a)
    expect(sharedJsonFile("sidebar", "my sidebar/x", "[]")).toMatch(/^\/shared\/sidebar-my-sidebar-x\./)
  })
})

describe("SharedJsonStore", () => {
  it("requests a file once, however many callers ask, and notifies subscribers", async () => {
    const loader = jest.fn(async (file: string) => ({ file }))
    const store = new SharedJsonStore(loader)
    const listener = jest.fn()
    store.subscribe(listener)
    const [a, b] = await Promise.all([store.load("/shared/x.json"), store.load("/shared/x.json")])
    expect(a).toEqual({ file: "/shared/x.json" })
    expect(b).toBe(a)
    await store.load("/shared/x.json")
    expect(loader).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get("/shared/x.json")).toBe(a)
  })

  it("lets a failed request be retried", async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce([1])
    const store = new SharedJsonStore(loader)
    await expect(store.load("/shared/y.json")).rejects.toThrow("offline")
    expect(store.has("/shared/y.json")).toBe(false)
    await expect(store.load("/shared/y.json")).resolves.toEqual([1])
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it("serves a primed value without a request", async () => {
    const loader = jest.fn()
    const store = new SharedJsonStore(loader)
    store.prime("/shared/z.json", ["primed"])
    await expect(store.load("/shared/z.json")).resolves.toEqual(["primed"])
    expect(loader).not.toHaveBeenCalled()
  })
})
