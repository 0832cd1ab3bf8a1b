import { assistantLinks, assistantPrompt } from "./assistant-links"

it("opens ChatGPT and Claude with a prompt naming the page's Markdown URL", () => {
  const twin = "https://pollaris.example/docs/commands/poll.md"
  const links = assistantLinks(twin)
  expect(links.map((l) => l.name)).toEqual(["ChatGPT", "Claude"])
  const [chatgpt, claude] = links.map((l) => new URL(l.href))
  expect(chatgpt.origin + chatgpt.pathname).toBe("https://chatgpt.com/")
  expect(claude.origin + claude.pathname).toBe("https://claude.ai/new")
  for (const url of [chatgpt, claude]) expect(url.searchParams.get("q")).toBe(assistantPrompt(twin))
  expect(assistantPrompt(twin)).toContain(twin)
})
