/**
 * page-history: two fields on every Doc, for "Edit this page" and "Last updated".
 * - editUrl: the page's source file in the repository's web editor (site.repository).
 * - lastUpdated: the date of the last commit that touched the file, from one `git log` per process.
 *   Without usable history (no git, not a repository, a shallow clone whose oldest commit would date
 *   every page) it is null, the page leaves the date out and the build goes on.
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { site } from "../../src/config/site"
import { editUrl } from "../../src/lib/page-history"
import { readHistory, type History } from "./history"

let history: History | null | undefined

interface DocSource {
  contentFilePath: string
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, reporter }) => {
  createResolvers({
    Doc: {
      editUrl: {
        type: "String",
        description: "The page's source file in the repository's web editor (Edit this page).",
        resolve: (doc: DocSource) => {
          const relative = path.relative(process.cwd(), doc.contentFilePath).split(path.sep).join("/")
          return relative.startsWith("..") ? null : editUrl(site.repository, relative)
        },
      },
      lastUpdated: {
        type: "String",
        description: "ISO date of the last commit that touched the page's file; null without git history.",
        resolve: (doc: DocSource) => {
          if (history === undefined) {
            history = readHistory(process.cwd())
            if (!history)
              reporter.info("page-history: no git history (or a shallow clone): pages show no Last updated date")
          }
          if (!history) return null
          const relative = path.relative(history.root, doc.contentFilePath).split(path.sep).join("/")
          return history.dates.get(relative) ?? null
        },
      },
    },
  })
}
