/**
 * Where a problem is in the document an author edits. The validator checks the document with its
 * `$ref`s followed, so it names every place a shared component is used; these helpers follow the
 * same path through the raw document and stop at the component that holds the problem, and find that
 * place's line in the YAML (or JSON) text.
 */

type Raw = unknown

function unescapeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~")
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1")
}

export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, "")
  return body === "" || body === "/" ? [] : body.replace(/^\//, "").split("/").map(unescapeSegment)
}

export function pointerOf(segments: string[]): string {
  return `#${segments.map((s) => `/${escapeSegment(s)}`).join("")}`
}

function child(node: Raw, segment: string): Raw {
  if (Array.isArray(node)) return node[Number(segment)]
  if (node && typeof node === "object") return (node as Record<string, Raw>)[segment]
  return undefined
}

function localRef(node: Raw): string | null {
  const ref = node && typeof node === "object" && !Array.isArray(node) ? (node as Record<string, Raw>).$ref : undefined
  return typeof ref === "string" && ref.startsWith("#") ? ref : null
}

/**
 * The pointer in the raw document that an instance path of the dereferenced document ends at:
 * every local `$ref` on the way is followed, so `#/paths/~1polls/get/parameters/3/schema/type`
 * becomes `#/components/parameters/Cursor/schema/type` when parameter 3 is a `$ref` to Cursor.
 * Also returns the value found there (undefined when the path leaves the document).
 */
export function resolveThroughRefs(raw: Raw, pointer: string): { pointer: string; value: Raw } {
  let segments: string[] = []
  let node: Raw = raw
  const follow = () => {
    for (let hops = 0; hops < 20; hops++) {
      const ref = localRef(node)
      if (!ref) return
      segments = pointerSegments(ref)
      node = segments.reduce(child, raw)
    }
  }
  for (const segment of pointerSegments(pointer)) {
    follow()
    segments = [...segments, segment]
    node = child(node, segment)
  }
  follow()
  return { pointer: pointerOf(segments), value: node }
}

/**
 * The 1-based line of a pointer's key in block-style YAML (or pretty-printed JSON), or the line of the
 * deepest part found, or null. Each segment is looked for inside its parent's block (the lines
 * indented deeper than the parent); an array index counts the `- ` items of the block.
 */
export function lineOfPointer(source: string, pointer: string): number | null {
  const lines = source.split(/\r?\n/)
  const indentOf = (line: string) => line.length - line.trimStart().length
  const meaningful = (line: string) => line.trim() !== "" && !line.trimStart().startsWith("#")
  // The block being searched: lines [from, end) and the column its keys start at or after.
  let from = 0
  let end = lines.length
  let minIndent = 0
  let found: number | null = null
  const blockEnd = (start: number, parentIndent: number) => {
    let i = start
    while (i < lines.length && (!meaningful(lines[i]) || indentOf(lines[i]) > parentIndent)) i++
    return i
  }
  for (const segment of pointerSegments(pointer)) {
    let hit = -1
    let keyColumn = 0
    if (/^\d+$/.test(segment)) {
      let count = -1
      let itemIndent = -1
      for (let i = from; i < end && hit === -1; i++) {
        const line = lines[i]
        if (!meaningful(line) || indentOf(line) < minIndent) continue
        const trimmed = line.trimStart()
        if (!(trimmed.startsWith("- ") || trimmed === "-")) continue
        if (itemIndent === -1) itemIndent = indentOf(line)
        if (indentOf(line) === itemIndent && ++count === Number(segment)) {
          hit = i
          keyColumn = itemIndent + 2
        }
      }
      if (hit === -1) return found
      found = hit + 1
      // The item's first key may sit on its "- " line: search from that line, keys at keyColumn.
      end = blockEnd(hit + 1, keyColumn - 2)
      from = hit
      minIndent = keyColumn
      continue
    }
    const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    const key = new RegExp(`^(\\s*(?:- )?)["']?${escaped}["']?\\s*:`)
    for (let i = from; i < end; i++) {
      const line = lines[i]
      if (!meaningful(line)) continue
      const match = key.exec(line)
      if (match && match[1].length >= minIndent) {
        hit = i
        keyColumn = match[1].length
        break
      }
    }
    if (hit === -1) return found
    found = hit + 1
    from = hit + 1
    end = blockEnd(hit + 1, keyColumn)
    minIndent = keyColumn + 1
  }
  return found
}
