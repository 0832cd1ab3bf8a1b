/** Remembers which source owns each route, so two pages on one route fail the build naming both. */
import { normalisePath } from "../src/lib/routing"

export class RouteRegistry {
  private owners = new Map<string, string>()

  /** Claims `route` for `owner`; returns an error message when another source already owns it. */
  claim(route: string, owner: string): string | null {
    const key = normalisePath(route)
    const existing = this.owners.get(key)
    if (existing !== undefined) {
      return `Duplicate route "${key}": produced by both ${existing} and ${owner}. Rename one of them.`
    }
    this.owners.set(key, owner)
    return null
  }

  has(route: string): boolean {
    return this.owners.has(normalisePath(route))
  }
}
