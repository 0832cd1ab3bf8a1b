/**
 * Gatsby's replaceHydrateFunction: the first render of the page, as a transition. React hydrates a
 * transition in slices of a few milliseconds, yielding to the browser between them, instead of in
 * one task for the whole shell (total blocking time). Clicks on a part not hydrated yet make React
 * hydrate that part first (the HydrationBoundary components). An empty container (gatsby develop,
 * which does not server-render) gets a plain client render, and so does a page shown in place of the
 * not-found page's HTML (a `.html` path on a host without redirects, see html-path.ts): React
 * replaces that HTML instead of hydrating it.
 */
import type React from "react"
import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { mustRenderAfresh } from "./html-path"

export function hydrateAsTransition(element: React.ReactElement, container: Element): void {
  if (!container.firstElementChild?.children.length || mustRenderAfresh()) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
