/**
 * Gatsby's replaceHydrateFunction: the first render of the page, as a transition. React hydrates a
 * transition in slices of a few milliseconds, yielding to the browser between them, instead of in
 * one task for the whole shell (total blocking time). Clicks on a part not hydrated yet make React
 * hydrate that part first (the HydrationBoundary components). An empty container (gatsby develop,
 * which does not server-render) gets a plain client render.
 */
import type React from "react"
import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

export function hydrateAsTransition(element: React.ReactElement, container: Element): void {
  if (!container.firstElementChild?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
