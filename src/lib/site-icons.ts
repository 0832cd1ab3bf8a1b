/**
 * The icons every page declares (SVG favicon, PNG fallback, apple-touch-icon, web app manifest) and
 * the manifest itself. Paths are under the base path, so browsers never fall back to /favicon.ico at
 * the host root.
 */
import { manifestNames, siteIcons, socialCardPalette } from "../config/social"

export interface IconLink {
  rel: string
  href: string
  type?: string
  sizes?: string
}

/** The <link> tags of the head, in the order browsers should consider them. */
export function iconLinks(basePath: string): IconLink[] {
  const at = (file: string) => `${basePath}${file}`
  return [
    { rel: "icon", href: at(siteIcons.svg), type: "image/svg+xml" },
    {
      rel: "icon",
      href: at(siteIcons.png.file),
      type: "image/png",
      sizes: `${siteIcons.png.size}x${siteIcons.png.size}`,
    },
    {
      rel: "apple-touch-icon",
      href: at(siteIcons.appleTouch.file),
      sizes: `${siteIcons.appleTouch.size}x${siteIcons.appleTouch.size}`,
    },
    { rel: "manifest", href: at(siteIcons.manifest) },
  ]
}

/** The web app manifest (JSON), scoped to the docs. */
export function webManifest(basePath: string, themeColor: string): string {
  return `${JSON.stringify(
    {
      name: manifestNames.name,
      short_name: manifestNames.shortName,
      start_url: basePath,
      scope: basePath,
      display: "browser",
      background_color: socialCardPalette.background,
      theme_color: themeColor,
      icons: [
        { src: `${basePath}${siteIcons.svg}`, sizes: "any", type: "image/svg+xml" },
        ...siteIcons.manifestIcons.map((icon) => ({
          src: `${basePath}${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: "image/png",
        })),
      ],
    },
    null,
    2
  )}\n`
}
