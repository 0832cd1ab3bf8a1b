/** An empty browser plugin: the stand-in for a Gatsby plugin that does nothing in production (see gatsby-node.ts). */
export {}
