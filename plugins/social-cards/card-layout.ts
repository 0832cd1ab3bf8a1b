/**
 * How a social card looks: the element tree satori draws (1200 x 630, dark theme, the Pollaris mark,
 * the section, the title, an API operation's method and path, the page's address).
 */
import { socialCardPalette as palette } from "../../src/config/social"
import { CARD_HEIGHT, CARD_WIDTH, type CardData } from "../../src/lib/social-card"

/** Title size in px: long titles get smaller type so they fit in three lines and stay readable at 400 px wide. */
export function titleSize(title: string): number {
  const n = title.length
  return n <= 24 ? 96 : n <= 44 ? 80 : n <= 70 ? 64 : 56
}

export interface CardNode {
  type: string
  props: {
    style?: Record<string, string | number>
    children?: CardNode | string | (CardNode | string)[]
    src?: string
    width?: number
    height?: number
  }
  key?: null
}

const el = (type: string, style: Record<string, string | number>, ...children: (CardNode | string)[]): CardNode => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
})

/** The element tree of a card (fonts: "Inter" 400 and 700, "Mono" 500). `markSrc` is the Pollaris mark as a data URI. */
export function cardElement(card: CardData, markSrc: string): CardNode {
  const method = card.method?.toLowerCase()
  const operation =
    method && card.path
      ? el(
          "div",
          {
            display: "flex",
            alignItems: "center",
            marginTop: 36,
            fontFamily: "Mono",
            fontSize: 40,
            color: palette.text,
          },
          el(
            "div",
            {
              display: "flex",
              padding: "6px 18px",
              marginRight: 24,
              borderRadius: 10,
              background: palette.methods[method] ?? palette.muted,
              color: palette.background,
              fontWeight: 500,
            },
            card.method!.toUpperCase()
          ),
          el("div", { display: "flex" }, card.path)
        )
      : null
  const logo: CardNode = { type: "img", props: { src: markSrc, width: 72, height: 72, style: { marginRight: 24 } } }
  return el(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 80px 72px",
      fontFamily: "Inter",
      color: palette.text,
      background: palette.background,
      backgroundImage: `linear-gradient(200deg, rgba(88, 101, 242, 0.34) 0%, rgba(88, 101, 242, 0) 45%)`,
      borderBottom: `14px solid ${palette.accentStrong}`,
    },
    el("div", { display: "flex", alignItems: "center", fontSize: 40, fontWeight: 700 }, logo, "Pollaris Docs"),
    el(
      "div",
      { display: "flex", flexDirection: "column" },
      el(
        "div",
        { display: "flex", fontSize: 36, fontWeight: 700, color: palette.accent, marginBottom: 16 },
        card.section
      ),
      el(
        "div",
        {
          display: "block",
          lineClamp: 3,
          fontSize: titleSize(card.title),
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1,
        },
        card.title
      ),
      ...(operation ? [operation] : [])
    ),
    el("div", { display: "flex", fontSize: 30, color: palette.muted }, card.url)
  )
}
