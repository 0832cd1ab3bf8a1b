/**
 * ESLint (flat config). `npm run lint` checks every source file of the site, its plugins, scripts and
 * tests. Rules: ESLint's and typescript-eslint's recommended sets (syntax-based, no type information,
 * so the whole lint stays within seconds), the two rules of React hooks, jsx-a11y's recommended
 * accessibility checks, a reason on every eslint-disable comment, and the import rule below.
 *
 * The import rule: code that runs at build time (plugins, gatsby-node and its modules in gatsby/,
 * gatsby-config, scripts, build checks) and the shared model in src/lib never import browser-only code. Browser-only code is what
 * touches the page (window, document, DOM nodes, storage, the clipboard, history) or is loaded only in
 * the browser: it lives in src/browser (BROWSER_ONLY below). Components and hooks may import it (they run in the
 * browser after the server render), so the rule applies to the files in BUILD_AND_SHARED.
 */
import js from "@eslint/js"
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/**
 * Browser-only code (paths from the repository root): src/browser holds every module that touches the
 * page (window, document, DOM nodes, storage, the clipboard, history) or is loaded only in the browser,
 * its inline head scripts in src/browser/head; hooks are React state in the browser.
 */
const BROWSER_ONLY = ["gatsby-browser.tsx", "src/browser", "src/hooks"]

/** Files that run at build time or hold the model shared by build and browser. */
const BUILD_AND_SHARED = [
  "gatsby-node.ts",
  "gatsby-config.ts",
  "gatsby/**",
  "plugins/**",
  "scripts/**",
  "build-checks/**",
  "content/*.ts",
  "src/config/**",
  "src/lib/**",
]

/** Unused names: a leading underscore marks one kept on purpose; a property picked out of an object
 * only to leave it out of the `...rest` copy is in use. */
const UNUSED_VARS = { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }

const SOURCE = ["**/*.{ts,tsx,js,mjs,cjs,jsx}"]
const TESTS = ["**/*.test.{ts,tsx}", "jest.setup.ts", "__mocks__/**", "src/lib/**/test-*.ts"]

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".tmp/",
      "src/gatsby-types.d.ts",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  { files: SOURCE, ...js.configs.recommended },
  ...tseslint.configs.recommended,
  {
    files: SOURCE,
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node },
    },
  },
  {
    // CommonJS: Gatsby's local plugin entry files and the jest configuration.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["src/**", "gatsby-browser.tsx", "gatsby-ssr.tsx", "e2e/**", "jest.setup.ts", "__mocks__/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // React code only: in e2e/, `use` is Playwright's fixture callback, not React's hook.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.tsx", "plugins/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.{tsx,jsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.{tsx,jsx}"],
    rules: {
      // Code blocks (<pre>) and wide tables (in a labelled role="region") scroll sideways: they take focus
      // so a keyboard can scroll them (axe's scrollable-region-focusable, checked by the e2e accessibility run).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["pre"], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  comments.recommended,
  {
    rules: { "@eslint-community/eslint-comments/require-description": "error" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // TypeScript checks names (tsc --noEmit); ESLint's no-undef does not know type-only globals.
      "no-undef": "off",
      "@typescript-eslint/no-unused-vars": ["error", UNUSED_VARS],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", UNUSED_VARS],
    },
  },
  {
    files: BUILD_AND_SHARED,
    ignores: [...BROWSER_ONLY.map((p) => (/\.[a-z]+$/.test(p) ? p : `${p}/**`)), ...TESTS],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ".",
              from: BROWSER_ONLY,
              message:
                "Build code and the shared model never import browser-only code (see eslint.config.mjs): move what both need into a shared module.",
            },
          ],
        },
      ],
    },
  }
)
