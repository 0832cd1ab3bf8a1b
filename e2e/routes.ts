/**
 * Every route of the site, relative to the /docs/ base URL. The list is fixed on purpose, so a page that
 * is moved or renamed fails the tests instead of silently breaking links to it.
 */
export const COMMANDS = [
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
export const SETTINGS = ["colors/buttons", "colors/embeds", "events", "language", "role-weight", "threads"]
export const API_OPERATIONS = [
  "create-poll",
  "get-poll",
  "update-poll",
  "delete-poll",
  "close-poll",
  "reopen-poll",
  "publish-poll",
  "get-answers",
  "get-answer",
  "update-answer",
  "get-answer-votes",
  "get-votes",
  "get-vote",
  "delete-vote",
  "get-guild",
  "update-guild",
  "get-guild-limits",
  "get-polls",
  "get-scheduled-polls",
  "get-roles",
  "get-role",
  "update-role",
  "get-restrictions",
  "get-restriction",
  "create-restriction",
  "delete-restriction",
  "get-audit-log",
  "get-current-user",
  "get-current-user-guilds",
  "get-current-user-audit-log",
]

export const GUIDE_ROUTES = [
  "",
  "getting-started/add-bot-to-server",
  "getting-started/first-steps",
  "getting-started/the-different-poll-types",
  "apps",
  "faq",
  "troubleshooting",
  "permissions/permission-system",
  "permissions/required-bot-permissions",
  ...COMMANDS.map((c) => `commands/${c}`),
  ...SETTINGS.map((s) => `commands/settings/${s}`),
  ...["getting-started", "commands", "poll-commands", "setting-commands", "permissions"].map((c) => `category/${c}`),
]

export const API_ROUTES = ["api", "api/pollaris-api", ...API_OPERATIONS.map((s) => `api/${s}`)]

/** Model pages of each shape: an object with nested models, a oneOf, a scalar with a pattern, an enum. */
export const MODEL_ROUTES = [
  "api/models/poll",
  "api/models/audit-log-value",
  "api/models/snowflake",
  "api/models/poll-status",
]
