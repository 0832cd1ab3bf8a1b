/** Strings of the "Try it" button (the console's own strings are in ApiConsole/labels.ts, in its chunk). */
export const tryItLabels = {
  tryIt: "Try it",
  hint: "Send this request to a mock in your browser or to a server, from this page.",
  loading: "Loading the console…",
} as const
