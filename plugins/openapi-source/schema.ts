/**
 * The GraphQL types of the API reference: ApiSpec, ApiServer, ApiSecurityScheme, ApiTag, ApiOperation,
 * ApiModel and ApiSidebar, each field described (GraphiQL shows the descriptions, and
 * plugins/schema-descriptions.test.ts fails on a field without one).
 */
export const OPENAPI_TYPES = `
    """The OpenAPI document the API reference is generated from: its info, servers and security schemes."""
    type ApiSpec implements Node @dontInfer {
      "API name (info.title), e.g. Pollaris API."
      title: String!
      "Revision of the document (info.version)."
      version: String!
      "OpenAPI version the document is written in, e.g. 3.0.3."
      openapiVersion: String!
      "Markdown description of the API (info.description)."
      description: String
      "URL every operation path is relative to (the first server, variables filled), e.g. https://pollaris.example/api/v1."
      baseUrl: String!
      "Every server the document lists."
      servers: [ApiServer!]!
      "The security schemes of components.securitySchemes, in document order."
      securitySchemes: [ApiSecurityScheme!]!
      "Path of the published document under the site root, without the base path, e.g. /openapi/pollaris-api.yaml."
      downloadPath: String!
      "Public URL of the published document as served (base path included with --prefix-paths), e.g. /docs/openapi/pollaris-api.yaml."
      downloadUrl: String!
      "Path of the source file relative to the repository."
      sourceFile: String!
      "Environment variable the code samples read the API key from, e.g. POLLARIS_API_KEY."
      apiKeyEnvVar: String!
      "Number of operations."
      operationCount: Int!
    }

    """A server of the API."""
    type ApiServer {
      "Server URL as written in the document."
      url: String!
      "What the server is for, e.g. Production."
      description: String
    }

    """How a request authenticates (a security scheme)."""
    type ApiSecurityScheme {
      "Key of the scheme in components.securitySchemes, e.g. ApiKey."
      name: String!
      "OpenAPI type: http, apiKey, oauth2, openIdConnect or mutualTLS."
      type: String!
      "Reader's name, e.g. HTTP bearer."
      label: String!
      "How to send it, e.g. Authorization: Bearer <token>."
      usage: String!
      "Markdown description."
      description: String
      "http schemes: bearer, basic, ..."
      scheme: String
      "http bearer schemes: the token format hint, e.g. JWT."
      bearerFormat: String
      "apiKey schemes: header, query or cookie."
      in: String
      "apiKey schemes: the header, query parameter or cookie name."
      parameterName: String
      "OAuth scopes the operation needs (empty otherwise)."
      scopes: [String!]!
    }

    """A tag of the OpenAPI document: one group of operations in the API sidebar and overview."""
    type ApiTag implements Node @dontInfer {
      "Tag name, e.g. polls/answers."
      name: String!
      "Markdown description."
      description: String
      "Position in the document's tag list (0 first); the sidebar and the overview follow it."
      order: Int!
      "Anchor id of the tag's section on the API overview, e.g. polls-answers."
      anchor: String!
      "Route of the tag's group: its section of the API overview, e.g. /api#polls-answers."
      route: String
      "Number of operations whose first tag is this one."
      operationCount: Int!
    }

    """One operation of the API, with everything its reference page shows."""
    type ApiOperation implements Node @dontInfer {
      "kebab-cased operationId, e.g. create-poll."
      slug: String!
      "Route of the operation's page without the base path: /api/<slug>. Computed once, here."
      route: String!
      "operationId as written in the document, e.g. createPoll."
      operationId: String!
      "HTTP method in upper case: GET, POST, PATCH, PUT or DELETE."
      method: String!
      "Path template relative to the base URL, e.g. /polls/{pollId}."
      path: String!
      "First tag: the sidebar group of the operation."
      tag: String!
      "Every tag of the operation."
      tags: [String!]!
      "Short title (summary), used as page title and sidebar label."
      summary: String!
      "Markdown description."
      description: String
      "Plain text of the description's first paragraph, for meta tags and search."
      excerpt: String
      "Position in sidebar order (tag order, then document order); previous and next follow it."
      order: Int!
      "True when the document marks the operation deprecated."
      deprecated: Boolean!
      "Names of the path, query, header and cookie parameters, for search."
      parameterNames: [String!]!
      "Response status codes, in document order, e.g. [\\"201\\", \\"400\\"]."
      statuses: [String!]!
      "Security schemes the operation accepts; empty when it needs no authentication."
      security: [ApiSecurityScheme!]!
      "Parameters table rows: name, in, typeLabel, format, required, deprecated, nullable, description, constraints, enum, defaultValue, example."
      parameters: JSON!
      "Request body: description, required, contentType, schema (a nested tree of properties) and examples; null without a body."
      requestBody: JSON
      "Responses in document order: status, statusText, kind, description, headers, contentType, schema tree and JSON examples."
      responses: JSON!
      "Code samples: [{ id, label, lang, code }] for curl, JavaScript fetch, Node (axios), Python requests, Go, Ruby, PHP (Guzzle), Java (HttpClient) and C# (HttpClient)."
      codeSamples: JSON!
    }

    """A named schema of components.schemas: one model page at /api/models/<slug>."""
    type ApiModel implements Node @dontInfer {
      "The schema's key in components.schemas, e.g. Poll."
      name: String!
      "kebab-cased name, e.g. audit-log-entry."
      slug: String!
      "Route of the model's page without the base path: /api/models/<slug>."
      route: String!
      "Position in components.schemas; the sidebar and the overview follow it."
      order: Int!
      "Type of the schema: object, string, array of Poll, ..."
      typeLabel: String!
      "Markdown description."
      description: String
      "Plain text of the description's first paragraph, for search and lists."
      excerpt: String
      "The page's meta description: the excerpt, then the fields or the type, e.g. Changes to a server. Fields: settings."
      metaDescription: String!
      "The schema as a nested tree of properties (SchemaNode of src/lib/openapi/types.ts)."
      schema: JSON!
      "Pretty-printed JSON example: the schema's own, or one generated from it."
      example: String!
      "True when the example was generated from the schema."
      exampleGenerated: Boolean!
      "Operations that send or return the model: [{ route, method, path, summary, where }]."
      usedBy: JSON!
      "Models with a field of this model: [{ name, route }]."
      usedIn: JSON!
    }

    """Sidebar items generated from a source, expanded where content/sidebars.ts says { type: "generated", source }."""
    type ApiSidebar implements Node @dontInfer {
      "Name of the source, here openapi."
      source: String!
      "SidebarNode[] (src/lib/sidebar.ts): one category per tag, one link per operation with its method as badge, then a Models category."
      items: JSON!
    }
  `
