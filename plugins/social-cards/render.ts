/**
 * Drawing: satori lays a card out and turns its text into paths (fonts from the @fontsource packages
 * in node_modules, no network), sharp rasterises the SVG to PNG. Both load on first use only, so a
 * build whose cards are all cached never loads them.
 */
import fs from "fs"
import path from "path"
import { createRequire } from "module"
import type { CardData } from "../../src/lib/social-card"
import { CARD_HEIGHT, CARD_WIDTH } from "../../src/lib/social-card"
import { cardElement } from "../../src/lib/social-card-layout"

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

export interface Renderer {
  card(card: CardData): Promise<Buffer>
  /** A square PNG of an SVG icon; with `background`, transparent corners are filled (apple-touch-icon). */
  icon(svg: string, size: number, background?: string): Promise<Buffer>
}

export function createRenderer(): Renderer {
  // Loaded here, not at the top: a warm build with every card cached never needs them.
  const satori = (projectRequire("satori") as typeof import("satori")).default
  const sharp = projectRequire("sharp") as typeof import("sharp")
  const fonts = CARD_FONTS.map((f) => ({ name: f.name, weight: f.weight, style: "normal" as const, data: fs.readFileSync(projectRequire.resolve(f.file)) }))
  const mark = `data:image/svg+xml;base64,${fs.readFileSync(MARK_FILE).toString("base64")}`
  return {
    async card(card) {
      const svg = await satori(cardElement(card, mark) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts })
      return sharp(Buffer.from(svg)).png().toBuffer()
    },
    async icon(svg, size, background) {
      const image = sharp(Buffer.from(svg), { density: 72 * 8 }).resize(size, size)
      return (background ? image.flatten({ background }) : image).png().toBuffer()
    },
  }
}
