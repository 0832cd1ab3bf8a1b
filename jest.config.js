/** Unit and component tests (jsdom). Browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }],
    "\\.css$": "<rootDir>/jest.css-transform.js",
  },
  moduleNameMapper: { "^@reach/router$": "@gatsbyjs/reach-router" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/", "/build-checks/"],
  setupFiles: ["<rootDir>/jest.globals.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
