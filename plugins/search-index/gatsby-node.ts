/**
 * search-index: writes public/search-index-<tag>.json ({ documents, index }) for every search tag,
 * from the node gatsby-plugin-local-search made for it (its store), and its FlexSearch export beside it
 * as public/search-flexsearch-<tag>.json, which the reader's file names as its index (see publishedFiles).
 * Runs after a build, and under develop when the server starts and whenever pages are created again. A missing node, an empty index or a
 * FlexSearch index that did not split words fails the build with the reason.
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import {
  flexSearchExportFileName,
  indexFileName,
  indexFileOf,
  localSearchNodeType,
  PARTS_FOLDER,
  publishedFiles,
  type LocalSearchNode,
} from "./index-file"
import { synonymsProblem } from "./synonyms-file"
import { questionsFileName, readQuestions } from "./questions-file"
import { questionRoute, unknownQuestionRoutes } from "../../src/lib/search/questions"
import { searchSettings, site } from "../../src/config/site"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problem = synonymsProblem()
  if (problem) reporter.panic(`search-index: ${problem}`)
  const questions = readQuestions()
  if (typeof questions === "string") reporter.panic(`search-index: ${questions}`)
}

function writeIndexFiles(
  getNodesByType: (type: string) => Node[],
  reporter: Reporter,
  publicDir: string,
  onlyExisting = false
): void {
  const sectionRoutes: string[] = []
  let everyTag = true
  for (const tag of searchSettings.tags) {
    const node = getNodesByType(localSearchNodeType(tag))[0] as LocalSearchNode | undefined
    // Under develop the first createPages may run before the index node exists: the server start writes it.
    if (!node && onlyExisting) {
      everyTag = false
      continue
    }
    const file = indexFileOf(node, tag)
    if (typeof file === "string") {
      reporter.panicOnBuild(`search-index: cannot write ${indexFileName(tag)}: ${file}`)
      continue
    }
    for (const doc of file.documents) sectionRoutes.push(questionRoute(doc.sectionRoute, site.basePath))
    const { reader, flexSearchExport, parts } = publishedFiles(file, tag)
    const json = JSON.stringify(reader)
    fs.mkdirSync(publicDir, { recursive: true })
    // The parts of an earlier build of this tag go: public/ then holds what a clean build writes.
    for (const name of fs.readdirSync(publicDir))
      if (PARTS_FOLDER.exec(name)?.[1] === tag) fs.rmSync(path.join(publicDir, name), { recursive: true, force: true })
    for (const [relative, text] of parts) {
      fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, relative), text)
    }
    fs.writeFileSync(path.join(publicDir, indexFileName(tag)), json)
    fs.writeFileSync(path.join(publicDir, flexSearchExportFileName(tag)), JSON.stringify(flexSearchExport))
    const kb = (n: number) => (n / 1024).toFixed(1)
    reporter.info(
      `search-index: ${indexFileName(tag)}: ${file.documents.length} documents, ${kb(json.length)} KB (${kb(zlib.gzipSync(json).length)} KB gzip)` +
        (parts.size > 0 ? `, split into ${parts.size} parts` : "")
    )
  }
  // A question for a section that is gone (a renamed heading, a moved page) no longer counts: say so,
  // like a broken link, without stopping the build.
  const questions = readQuestions()
  if (typeof questions !== "string" && everyTag)
    for (const problem of unknownQuestionRoutes(questions, sectionRoutes, questionsFileName()))
      reporter.warn(`search-index: ${problem}`)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  writeIndexFiles(getNodesByType, reporter, path.resolve("public"))
}

/**
 * Under `gatsby develop`, Gatsby runs createPages again whenever content changes, and
 * gatsby-plugin-local-search (listed before this plugin) rebuilds its index there: publish it again.
 */
export const createPages: GatsbyNode["createPages"] = ({ getNodesByType, reporter }) => {
  if (process.env.gatsby_executing_command !== "develop") return
  writeIndexFiles(getNodesByType, reporter, path.resolve("public"), true)
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ getNodesByType, reporter }) => {
  writeIndexFiles(getNodesByType, reporter, path.resolve("public"))
}
