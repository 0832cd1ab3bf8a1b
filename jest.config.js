/** Unit and component tests (jsdom). Browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "^@reach/router$": "@gatsbyjs/reach-router",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  setupFiles: ["<rootDir>/jest.globals.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
