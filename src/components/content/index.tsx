/**
 * The components MDX pages use, rendered to static HTML at build time (plugins/docs-source). They have
 * no state and no CSS Modules: their styles are the global content styles (src/styles/content.css),
 * and their behaviour (tabs, copy buttons, client-side links) is attached in the browser by
 * src/browser/content-enhance.ts. So a guide page ships its content as HTML, not as JavaScript.
 */
import React, { useId } from "react"
import { pageLabels, MAIN_SITE_URL } from "../../config/site"
import { isExternalUrl, leavesSite } from "../../lib/routing"
import { columnKinds, tableLayout, type CellKind } from "../../lib/table-layout"
import LeavesSiteMark from "../LeavesSiteMark"

type Children = { children?: React.ReactNode }

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

/** Inline SVG paths (24 × 24, stroked): drawn the same on every platform, unlike emoji or symbol glyphs. */
const ADMONITIONS: Record<AdmonitionType, { title: string; icon: string }> = {
  note: { title: "Note", icon: "M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z" },
  tip: { title: "Tip", icon: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.74V17h8v-2.26A7 7 0 0 0 12 2Z" },
  info: { title: "Info", icon: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM12 16v-5M12 8h.01" },
  warning: {
    title: "Warning",
    icon: "M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0ZM12 9v4M12 17h.01",
  },
  danger: { title: "Danger", icon: "M7.86 2h8.28L22 7.86v8.28L16.14 22H7.86L2 16.14V7.86ZM12 8v4M12 16h.01" },
}

export function Admonition({
  type,
  title,
  children,
}: Children & { type: AdmonitionType; title?: string }): JSX.Element {
  const heading = title ?? ADMONITIONS[type].title
  return (
    <aside className={`admonition admonition--${type}`} aria-label={heading}>
      <p className="admonition__title">
        <svg
          className="admonition__icon"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d={ADMONITIONS[type].icon}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {heading}
      </p>
      <div className="admonition__body">{children}</div>
    </aside>
  )
}

const admonition = (type: AdmonitionType) => {
  const Component = (props: Children & { title?: string }) => <Admonition type={type} {...props} />
  Component.displayName = type
  return Component
}

export function TabItem({ children }: Children & { label: string; value?: string }): JSX.Element {
  return <>{children}</>
}

/**
 * Tabs: the first panel is shown; the others are hidden until a tab is chosen. Tabs with the same
 * `groupId` switch together across the page, and the choice is remembered (src/browser/content-enhance.ts).
 */
export function Tabs({ children, groupId }: Children & { groupId?: string }): JSX.Element {
  const id = useId().replace(/:/g, "")
  const items = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<{ label: string; value?: string; children?: React.ReactNode }> =>
      React.isValidElement(c) && typeof (c.props as { label?: unknown }).label === "string"
  )
  return (
    <div className="tabs" data-tabs="" data-group-id={groupId}>
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className="tabs__tab"
            id={`${id}-tab-${i}`}
            data-value={item.props.value ?? item.props.label}
            aria-selected={i === 0}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={i}
          role="tabpanel"
          className="tabs__panel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== 0}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}

/** Names shown in a code block's header for the languages the site uses. */
const LANGUAGES: Record<string, string> = {
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  json: "JSON",
  js: "JavaScript",
  javascript: "JavaScript",
  ts: "TypeScript",
  python: "Python",
  py: "Python",
  http: "HTTP",
  yaml: "YAML",
  csv: "CSV",
}

export function languageOf(className?: string): string | null {
  const lang = /(?:^|\s)language-([\w-]+)/.exec(className ?? "")?.[1]
  return lang ? (LANGUAGES[lang] ?? null) : null
}

/** A code block with a header (its title or language, and the copy button), so the button never covers code. */
export function CodeBlock({ title, ...props }: React.HTMLAttributes<HTMLPreElement> & { title?: string }): JSX.Element {
  const label = title ?? languageOf(props.className)
  return (
    <div className="code-block">
      <div className="code-block__header">
        <span className="code-block__title">{label}</span>
        <button
          type="button"
          className="code-block__copy"
          data-copy-code=""
          aria-label={pageLabels.copyCode}
          title={pageLabels.copyCode}
        >
          {pageLabels.copy}
        </button>
      </div>
      <pre {...props} tabIndex={0} />
    </div>
  )
}

/** The text of a React node (for table headers). */
function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return ""
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (React.isValidElement(node)) return textOf((node.props as { children?: React.ReactNode }).children)
  return ""
}

/**
 * True when a cell says nothing: only dashes and spaces. A component without children (a type with
 * links, drawn from its props) says something, though its text cannot be read here.
 */
function saysNothing(node: React.ReactNode): boolean {
  if (node === null || node === undefined || typeof node === "boolean") return true
  if (typeof node === "string" || typeof node === "number") return /^[\s—–-]*$/.test(String(node))
  if (Array.isArray(node)) return node.every(saysNothing)
  if (React.isValidElement(node)) {
    const children = (node.props as { children?: React.ReactNode }).children
    return children !== undefined && saysNothing(children)
  }
  return false
}

type Props = { children?: React.ReactNode; className?: string }
const elements = (node: React.ReactNode) =>
  React.Children.toArray(node).filter((c): c is React.ReactElement<Props> => React.isValidElement(c))

/** The header texts of a table's first header row. */
function headersOf(children: React.ReactNode): string[] {
  const head = elements(children).find((c) => c.type === "thead")
  const row = head ? elements(head.props.children)[0] : undefined
  return row ? elements(row.props.children).map((cell) => textOf(cell.props.children).trim()) : []
}

/** Body cells get their column's header as data-label and their role as a class, for the stacked layout. */
function labelCells(children: React.ReactNode, headers: string[], kinds: CellKind[]): React.ReactNode {
  return React.Children.map(children, (section) => {
    if (!React.isValidElement<Props>(section) || section.type !== "tbody") return section
    const rows = React.Children.map(section.props.children, (row) => {
      if (!React.isValidElement<Props>(row)) return row
      let column = -1
      const cells = React.Children.map(row.props.children, (cell) => {
        if (!React.isValidElement<Props>(cell)) return cell
        column += 1
        const kind = kinds[column] ?? "fact"
        // A cell that says nothing ("—") is left out of the stacked layout.
        const empty = saysNothing(cell.props.children)
        return React.cloneElement(cell as React.ReactElement<Props & { "data-label"?: string }>, {
          "data-label": headers[column] ?? "",
          className: [cell.props.className, `cell--${kind}`, empty ? "cell--empty" : null].filter(Boolean).join(" "),
        })
      })
      return React.cloneElement(row, {}, cells)
    })
    return React.cloneElement(section, {}, rows)
  })
}

/**
 * A table in a wrapper that is its layout container: on a column too narrow for it, the rows stack
 * (src/lib/table-layout.ts, CSS container queries); what still does not fit scrolls inside the
 * keyboard-focusable wrapper, with shadows at the edges that show it does.
 */
export function Table({ children, ...props }: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  const headers = headersOf(children)
  const layout = tableLayout(headers)
  return (
    <div className={`table-scroll table-scroll--${layout}`} tabIndex={0} role="region" aria-label={pageLabels.table}>
      <table {...props}>{labelCells(children, headers, columnKinds(headers))}</table>
    </div>
  )
}

/** A constant's name in capitals and underscores ("SEND_MESSAGES_IN_THREADS", "POLLARIS_API_KEY"). */
const CONSTANT_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/

/**
 * Inline code; a constant's name, long and of one piece, may break after its underscores, not in the
 * middle of a word, when its column is narrow ("SEND_MESSAGES_" / "IN_THREADS"). Other names wrap whole.
 */
export function InlineCode({ children, className, ...rest }: React.HTMLAttributes<HTMLElement>): JSX.Element {
  if (typeof children !== "string" || !CONSTANT_NAME.test(children))
    return (
      <code className={className} {...rest}>
        {children}
      </code>
    )
  const pieces = children.split(/(?<=_)/)
  return (
    <code className={[className, "code--name"].filter(Boolean).join(" ")} {...rest}>
      {pieces.map((piece, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </React.Fragment>
      ))}
    </code>
  )
}

export function CardGrid({ children }: Children): JSX.Element {
  return (
    <ul className="card-grid">
      {React.Children.toArray(children).map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  )
}

/** Components that need the base path (links and images written as site routes). */
export function contentComponents(pathPrefix: string) {
  const prefixed = (route: string) =>
    route.startsWith("/") && !route.startsWith(`${pathPrefix}/`) ? `${pathPrefix}${route}` || "/" : route

  function Card({ to, title, children }: Children & { to: string; title: string }): JSX.Element {
    return (
      <a className="card" href={prefixed(to)}>
        <span className="card__title">{title}</span>
        {children ? <span className="card__description">{children}</span> : null}
      </a>
    )
  }

  function ContentLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>): JSX.Element {
    const external = isExternalUrl(href)
    return (
      <a
        href={external || href.startsWith("#") ? href : prefixed(href)}
        rel={external ? "noopener noreferrer" : undefined}
        {...rest}
      >
        {children}
        {leavesSite(href, MAIN_SITE_URL) ? <LeavesSiteMark /> : null}
      </a>
    )
  }

  /** A figure: a link to the image file, which src/browser/image-dialog.ts opens larger in a dialog instead. */
  function ContentImage({ src = "", alt = "", ...rest }: React.ImgHTMLAttributes<HTMLImageElement>): JSX.Element {
    return (
      <a className="zoomable-image" href={prefixed(src)} data-zoom-image="">
        <img src={prefixed(src)} alt={alt} {...rest} />
        <span className="visually-hidden">{pageLabels.openImage}</span>
      </a>
    )
  }

  return {
    a: ContentLink,
    img: ContentImage,
    pre: CodeBlock,
    code: InlineCode,
    table: Table,
    Admonition,
    Note: admonition("note"),
    Tip: admonition("tip"),
    Info: admonition("info"),
    Warning: admonition("warning"),
    Danger: admonition("danger"),
    Tabs,
    TabItem,
    Card,
    CardGrid,
  }
}
