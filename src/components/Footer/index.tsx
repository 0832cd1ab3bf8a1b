/** Footer: link columns (or one row of links separated by a dot), optional logo, copyright line. */
import React from "react"
import { withPrefix } from "gatsby"
import { footer as defaultFooter } from "../../config/site"
import { isMultiColumn, logoSource, type FooterConfig, type FooterLinkItem } from "../../lib/footer"
import Link from "../Link"
import * as styles from "./styles.module.css"

function FooterLink({ item }: { item: FooterLinkItem }) {
  return item.href ? (
    <Link href={item.href} className={styles.link}>
      {item.label}
    </Link>
  ) : (
    <Link to={item.to ?? "/"} className={styles.link}>
      {item.label}
    </Link>
  )
}

export default function Footer({ config = defaultFooter }: { config?: FooterConfig }): JSX.Element {
  const { links, logo, copyright, style } = config
  const logoImage = logo ? (
    <img
      src={withPrefix(logoSource(logo))}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      className={styles.logo}
    />
  ) : null
  return (
    <footer className={`${styles.footer} ${style === "dark" ? styles.dark : ""}`}>
      <div className={styles.inner}>
        {isMultiColumn(links) ? (
          <div className={styles.columns}>
            {links.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.title}>{column.title}</h2>
                <ul>
                  {column.items.map((item) => (
                    <li key={item.label}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <div className={styles.row}>
            {links.map((item, i) => (
              <React.Fragment key={item.label}>
                {i > 0 ? (
                  <span className={styles.separator} aria-hidden="true">
                    ·
                  </span>
                ) : null}
                <FooterLink item={item} />
              </React.Fragment>
            ))}
          </div>
        )}
        {logo || copyright ? (
          <div className={styles.bottom}>
            {logo && logoImage ? (
              logo.href ? (
                <a href={logo.href} target={logo.target} className={styles.logoLink}>
                  {logoImage}
                </a>
              ) : (
                logoImage
              )
            ) : null}
            {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
          </div>
        ) : null}
      </div>
    </footer>
  )
}
