/**
 * Loads one OpenAPI document: parses it, validates it against the OpenAPI schema and dereferences it
 * (swagger-parser), and keeps the names of the component schemas so the reference can still say "Poll"
 * where the document wrote `$ref: '#/components/schemas/Poll'`. Never throws: a broken document comes
 * back as a message naming the file, the parser's own words and the JSON pointer of the problem.
 */
import fs from "fs"
import { load as loadYaml } from "js-yaml"
import { formatLoadError } from "../../src/lib/openapi/errors"
import type { OpenApiDocument, SchemaNameOf, SchemaObject } from "../../src/lib/openapi/types"

export type LoadResult =
  { ok: true; document: OpenApiDocument; nameOf: SchemaNameOf; source: string } | { ok: false; message: string }

/**
 * @param file path of the YAML or JSON document (absolute, or relative to the working directory)
 * @param displayPath how messages name the file (default: `file`)
 */
export async function loadOpenApiDocument(file: string, displayPath = file): Promise<LoadResult> {
  let source: string
  try {
    source = fs.readFileSync(file, "utf8")
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "the file does not exist" : String((error as Error).message)
    return {
      ok: false,
      message: `Cannot read the OpenAPI document ${displayPath}: ${reason}. Set the plugin option specPath or DOCS_OPENAPI_FILE.`,
    }
  }
  try {
    // validate() parses, checks the OpenAPI schema, then dereferences in place; no network lookups at build time.
    // Imported here, not at the top: a rebuild served from the plugin's cache never loads the validator.
    const { default: SwaggerParser } = await import("@apidevtools/swagger-parser")
    const api = (await SwaggerParser.validate(file, { resolve: { http: false } })) as unknown as OpenApiDocument
    const names = new Map<SchemaObject, string>()
    for (const [name, schema] of Object.entries(api.components?.schemas ?? {}))
      if (!names.has(schema)) names.set(schema, name)
    return { ok: true, document: api, nameOf: (schema) => names.get(schema), source }
  } catch (error) {
    return { ok: false, message: formatLoadError(displayPath, error, rawContext(source)) }
  }
}

/** The document as written (no $refs followed), to point at components and lines; none when it does not parse. */
function rawContext(source: string): { raw: unknown; source: string } | undefined {
  try {
    return { raw: loadYaml(source), source }
  } catch {
    return undefined
  }
}
