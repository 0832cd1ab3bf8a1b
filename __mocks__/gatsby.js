// Gatsby mock for unit tests (pattern from Gatsby's testing guide): Link renders a plain anchor
// with the base path, static queries return what a test sets with useStaticQuery.mockReturnValue.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
        React.createElement("a", { ...rest, href: `/docs${to === "/" ? "/" : to}` })
    ),
  withPrefix: jest.fn().mockImplementation((path) => `/docs${path}`),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
}
