// Globals Gatsby's webpack defines at build time.
global.__PATH_PREFIX__ = "/docs"
global.__BASE_PATH__ = "/docs"
