import { measureFirstViewJs } from "./scripts/bench/lib/measure-js.mjs"
const pages = [
  { name: "introduction", kind: "guide", path: "./" },
  { name: "command", kind: "guide", path: "commands/poll" },
  { name: "category", kind: "guide", path: "category/commands" },
  { name: "api-operation", kind: "api", path: "api/create-poll" },
]
const results = await measureFirstViewJs("http://localhost:9230/docs/", pages, "public")
for (const r of results) {
  console.log(r.name.padEnd(14), (r.gzip / 1024).toFixed(1), "KB gzip", (r.raw / 1024).toFixed(1), "KB raw", r.scripts.length, "scripts")
  if (process.argv[2]) { for (const s of r.scripts) console.log("   ", (s.gzip / 1024).toFixed(2), s.url); for (const c of r.contributors) console.log("     ", (c.gzip/1024).toFixed(2), c.name) }
}
