import { forgetToken, readToken, saveToken, TOKEN_KEY, type TokenStores } from "./token-store"

function memory() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe("token store", () => {
  it("keeps the token for the tab unless remembered, and forgets it everywhere", () => {
    const stores = { session: memory(), local: memory() }
    saveToken(stores, "t1", false)
    expect([stores.session.data.get(TOKEN_KEY), stores.local.data.has(TOKEN_KEY)]).toEqual(["t1", false])
    expect(readToken(stores)).toEqual({ token: "t1", remembered: false })
    saveToken(stores, "t2", true)
    expect([stores.session.data.has(TOKEN_KEY), stores.local.data.get(TOKEN_KEY)]).toEqual([false, "t2"])
    expect(readToken(stores)).toEqual({ token: "t2", remembered: true })
    forgetToken(stores)
    expect(readToken(stores)).toEqual({ token: "", remembered: false })
    expect(stores.local.data.size + stores.session.data.size).toBe(0)
  })

  it("keeps nothing when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("denied")
      },
      removeItem: () => {
        throw new Error("denied")
      },
    }
    const stores: TokenStores = { session: broken, local: null }
    expect(() => saveToken(stores, "t", false)).not.toThrow()
    expect(readToken(stores)).toEqual({ token: "", remembered: false })
  })
})
