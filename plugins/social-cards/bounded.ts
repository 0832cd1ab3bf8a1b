/**
 * Runs `work` on every item with at most `limit` calls in flight, in order of the items; resolves when
 * all are done, rejects with the first failure (no new call starts after it). The social cards need it:
 * asking the drawing thread for every card at once made it draw thousands of cards side by side
 * (satori layouts and sharp buffers of each held at the same time, several GB at 10,000 pages).
 */
export async function forEachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  let failed = false
  const runner = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]
      try {
        await work(item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, runner))
}
