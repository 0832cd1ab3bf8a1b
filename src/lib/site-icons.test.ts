import { iconLinks, webManifest } from "./site-icons"

describe("site icons", () => {
  it("declares the SVG favicon first, then the PNG fallback, the apple-touch-icon and the manifest, under the base path", () => {
    expect(iconLinks("/docs/")).toEqual([
      { rel: "icon", href: "/docs/favicon.svg", type: "image/svg+xml" },
      { rel: "icon", href: "/docs/favicon-32.png", type: "image/png", sizes: "32x32" },
      { rel: "apple-touch-icon", href: "/docs/apple-touch-icon.png", sizes: "180x180" },
      { rel: "manifest", href: "/docs/manifest.webmanifest" },
    ])
  })

  it("writes a manifest with the names, the theme colour and icons scoped to the docs", () => {
    const manifest = JSON.parse(webManifest("/docs/", "#5865f2"))
    expect(manifest).toMatchObject({
      name: "Pollaris Docs",
      short_name: "Pollaris",
      start_url: "/docs/",
      scope: "/docs/",
      theme_color: "#5865f2",
    })
    expect(manifest.icons.map((i: { src: string; sizes: string }) => `${i.src} ${i.sizes}`)).toEqual([
      "/docs/favicon.svg any",
      "/docs/icon-192.png 192x192",
      "/docs/icon-512.png 512x512",
    ])
  })
})
