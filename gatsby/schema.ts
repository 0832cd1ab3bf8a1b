/** GraphQL types gatsby-node.ts adds to the schema (the docs version the navbar items read). */
export const DOCS_VERSION_TYPES = `
    """The one docs version of the site: name, label, path, isLast, mainDocId, docs."""
    type DocsVersion {
      "Version name as used in URLs and configuration, e.g. current."
      name: String!
      "Label the version dropdown shows, e.g. Next."
      label: String!
      "Base path of the version, e.g. /docs."
      path: String!
      "True for the latest released version (the only one here)."
      isLast: Boolean!
      "Doc id of the version's main doc (the introduction)."
      mainDocId: String!
      "Every doc of the version, sorted by id."
      docs: [DocsVersionDoc!]!
    }
    """A doc of a docs version."""
    type DocsVersionDoc {
      "Doc id, e.g. commands/poll."
      id: String!
      "Full path including the base path, e.g. /docs/commands/poll."
      path: String!
      "Name of the sidebar that lists the doc, if any."
      sidebar: String
      "Unlisted docs are built but not indexed."
      unlisted: Boolean!
    }
`
