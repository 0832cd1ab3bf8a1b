/**
 * The current location (pathname, search, hash) as Gatsby gives it to the page. The layout provides
 * it; outside a layout (tests, isolated components) it falls back to window.location.
 */
import React, { createContext, useContext } from "react"

export interface PageLocation {
  pathname: string
  search: string
  hash: string
}

const PageLocationContext = createContext<PageLocation | null>(null)

export function PageLocationProvider({
  location,
  children,
}: {
  location: PageLocation
  children: React.ReactNode
}): JSX.Element {
  return <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>
}

export function usePageLocation(): PageLocation {
  const fromLayout = useContext(PageLocationContext)
  if (fromLayout) return fromLayout
  if (typeof window === "undefined") return { pathname: "/", search: "", hash: "" }
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }
}
