/**
 * Gatsby's script loader names the page in its text (`window.pagePath="/faq";`), which would give every
 * page its own script hash and a policy as long as the site. The page path moves to an attribute of
 * the script, and the text, now the same on every page, reads it.
 */

/** The attribute the page path moves to. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path"

const PAGE_PATH_ASSIGNMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/

/** The page-invariant text and the page path, or null when the text does not assign window.pagePath. */
export function pageInvariantLoader(code: string): { code: string; pagePath: string } | null {
  const match = PAGE_PATH_ASSIGNMENT.exec(code)
  if (!match) return null
  const pagePath = JSON.parse(match[1]) as string
  return {
    code: code.replace(
      PAGE_PATH_ASSIGNMENT,
      `window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}");`
    ),
    pagePath,
  }
}
