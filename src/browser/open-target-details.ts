/**
 * A link to an element inside a closed <details> (an API error response's heading, such as
 * `#response-409`) opens that <details>, so the reader lands on its content, not on a folded line.
 */

/** Opens every closed <details> around the element the hash names. */
export function openDetailsOfTarget(doc: Document, hash: string): void {
  if (hash.length < 2) return
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return
  }
  for (let el = doc.getElementById(id)?.parentElement; el; el = el.parentElement)
    if (el instanceof HTMLDetailsElement && !el.open) el.open = true
}

/** For the page the reader opened and every in-page link followed afterwards. */
export function openDetailsOnHashChange(win: Window): void {
  const run = () => openDetailsOfTarget(win.document, win.location.hash)
  win.addEventListener("hashchange", run)
  run()
}
