/**
 * A tiny syntax highlighter for the code the API reference generates (JSON examples and the code
 * samples: curl, JavaScript, Python, Go, Ruby, PHP, Java, C#). It emits tokens with Prism's class names, so the site's existing
 * token colours apply, and costs far less JavaScript than a full highlighter.
 */

export interface Token {
  /** Prism token type ("string", "keyword", ...), or null for plain text. */
  type: string | null
  text: string
}

type Rule = [type: string | ((match: string, rest: string) => string), pattern: RegExp]

const STRING_DQ = /"(?:[^"\\\n]|\\.)*"/y
const STRING_SQ = /'(?:[^'\\\n]|\\.)*'/y
const NUMBER = /-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y
const PUNCT = /[{}[\](),:;.]/y

/** Rules shared by the C-family languages of the samples (Go, Java, C#, PHP), with their own keywords. */
function cLike(keywords: string[], extra: Rule[] = []): Rule[] {
  return [
    ["comment", /\/\/[^\n]*|\/\*[\s\S]*?\*\//y],
    ...extra,
    ["string", STRING_DQ],
    ["string", STRING_SQ],
    ["keyword", new RegExp(`\\b(?:${keywords.join("|")})\\b`, "y")],
    ["boolean", /\b(?:true|false)\b/y],
    ["number", NUMBER],
    ["function", /\b[A-Za-z_]\w*(?=\()/y],
    ["operator", /:=|=>|->|[=!<>]=?|&&|\|\||[+\-*/%]/y],
    ["punctuation", PUNCT],
  ]
}

const RULES: Record<string, Rule[]> = {
  go: cLike(["package", "import", "func", "var", "const", "return", "if", "else", "for", "range", "defer", "go", "nil", "type", "struct"]),
  java: cLike(["import", "public", "class", "static", "void", "new", "return", "throws", "var", "null", "String"]),
  csharp: cLike(["using", "var", "new", "await", "async", "return", "null", "string"]),
  php: cLike(["require_once", "new", "echo", "return", "null", "function"], [["variable", /\$[A-Za-z_]\w*/y], ["keyword", /<\?php\b/y]]),
  ruby: [
    ["comment", /#[^\n]*/y],
    ["string", STRING_DQ],
    ["string", STRING_SQ],
    ["keyword", /\b(?:require|def|end|do|if|else|nil|puts|return)\b/y],
    ["boolean", /\b(?:true|false)\b/y],
    ["number", NUMBER],
    ["function", /\b[A-Za-z_]\w*(?=\()/y],
    ["operator", /[=!<>]=?|[+\-*/%]/y],
    ["punctuation", PUNCT],
  ],
  json: [
    // A string followed by a colon is a property name.
    [(_m, rest) => (/^\s*:/.test(rest) ? "property" : "string"), STRING_DQ],
    ["number", NUMBER],
    ["boolean", /\b(?:true|false)\b/y],
    ["keyword", /\bnull\b/y],
    ["punctuation", PUNCT],
  ],
  javascript: [
    ["comment", /\/\/[^\n]*|\/\*[\s\S]*?\*\//y],
    ["string", /`(?:[^`\\]|\\.)*`/y],
    ["string", STRING_DQ],
    ["string", STRING_SQ],
    ["keyword", /\b(?:const|let|var|await|async|function|return|if|else|throw|new|import|from|export|of|in|typeof)\b/y],
    ["boolean", /\b(?:true|false)\b/y],
    ["keyword", /\b(?:null|undefined)\b/y],
    ["number", NUMBER],
    ["function", /\b[A-Za-z_$][\w$]*(?=\()/y],
    ["operator", /=>|[=!]={0,2}|[+\-*/%<>]=?|&&|\|\||\?\??/y],
    ["punctuation", PUNCT],
  ],
  python: [
    ["comment", /#[^\n]*/y],
    ["string", /[fFrRbB]?"(?:[^"\\\n]|\\.)*"/y],
    ["string", /[fFrRbB]?'(?:[^'\\\n]|\\.)*'/y],
    ["keyword", /\b(?:import|from|as|def|return|if|elif|else|for|while|in|not|and|or|with|try|except|raise|None|lambda|print)\b/y],
    ["boolean", /\b(?:True|False)\b/y],
    ["number", NUMBER],
    ["function", /\b[A-Za-z_]\w*(?=\()/y],
    ["operator", /[=!<>]=?|[+\-*/%]/y],
    ["punctuation", PUNCT],
  ],
  bash: [
    ["comment", /(?:^|(?<=\s))#[^\n]*/y],
    ["string", /"(?:[^"\\]|\\.)*"/y],
    ["string", /'[^']*'/y],
    ["variable", /\$\{?[A-Za-z_]\w*\}?/y],
    ["function", /\b(?:curl|export|echo)\b/y],
    ["parameter", /(?<=\s)--?[A-Za-z][\w-]*/y],
    ["operator", /\\$|\\(?=\n)|[|&;]/my],
  ],
}

const ALIASES: Record<string, string> = { js: "javascript", ts: "javascript", sh: "bash", shell: "bash", py: "python", cs: "csharp", rb: "ruby" }

function pushPlain(tokens: Token[], text: string) {
  const last = tokens[tokens.length - 1]
  if (last && last.type === null) last.text += text
  else tokens.push({ type: null, text })
}

/** Tokens of `code` in `lang`; unknown languages give one plain token. Concatenated, the tokens are the input. */
export function highlight(code: string, lang: string | undefined): Token[] {
  const rules = RULES[ALIASES[lang ?? ""] ?? lang ?? ""]
  if (!rules) return code ? [{ type: null, text: code }] : []
  const tokens: Token[] = []
  let pos = 0
  outer: while (pos < code.length) {
    for (const [type, pattern] of rules) {
      pattern.lastIndex = pos
      const match = pattern.exec(code)
      if (match && match[0].length > 0) {
        const end = pos + match[0].length
        tokens.push({ type: typeof type === "function" ? type(match[0], code.slice(end)) : type, text: match[0] })
        pos = end
        continue outer
      }
    }
    // Words are copied whole so a rule never starts in the middle of an identifier.
    const word = /[A-Za-z_$][\w$]*|\s+|./y
    word.lastIndex = pos
    const plain = word.exec(code)![0]
    pushPlain(tokens, plain)
    pos += plain.length
  }
  return tokens
}
