/** Unit and component tests (jsdom). Browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }],
    "\\.css$": "<rootDir>/jest.css-transform.js",
  },
  moduleNameMapper: { "^@reach/router$": "@gatsbyjs/reach-router" },
  // ES-module-only packages are compiled for jest: the Gatsby runtime, and the unified packages the
  // Markdown conversion (src/lib/markdown) parses and serialises with.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react|mdast-util-[^/]+|micromark[^/]*|unist-util-[^/]+|estree-util-[^/]+|character-[^/]+|decode-named-character-reference|zwitch|longest-streak|ccount|markdown-table|parse-entities|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|stringify-entities|vfile-message|escape-string-regexp)/)",
  ],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/", "/build-checks/"],
  setupFiles: ["<rootDir>/jest.globals.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
