/**
 * Where the console keeps the reader's API token: for this tab only (sessionStorage) unless the reader
 * ticks "remember on this device" (localStorage). Never in the URL, never logged; Forget removes it
 * from both. Storage that throws (private modes, blocked storage) just keeps nothing.
 */
export const TOKEN_KEY = "pollaris.api-console.token"

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface TokenStores {
  session: StorageLike | null
  local: StorageLike | null
}

const attempt = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn()
  } catch {
    return fallback
  }
}

export function browserStores(): TokenStores {
  return {
    session: attempt(() => window.sessionStorage, null),
    local: attempt(() => window.localStorage, null),
  }
}

/** The kept token and whether it is remembered on this device. */
export function readToken(stores: TokenStores): { token: string; remembered: boolean } {
  const session = attempt(() => stores.session?.getItem(TOKEN_KEY) ?? null, null)
  if (session) return { token: session, remembered: false }
  const local = attempt(() => stores.local?.getItem(TOKEN_KEY) ?? null, null)
  return local ? { token: local, remembered: true } : { token: "", remembered: false }
}

export function saveToken(stores: TokenStores, token: string, remember: boolean): void {
  if (!token) return forgetToken(stores)
  const [keep, drop] = remember ? [stores.local, stores.session] : [stores.session, stores.local]
  attempt(() => keep?.setItem(TOKEN_KEY, token), undefined)
  attempt(() => drop?.removeItem(TOKEN_KEY), undefined)
}

export function forgetToken(stores: TokenStores): void {
  attempt(() => stores.session?.removeItem(TOKEN_KEY), undefined)
  attempt(() => stores.local?.removeItem(TOKEN_KEY), undefined)
}
