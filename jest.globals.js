// Globals Gatsby's webpack defines at build time.
global.__PATH_PREFIX__ = "/docs"
global.__BASE_PATH__ = "/docs"
// react-dom/server's browser build (jsdom environment) needs these Node globals.
const util = require("util")
if (typeof global.TextEncoder === "undefined") global.TextEncoder = util.TextEncoder
if (typeof global.TextDecoder === "undefined") global.TextDecoder = util.TextDecoder
