/**
 * Data every page of a kind shares (the resolved sidebars) lives in content-hashed JSON files under
 * /shared/ instead of in each page's page-data.json: the build writes them once, the browser fetches
 * each at most once per visit and keeps it in memory. A changed file gets a new name, so a cached one
 * is never stale (names: shared-json-file.ts, build side). Pure: the store takes its fetch function, so tests and the server can feed it.
 */
export const SHARED_DIR = "/shared"

type Listener = () => void
type Loader = (file: string) => Promise<unknown>

/** Loaded values by file; each file is requested once, and a failed request may be retried. */
export class SharedJsonStore {
  private values = new Map<string, unknown>()
  private pending = new Map<string, Promise<unknown>>()
  private listeners = new Set<Listener>()

  constructor(private loader: Loader) {}

  get<T>(file: string): T | undefined {
    return this.values.get(file) as T | undefined
  }

  has(file: string): boolean {
    return this.values.has(file)
  }

  /** Sets a value known without a request (the server reads the file from the build's output). */
  prime(file: string, value: unknown): void {
    this.values.set(file, value)
  }

  /** Resolves with the value; rejects when the request fails (the next call asks again). */
  load<T>(file: string): Promise<T> {
    if (this.values.has(file)) return Promise.resolve(this.values.get(file) as T)
    let request = this.pending.get(file)
    if (!request) {
      request = this.loader(file).then(
        (value) => {
          this.pending.delete(file)
          this.values.set(file, value)
          this.listeners.forEach((l) => l())
          return value
        },
        (error: unknown) => {
          this.pending.delete(file)
          throw error
        }
      )
      this.pending.set(file, request)
    }
    return request as Promise<T>
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
}
