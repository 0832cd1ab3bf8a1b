/**
 * For tests: the search documents of the site's own guide pages (content/docs), made the way the
 * build makes them, each page's sections numbered in one list, with the readers' questions of
 * content/search-questions.json.
 */
import fs from "fs"
import path from "path"
import { docSectionDocuments, numberDocuments } from "./documents"
import { parseQuestions, questionRoute } from "./questions"
import type { SearchDocument } from "./types"

export function siteDocuments(): SearchDocument[] {
  const root = path.resolve(__dirname, "../../../content/docs")
  const docs: SearchDocument[][] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".mdx")) {
        const source = fs.readFileSync(full, "utf8")
        const title = /^title:\s*(.*)$/m.exec(source)?.[1] ?? entry.name
        const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "")
        docs.push(
          numberDocuments(
            docSectionDocuments(
              {
                route: `/${path.relative(root, full).replace(/\.mdx$/, "")}`,
                title,
                rawBody: body,
                tags: ["guide"],
                sidebarParentCategories: ["Commands"],
              },
              "/docs/"
            )
          )
        )
      }
    }
  }
  walk(root)
  const questionsFile = path.resolve(root, "../search-questions.json")
  const questions = parseQuestions(JSON.parse(fs.readFileSync(questionsFile, "utf8")), "content/search-questions.json")
  return numberDocuments(
    docs.flat().map(({ id: _id, ...rest }) => {
      const asked = questions.get(questionRoute(rest.sectionRoute, "/docs/"))
      return asked ? { ...rest, questions: [...asked] } : rest
    })
  )
}
