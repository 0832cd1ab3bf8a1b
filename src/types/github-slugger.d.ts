declare module "github-slugger" {
  /** github-slugger 1.x (CommonJS): GitHub-compatible heading ids, unique per instance. */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string
    reset(): void
  }
}
