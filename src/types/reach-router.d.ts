/** The part of Gatsby's router history that the route hooks use (the package ships no types). */
declare module "@gatsbyjs/reach-router" {
  export const globalHistory: {
    readonly location: { pathname: string; search: string; hash: string }
    navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>
  }
}
