/** Build side of shared-json.ts: the content-hashed name of a shared JSON file (Node's crypto). */
import { createHash } from "crypto"
import { SHARED_DIR } from "../src/lib/shared-json"

/** The file name of a shared value: its kind, its name and a hash of its JSON text. */
export function sharedJsonFile(kind: string, name: string, json: string): string {
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 12)
  const safe = `${kind}-${name}`.replace(/[^A-Za-z0-9_-]+/g, "-")
  return `${SHARED_DIR}/${safe}.${hash}.json`
}
