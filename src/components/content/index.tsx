/**
 * The components MDX pages use, rendered to static HTML at build time (plugins/docs-source). They have
 * no state and no CSS Modules: their styles are the global content styles (src/styles/content.css),
 * and their behaviour (tabs, copy buttons, client-side links) is attached in the browser by
 * src/lib/content-enhance.ts. So a guide page ships its content as HTML, not as JavaScript.
 */
import React, { useId } from "react"
import { pageLabels, MAIN_SITE_URL } from "../../config/site"
import { isExternalUrl, leavesSite } from "../../lib/routing"
import LeavesSiteMark from "../LeavesSiteMark"

type Children = { children?: React.ReactNode }

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

const ADMONITIONS: Record<AdmonitionType, { title: string; icon: string }> = {
  note: { title: "Note", icon: "✎" },
  tip: { title: "Tip", icon: "💡" },
  info: { title: "Info", icon: "ℹ" },
  warning: { title: "Warning", icon: "⚠" },
  danger: { title: "Danger", icon: "⛔" },
}

export function Admonition({ type, title, children }: Children & { type: AdmonitionType; title?: string }): JSX.Element {
  const heading = title ?? ADMONITIONS[type].title
  return (
    <aside className={`admonition admonition--${type}`} aria-label={heading}>
      <p className="admonition__title">
        <span aria-hidden="true">{ADMONITIONS[type].icon}</span> {heading}
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

export function TabItem({ children }: Children & { label: string }): JSX.Element {
  return <>{children}</>
}

/** Tabs: the first panel is shown; the others are hidden until a tab is chosen. */
export function Tabs({ children }: Children): JSX.Element {
  const id = useId().replace(/:/g, "")
  const items = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<{ label: string; children?: React.ReactNode }> => React.isValidElement(c) && typeof (c.props as { label?: unknown }).label === "string"
  )
  return (
    <div className="tabs" data-tabs="">
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className="tabs__tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === 0}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div key={i} role="tabpanel" className="tabs__panel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== 0}>
          {item.props.children}
        </div>
      ))}
    </div>
  )
}

export function CodeBlock(props: React.HTMLAttributes<HTMLPreElement>): JSX.Element {
  return (
    <div className="code-block">
      <pre {...props} tabIndex={0} />
      <button type="button" className="code-block__copy" data-copy-code="" aria-label={pageLabels.copyCode} title={pageLabels.copyCode}>
        Copy
      </button>
    </div>
  )
}

/** Wide tables scroll inside their own keyboard-focusable region instead of widening the page. */
export function Table(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
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
  const prefixed = (route: string) => (route.startsWith("/") && !route.startsWith(`${pathPrefix}/`) ? `${pathPrefix}${route}` || "/" : route)

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
      <a href={external || href.startsWith("#") ? href : prefixed(href)} rel={external ? "noopener noreferrer" : undefined} {...rest}>
        {children}
        {leavesSite(href, MAIN_SITE_URL) ? <LeavesSiteMark /> : null}
      </a>
    )
  }

  function ContentImage({ src = "", alt = "", ...rest }: React.ImgHTMLAttributes<HTMLImageElement>): JSX.Element {
    return <img src={prefixed(src)} alt={alt} {...rest} />
  }

  return {
    a: ContentLink,
    img: ContentImage,
    pre: CodeBlock,
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
