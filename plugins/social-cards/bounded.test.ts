import { forEachBounded } from "./bounded"

/** A call that resolves when told to, recording how many calls are in flight. */
function tracker() {
  let inFlight = 0
  let most = 0
  const started: number[] = []
  const finish: (() => void)[] = []
  const work = (item: number) => {
    started.push(item)
    inFlight++
    most = Math.max(most, inFlight)
    return new Promise<void>((resolve) =>
      finish.push(() => {
        inFlight--
        resolve()
      })
    )
  }
  return { work, started, finish, most: () => most }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("forEachBounded", () => {
  it("keeps at most `limit` calls in flight and calls every item once, in order", async () => {
    const t = tracker()
    const done = forEachBounded([1, 2, 3, 4, 5], 2, t.work)
    await tick()
    expect(t.started).toEqual([1, 2])
    while (t.finish.length) {
      t.finish.shift()!()
      await tick()
    }
    await done
    expect(t.started).toEqual([1, 2, 3, 4, 5])
    expect(t.most()).toBe(2)
  })

  it("resolves at once for no items", async () => {
    const work = jest.fn()
    await forEachBounded([], 4, work)
    expect(work).not.toHaveBeenCalled()
  })

  it("rejects with the first failure and starts nothing after it", async () => {
    const seen: number[] = []
    const work = async (item: number) => {
      seen.push(item)
      if (item === 2) throw new Error("cannot draw 2")
    }
    await expect(forEachBounded([1, 2, 3, 4, 5], 1, work)).rejects.toThrow("cannot draw 2")
    expect(seen).toEqual([1, 2])
  })
})
