/**
 * Class of the sections a page is cut into, one per h2 with the blocks up to the next h2: MDX pages
 * get them from plugins/docs-source/mdx/rehype-sections.ts, API operation pages from ApiOperation.
 * The browser renders a section only near the viewport (content-visibility in src/styles/global.css).
 */
export const SECTION_CLASS = "doc-section"
