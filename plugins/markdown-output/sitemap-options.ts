/**
 * Options of gatsby-plugin-sitemap: every listed page (plugins/listed-pages) with its absolute URL
 * under the base path (https://pollaris.example/docs/...), unlisted and draft docs left out. The
 * plugin writes /docs/sitemap-index.xml and /docs/sitemap-0.xml and links the index from every <head>.
 */
import { isListedPage } from "../listed-pages"

interface SitemapQuery {
  site: { siteMetadata: { siteUrl: string } }
  allSitePage: { nodes: { path: string }[] }
  allDoc: { nodes: { route: string; unlisted: boolean; draft: boolean }[] }
}

export const sitemapOptions = {
  output: "/",
  createLinkInHead: true,
  query: `
    {
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path } }
      allDoc { nodes { route unlisted draft } }
    }
  `,
  resolveSiteUrl: (data: SitemapQuery) => data.site.siteMetadata.siteUrl,
  resolvePages: (data: SitemapQuery) => {
    const unlisted = new Set(data.allDoc.nodes.filter((d) => d.unlisted || d.draft).map((d) => d.route))
    return data.allSitePage.nodes.filter((page) => isListedPage(page.path, unlisted))
  },
  serialize: ({ path }: { path: string }) => ({ url: path }),
}
