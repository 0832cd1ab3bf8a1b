/**
 * The guide routes the site keeps: each one below is built, with its page title. The list is fixed on
 * purpose, so a page that is moved or renamed fails here instead of silently breaking links to it.
 */
import { test } from "node:test"
import assert from "node:assert/strict"
import { pageHtml, titleOf } from "./helpers.mjs"

const COMMANDS = [
  "block",
  "unblock",
  "listblocks",
  "debug",
  "help",
  "invite",
  "poll",
  "closepoll",
  "copypoll",
  "deletepoll",
  "editpoll",
  "exportpoll",
  "listpolls",
  "pollresult",
  "reopenpoll",
  "showpoll",
  "timepoll",
]
const SETTINGS = ["colors/buttons", "colors/embeds", "events", "language", "role-weight", "threads"]

const ROUTES = {
  "/": "Introduction",
  "/getting-started/add-bot-to-server": null,
  "/getting-started/first-steps": "First steps",
  "/getting-started/the-different-poll-types": "The different poll types",
  "/apps": "Apps",
  "/faq": "FAQ",
  "/troubleshooting": "Troubleshooting",
  "/permissions/permission-system": "Permission system",
  "/permissions/required-bot-permissions": "Required bot permissions",
  "/category/getting-started": "Getting started",
  "/category/commands": "Commands",
  "/category/poll-commands": "Poll commands",
  "/category/setting-commands": "Setting commands",
  "/category/permissions": "Permissions",
  "/api/pollaris-api": "Pollaris API",
  ...Object.fromEntries(COMMANDS.map((c) => [`/commands/${c}`, `/${c}`])),
  ...Object.fromEntries(SETTINGS.map((s) => [`/commands/settings/${s}`, null])),
}

for (const [route, title] of Object.entries(ROUTES)) {
  test(`route ${route} is built with a "<title> | Pollaris Docs" title`, () => {
    const html = pageHtml(route)
    assert.ok(html, `public${route}/index.html is missing`)
    const pageTitle = titleOf(html)
    assert.match(pageTitle ?? "", / \| Pollaris Docs$/)
    if (title) assert.equal(pageTitle, `${title} | Pollaris Docs`)
    assert.ok(/<meta [^>]*name="description" content="[^"]{20,}"/.test(html), "meta description")
    const canonical = `https://pollaris.example/docs${route === "/" ? "/" : route}`
    assert.ok(html.includes(`rel="canonical" href="${canonical}"`), `canonical URL ${canonical}`)
    assert.ok(/<meta [^>]*property="og:title"/.test(html), "og:title")
  })
}

test("category pages list their children as cards with descriptions", () => {
  const html = pageHtml("/category/poll-commands")
  for (const c of ["poll", "timepoll", "closepoll", "showpoll"])
    assert.ok(html.includes(`href="/docs/commands/${c}"`), `card for /${c}`)
  assert.ok(html.includes("Create a poll"), "the /poll card shows its description")
})

test("code blocks are highlighted at build time (Prism tokens in the static HTML)", () => {
  const html = pageHtml("/api/pollaris-api")
  for (const lang of ["json", "bash", "http", "js"])
    assert.ok(html.includes(`class="language-${lang} code-highlight"`), `${lang} block`)
  assert.match(html, /<span class="token property">&quot;[a-z_]+&quot;<\/span>/, "JSON keys are tokens")
})

test("the not-found page exists and the analytics script is deferred with the site domain", () => {
  const html = pageHtml("/404")
  assert.ok(html)
  assert.match(titleOf(html), /^Page Not Found \| Pollaris Docs$/)
  const index = pageHtml("/")
  assert.ok(
    index.includes('<script defer="" data-domain="pollaris.example" src="https://plausible.io/js/script.js">'),
    "analytics script"
  )
})

test("pages are dark-only: dark colour scheme, no theme switch", () => {
  const html = pageHtml("/faq")
  assert.ok(html.includes('<meta name="color-scheme" content="dark"/>'), "color-scheme meta")
  assert.ok(html.includes('data-theme="dark"'), "data-theme")
  assert.ok(!/theme-toggle|Switch between dark and light/i.test(html), "no theme switch")
})

test("the footer has its five groups, the copyright line and every main-site link", () => {
  const html = pageHtml("/")
  for (const group of ["Product", "Get Help", "Find Us Online", "Our Partners", "Legal"])
    assert.ok(html.includes(`>${group}</h2>`), group)
  assert.ok(html.includes("2018-2025"))
  for (const href of [
    "/dashboard",
    "/commands",
    "/status",
    "/vote",
    "/compare/discord-polls",
    "/legal/notice",
    "/legal/privacy",
    "/legal/terms",
  ]) {
    assert.ok(html.includes(`href="https://pollaris.example${href}"`), href)
  }
  assert.ok(html.includes('href="https://discord.gg/pollaris"'))
})
