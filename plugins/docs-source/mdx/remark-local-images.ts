/**
 * Images written as ![alt](./images/x.svg) next to an MDX file: the file must exist (a missing image
 * fails the build naming the page and the path), it is copied to public/static/images/ under a
 * content hash, and its intrinsic size is set so the page does not shift when it loads.
 */
import fs from "fs"
import path from "path"
import crypto from "crypto"
import { visitNodes, type UnistNode } from "./tree"
import { isExternalUrl } from "../../../src/lib/routing"

export const PUBLIC_IMAGE_DIR = "static/images"

/** Its message names the page: printed as it is. */
export class MissingImageError extends Error {
  readonly namesFile = true
}

/** Width and height of an SVG from its width/height attributes or its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0]
  if (!root) return null
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`, "i").exec(root)?.[1]
  const w = attr("width")
  const h = attr("height")
  if (w && h) return { width: Math.round(+w), height: Math.round(+h) }
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/i.exec(root)
  return viewBox ? { width: Math.round(+viewBox[1]), height: Math.round(+viewBox[2]) } : null
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(buffer: Buffer): { width: number; height: number } | null {
  if (buffer.length < 24 || buffer.toString("ascii", 1, 4) !== "PNG") return null
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

export default function remarkLocalImages(options: { publicDir?: string; repoRoot?: string } = {}) {
  const publicDir = options.publicDir ?? path.resolve("public")
  const repoRoot = options.repoRoot ?? process.cwd()
  return (tree: UnistNode, file: { path?: string }) => {
    const sourcePath = file.path ?? ""
    visitNodes(
      tree,
      (n) => n.type === "image" && typeof n.url === "string" && !isExternalUrl(n.url) && !n.url.startsWith("/"),
      (image) => {
        const url = decodeURI((image.url as string).split(/[?#]/)[0])
        const absolute = path.resolve(path.dirname(sourcePath), url)
        const page = path.relative(repoRoot, sourcePath)
        if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
          throw new MissingImageError(
            `Missing image in ${page}: "${image.url}" does not exist (looked for ${path.relative(repoRoot, absolute)})`
          )
        }
        if (!image.alt || !image.alt.trim()) {
          throw new MissingImageError(`Image without alt text in ${page}: "${image.url}" needs a description`)
        }
        const content = fs.readFileSync(absolute)
        const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 10)
        const name = `${path.basename(absolute, path.extname(absolute))}-${hash}${path.extname(absolute)}`
        const target = path.join(publicDir, PUBLIC_IMAGE_DIR, name)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        if (!fs.existsSync(target)) fs.copyFileSync(absolute, target)
        const size = absolute.endsWith(".svg") ? svgSize(content.toString("utf8")) : pngSize(content)
        image.url = `/${PUBLIC_IMAGE_DIR}/${name}`
        image.data = {
          ...(image.data ?? {}),
          hProperties: { ...(size ?? {}), loading: "lazy", decoding: "async" },
        }
      }
    )
  }
}
