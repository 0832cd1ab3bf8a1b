/**
 * Build-time check of the configured navbar: a docs version dropdown that names a version the site
 * does not have fails the build with the available version names (instead of a render error on
 * every page). Dropdown children are checked too.
 */
import { didYouMean } from "../src/lib/did-you-mean"
import type { NavbarItemConfig } from "../src/lib/navbar"

export function navbarVersionProblems(
  items: NavbarItemConfig[],
  versionNames: string[],
  configFile = "src/config/site.ts"
): string[] {
  const problems: string[] = []
  const visit = (item: NavbarItemConfig) => {
    if (item.type === "dropdown") item.items.forEach(visit)
    if (item.type !== "docsVersionDropdown") return
    for (const name of item.versions ?? []) {
      if (versionNames.includes(name)) continue
      problems.push(
        `The docs version dropdown${item.label ? ` "${item.label}"` : ""} in ${configFile} names the version "${name}", which does not exist.` +
          `${didYouMean(name, versionNames)} Available version names: ${versionNames.join(", ")}`
      )
    }
  }
  items.forEach(visit)
  return problems
}
