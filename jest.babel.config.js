// Babel for jest only (Gatsby has its own for the build).
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
}
