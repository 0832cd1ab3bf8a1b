/**
 * A stand-in for the Gatsby node API, to run the local plugins' hooks in-process in jest (the way
 * Gatsby's own plugins test theirs): the reporter records every call, the actions are jest mocks, and
 * the nodes created are kept so getNode and getNodesByType find them, as a later hook would.
 * One real build per error family in build-checks/ proves how Gatsby prints what is reported here.
 */
import crypto from "crypto"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a node's fields are untyped, as Gatsby hands them over
export type MockNode = { id: string; internal: { type: string; [key: string]: unknown }; [field: string]: any }

export function mockGatsbyApi() {
  const nodes = new Map<string, MockNode>()
  const reporter = {
    panicOnBuild: jest.fn(),
    panic: jest.fn(),
    error: jest.fn(),
    warn: jest.fn(),
    info: jest.fn(),
    verbose: jest.fn(),
    success: jest.fn(),
  }
  const actions = {
    createNode: jest.fn((node: MockNode) => void nodes.set(node.id, node)),
    deleteNode: jest.fn((node: MockNode) => void nodes.delete(node.id)),
    createParentChildLink: jest.fn(),
    createTypes: jest.fn(),
    createPage: jest.fn(),
  }
  const stored = new Map<string, unknown>()
  const cache = {
    get: jest.fn(async (key: string) => stored.get(key)),
    set: jest.fn(async (key: string, value: unknown) => (stored.set(key, value), value)),
  }
  return {
    reporter,
    actions,
    cache,
    nodes,
    pathPrefix: "/docs",
    createNodeId: (key: string) => `node:${key}`,
    createContentDigest: (value: unknown) => crypto.createHash("md5").update(JSON.stringify(value)).digest("hex"),
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
  }
}

export type MockGatsbyApi = ReturnType<typeof mockGatsbyApi>

/** The messages reported at one level, in order (the first argument of each call, as text). */
export function reported(api: MockGatsbyApi, level: keyof MockGatsbyApi["reporter"]): string[] {
  return api.reporter[level].mock.calls.map((call: unknown[]) => String(call[0]))
}

/** The hook arguments: the mocked API plus `extra` (node, graphql...), typed loosely for any hook. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one argument object for every hook, whose types differ
export function hookArgs(api: MockGatsbyApi, extra: Record<string, unknown> = {}): any {
  return { ...api, ...extra }
}
