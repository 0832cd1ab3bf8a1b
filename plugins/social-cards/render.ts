/**
 * Drawing: the element tree of a card is made here (social-card-layout), and drawn in a worker thread
 * (draw-worker.mjs: satori, with the fonts of the @fontsource packages in node_modules, no network, then
 * sharp to PNG). The thread starts on first use only, so a build whose cards are all cached never loads
 * satori or sharp.
 */
import fs from "fs"
import path from "path"
import { createRequire } from "module"
import { Worker } from "worker_threads"
import type { CardData } from "../../src/lib/social-card"
import { CARD_HEIGHT, CARD_WIDTH } from "../../src/lib/social-card"
import { cardElement } from "./card-layout"

/** Node's own require, from the project root (the plugin bundle's require does not resolve packages). */
export const projectRequire = createRequire(path.resolve("package.json"))

/** The font files the cards use (SIL Open Font License, see each package's LICENSE). */
export const CARD_FONTS = [
  { name: "Inter", file: "@fontsource/inter/files/inter-latin-400-normal.woff", weight: 400 },
  { name: "Inter", file: "@fontsource/inter/files/inter-latin-700-normal.woff", weight: 700 },
  { name: "Mono", file: "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff", weight: 500 },
] as const

/** The Pollaris mark drawn on every card. */
export const MARK_FILE = path.resolve("static/img/pollaris-mark.svg")

/** The drawing thread's code (plain JavaScript: a worker cannot load the plugin's TypeScript). */
export const WORKER_FILE = path.resolve("plugins/social-cards/draw-worker.mjs")

export interface Renderer {
  card(card: CardData): Promise<Buffer>
  /** A square PNG of an SVG icon; with `background`, transparent corners are filled (apple-touch-icon). */
  icon(svg: string, size: number, background?: string): Promise<Buffer>
}

export function createRenderer(): Renderer & { close(): Promise<void> } {
  const fonts = CARD_FONTS.map((f) => ({ name: f.name, weight: f.weight, file: projectRequire.resolve(f.file) }))
  const worker = new Worker(WORKER_FILE, { workerData: { fonts } })
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>()
  let nextId = 0
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  worker.on("message", ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
    const request = pending.get(id)
    pending.delete(id)
    if (error !== undefined || !png) request?.reject(new Error(error ?? "no image"))
    else request?.resolve(Buffer.from(png))
  })
  worker.on("error", failAll)
  worker.on("exit", (code) => failAll(new Error(`the drawing thread stopped (exit code ${code})`)))
  const ask = (message: Record<string, unknown>) =>
    new Promise<Buffer>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...message })
    })
  const mark = `data:image/svg+xml;base64,${fs.readFileSync(MARK_FILE).toString("base64")}`
  return {
    card: (card) => ask({ kind: "card", tree: cardElement(card, mark), width: CARD_WIDTH, height: CARD_HEIGHT }),
    icon: (svg, size, background) => ask({ kind: "icon", svg, size, background }),
    close: () => worker.terminate().then(() => undefined),
  }
}
