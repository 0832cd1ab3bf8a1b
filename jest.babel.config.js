// Babel for jest only (Gatsby has its own for the build). Plain presets rather than
// babel-preset-gatsby: a top-level dependency whose name contains "gatsby" is scanned for queries
// on every build, and that preset's polyfills alone cost about 0.4 s of a warm build.
module.exports = {
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
}
