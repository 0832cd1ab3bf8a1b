/**
 * A Suspense boundary used to split the first hydration. React hydrates the page outside every
 * boundary in one task, then each boundary later in its own interruptible work, so no single task
 * holds the main thread for the whole page (total blocking time). Nothing inside is meant to suspend;
 * the server HTML stays visible until the boundary is hydrated, and clicks on it are replayed after.
 */
import React, { Suspense } from "react"

export default function HydrationBoundary({ children }: { children: React.ReactNode }): JSX.Element {
  return <Suspense fallback={null}>{children}</Suspense>
}
