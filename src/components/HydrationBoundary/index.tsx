/**
 * A Suspense boundary used to split the first hydration (total blocking time). React hydrates each
 * boundary as separate, interruptible work after the part of the page around it, and hydrates first
 * the boundary a reader clicks in, then replays the click. Nothing inside is meant to suspend: the
 * server HTML stays visible until the boundary is hydrated. See also src/browser/hydrate.ts.
 */
import React, { Suspense } from "react"

export default function HydrationBoundary({ children }: { children: React.ReactNode }): JSX.Element {
  return <Suspense fallback={null}>{children}</Suspense>
}
