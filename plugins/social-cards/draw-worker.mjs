/**
 * The drawing thread of the social cards: satori lays out an element tree and turns its text into
 * paths, sharp rasterises the SVG to PNG. A worker thread, so the cards are drawn on the second core
 * while the main thread bundles the site's JavaScript (render.ts starts it when the pages are known).
 *
 * workerData: { fonts: [{ name, weight, file }] } (font files resolved by the main thread).
 * Messages in:  { id, kind: "card", tree, width, height } | { id, kind: "icon", svg, size, background }
 * Messages out: { id, png } (a Uint8Array, transferred) | { id, error }
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { parentPort, workerData } from "node:worker_threads"

const require = createRequire(path.resolve("package.json"))
const satori = require("satori").default
const sharp = require("sharp")
const fonts = workerData.fonts.map((f) => ({
  name: f.name,
  weight: f.weight,
  style: "normal",
  data: fs.readFileSync(f.file),
}))

async function draw(message) {
  if (message.kind === "card") {
    const svg = await satori(message.tree, { width: message.width, height: message.height, fonts })
    return sharp(Buffer.from(svg)).png().toBuffer()
  }
  const image = sharp(Buffer.from(message.svg), { density: 72 * 8 }).resize(message.size, message.size)
  return (message.background ? image.flatten({ background: message.background }) : image).png().toBuffer()
}

parentPort.on("message", async (message) => {
  try {
    const png = new Uint8Array(await draw(message))
    parentPort.postMessage({ id: message.id, png }, [png.buffer])
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
})
