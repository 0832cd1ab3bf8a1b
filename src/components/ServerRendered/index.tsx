/**
 * Markup that needs no React in the browser once the server has rendered it (an API operation's
 * reference: thousands of nodes, no state). While it is being hydrated the server's HTML is kept as
 * it is instead of being hydrated node by node, which is the longest task on such a page; when it
 * mounts after a client-side navigation its children render normally. Give it a `key` per page so a
 * new page mounts a new instance. Behaviour (tabs, copy buttons, links) comes from content-enhance.
 */
import React, { useState, useSyncExternalStore } from "react"

const subscribeToNothing = () => () => undefined

/** True while React hydrates server HTML (it reads the server snapshot then), false on a client render. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true
  )
}

export default function ServerRendered({
  children,
  className,
}: {
  children: React.ReactNode
  className?: string
}): JSX.Element {
  const hydrating = useIsHydrating()
  // Decided once, at mount: a hydrated instance keeps the server HTML for its whole life.
  const [keepServerHtml] = useState(() => typeof window !== "undefined" && hydrating)
  if (keepServerHtml) {
    // React leaves the server-rendered children of an element with dangerouslySetInnerHTML untouched while hydrating.
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  }
  return <div className={className}>{children}</div>
}
