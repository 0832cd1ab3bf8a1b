/**
 * Markup that needs no React in the browser once the server has rendered it (an API operation's
 * reference: thousands of nodes, no state). During the first hydration the server's HTML is kept as
 * it is instead of being hydrated node by node, which is the longest task on such a page; after a
 * client-side navigation the children render normally. Give it a `key` per page so a new page
 * mounts a new instance. Behaviour (tabs, copy buttons, links) comes from content-enhance.
 */
import React, { useState } from "react"

let initialHydrationDone = false

/** Called once the first client render has been committed (gatsby-browser onInitialClientRender). */
export function markInitialHydrationDone(): void {
  initialHydrationDone = true
}

export default function ServerRendered({ children, className }: { children: React.ReactNode; className?: string }): JSX.Element {
  const [keepServerHtml] = useState(() => typeof window !== "undefined" && !initialHydrationDone)
  if (keepServerHtml) {
    // React leaves the server-rendered children of an element with dangerouslySetInnerHTML untouched while hydrating.
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  }
  return <div className={className}>{children}</div>
}
