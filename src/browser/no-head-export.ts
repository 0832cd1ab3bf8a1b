/**
 * The browser's stand-in for Gatsby's Head API handler (.cache/head/head-export-handler-for-browser):
 * no page of the site exports `Head` (a test keeps it so; the head is written by the Seo component and
 * react-helmet on the server, and src/browser/helmet-lite.tsx in the browser), so the handler and its
 * diffing helpers would be 1.5 KB (gzip) of every page's first view that never runs.
 */
export function headHandlerForBrowser(): void {}
