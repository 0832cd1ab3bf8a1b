/**
 * What each MDX content component accepts (the components live in src/components/content and need no
 * import). The build checks every use against this table, so a misspelt or missing prop fails with a
 * message naming the file and line instead of rendering a broken page.
 */
import { didYouMean } from "../../../src/lib/did-you-mean"

export interface PropContract {
  /** What the prop is for, said in the error when it is missing. */
  purpose: string
  required: boolean
}

export type ComponentContract = Record<string, PropContract>

const title: PropContract = { purpose: "a heading that replaces the default one", required: false }

export const CONTENT_COMPONENTS: Record<string, ComponentContract> = {
  Admonition: { type: { purpose: "one of note, tip, info, warning, danger", required: true }, title },
  Note: { title },
  Tip: { title },
  Info: { title },
  Warning: { title },
  Danger: { title },
  Tabs: { groupId: { purpose: "tabs with the same groupId switch together across the page", required: false } },
  TabItem: {
    label: { purpose: "the text of the tab", required: true },
    value: { purpose: "what tabs of one group match on (defaults to the label)", required: false },
  },
  CardGrid: {},
  Card: {
    to: { purpose: "the route the card links to, e.g. /commands/poll", required: true },
    title: { purpose: "the card's heading", required: true },
  },
}

export const CONTENT_COMPONENT_NAMES = Object.keys(CONTENT_COMPONENTS).sort()

/**
 * Problems with one use of a component, as sentences; empty when it is fine.
 * @param name the element name as written, e.g. "Card"
 * @param props the names of the props written on it
 * @param hasSpread a `{...props}` spread is present: required props may come from it
 */
export function componentUsageProblems(name: string, props: string[], hasSpread = false): string[] {
  const contract = CONTENT_COMPONENTS[name]
  if (!contract) {
    return [
      `<${name}> is not a known component.${didYouMean(name, CONTENT_COMPONENT_NAMES)} ` +
        `Content components need no import; the available ones are: ${CONTENT_COMPONENT_NAMES.join(", ")}.`,
    ]
  }
  const known = Object.keys(contract)
  const problems: string[] = []
  for (const prop of props) {
    if (known.includes(prop)) continue
    const hint = didYouMean(prop, known)
    const accepted = known.length ? `${name} takes ${known.map((p) => `"${p}"`).join(", ")}` : `${name} takes no props`
    problems.push(`unknown prop "${prop}" on <${name}>.${hint || ` ${accepted}.`}`)
  }
  if (!hasSpread) {
    for (const [prop, { purpose, required }] of Object.entries(contract)) {
      if (required && !props.includes(prop)) problems.push(`<${name}> needs the prop "${prop}" (${purpose}).`)
    }
  }
  return problems
}
