// CSS Modules in unit tests: every class name maps to itself, so components can be queried by class.
module.exports = {
  process(source) {
    const names = new Set()
    for (const match of source.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1])
    const entries = [...names].map((n) => `${JSON.stringify(n)}: ${JSON.stringify(n)}`).join(", ")
    return { code: `module.exports = { __esModule: true, ${entries} };` }
  },
}
