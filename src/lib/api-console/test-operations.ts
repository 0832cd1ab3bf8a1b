/** Test helper: the console data of the site's own OpenAPI document, as the build writes it. */
import path from "path"
import { loadOpenApiDocument } from "../../../plugins/openapi-source/load"
import { shapeDocument } from "../openapi/shape"
import { consoleOperations, type ConsoleOperation } from "../openapi/console-data"

export async function siteConsoleOperations(): Promise<ConsoleOperation[]> {
  const loaded = await loadOpenApiDocument(path.resolve(__dirname, "../../../openapi/pollaris-api.yaml"))
  if (!loaded.ok) throw new Error(loaded.message)
  const shaped = shapeDocument(loaded.document, { nameOf: loaded.nameOf })
  // The files are JSON: compare with what the browser gets, not with shared object references.
  return JSON.parse(JSON.stringify(consoleOperations(loaded.document, shaped.operations))) as ConsoleOperation[]
}
