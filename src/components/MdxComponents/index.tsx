/** The components MDX pages can use without importing, and the overrides of plain Markdown elements. */
import React from "react"
import { withPrefix } from "gatsby"
import Link from "../Link"
import CodeBlock from "../CodeBlock"
import Tabs, { TabItem } from "../Tabs"
import { Card, CardGrid } from "../Card"
import Admonition, { Note, Tip, Info, Warning, Danger } from "../Admonition"

/** Links to files (the OpenAPI download, images) are plain downloads, not routes. */
const FILE_LINK = /\.(ya?ml|json|csv|svg|png|jpe?g|txt|zip)$/i

function MdxLink({ href = "", ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (FILE_LINK.test(href.split(/[?#]/)[0])) return <a href={href} {...rest} />
  return <Link href={href} {...rest} />
}

function MdxImage({ src = "", alt = "", ...rest }: React.ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={src.startsWith("/") ? withPrefix(src) : src} alt={alt} {...rest} />
}

export const mdxComponents = {
  a: MdxLink,
  img: MdxImage,
  pre: CodeBlock,
  Admonition,
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  Tabs,
  TabItem,
  Card,
  CardGrid,
}
