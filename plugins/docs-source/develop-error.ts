/**
 * Under `gatsby develop`, a page whose MDX or frontmatter is broken still gets a page: it shows the
 * error (file, line, problem) where its content would be, while every other page keeps working, and
 * fixing the file brings the content back. A production build fails instead.
 */

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

/** The HTML that stands in for a broken page's content (inline styles: develop only, no stylesheet). */
export function developErrorHtml(message: string): string {
  return (
    `<div role="alert" data-build-error="" style="border:2px solid #e5484d;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0;background:#2a1215;color:#ffd7d9">` +
    `<p style="margin:0 0 .5rem;font-weight:700">This page could not be built</p>` +
    `<pre style="margin:0;white-space:pre-wrap;overflow-wrap:anywhere;background:none;color:inherit">${escapeHtml(message)}</pre>` +
    `<p style="margin:.75rem 0 0">Fix the file and save it: this page reloads with its content.</p>` +
    `</div>`
  )
}

/** A readable title for a page whose frontmatter has no usable title. */
export function fallbackTitle(docId: string): string {
  const last = docId.split("/").pop() ?? docId
  return last.replace(/[-_]+/g, " ").replace(/^\w/, (c) => c.toUpperCase())
}
