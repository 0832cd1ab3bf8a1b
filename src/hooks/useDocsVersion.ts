/** The docs version data built by gatsby-node (one version, "current"). */
import { graphql, useStaticQuery } from "gatsby"
import type { DocsVersionInfo } from "../lib/navbar"

export function assertDocsVersion(version: DocsVersionInfo | null | undefined): DocsVersionInfo {
  if (!version) {
    throw new Error(
      "The docs plugin does not seem to be enabled: no docs version data was built. Is docs-source listed in gatsby-config?"
    )
  }
  return version
}

export function useDocsVersion(): DocsVersionInfo {
  const data = useStaticQuery<{ docsVersion: DocsVersionInfo | null }>(graphql`
    query DocsVersion {
      docsVersion {
        name
        label
        path
        isLast
        mainDocId
        docs {
          id
          path
          sidebar
          unlisted
        }
      }
    }
  `)
  return assertDocsVersion(data?.docsVersion)
}
